import { getShortMessage, type Network } from '@portico/kernel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouter } from '../hooks/useRouter.js'
import { useWalletState } from '../hooks/useWalletState.js'
import { Button } from '../primitives/Button.js'
import { usePortico, useT } from '../primitives/context.js'
import { NetworkIcon, RefreshIcon } from '../primitives/icons.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { Spinner } from '../primitives/Spinner.js'
import { Text } from '../primitives/Text.js'
import { NetworkList } from './networks/NetworkList.js'
import { useNetworkSwitch } from './networks/useNetworkSwitch.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { ViewState } from './shared/ViewState.js'

/**
 * SwitchNetwork (spec 2). Without data: the configured networks, the current one marked; choosing
 * one asks for it with the spec's routing. With `data.network` it is the confirmation step the
 * kernel routes to (forced confirmation, embedded wallet): it starts that switch at once and waits.
 */
export default function SwitchNetwork() {
  const { data } = useRouter<'SwitchNetwork'>()
  return data?.network ? <ConfirmSwitch network={data.network} /> : <ChooseNetwork />
}

/** Done switching: back to where the visitor came from (closing when this was the first view). */
function useLeave() {
  const portico = usePortico()
  return useCallback(() => portico.router.back(), [portico])
}

function ChooseNetwork() {
  const t = useT()
  const portico = usePortico()
  const networks = useWalletState((s) => s.networks)
  const leave = useLeave()
  const { pending, error, request } = useNetworkSwitch(leave)
  const choose = (network: Network) => {
    const isCurrent =
      portico.wallet.isNetworkSupported() &&
      portico.wallet.getActiveNetwork()?.caipNetworkId === network.caipNetworkId
    if (isCurrent) leave()
    else void request(network)
  }
  if (networks.length === 0)
    return (
      <ViewLayout>
        <ViewState icon={<NetworkIcon />} title={t('views.switchNetwork.empty')} />
      </ViewLayout>
    )
  return (
    <ViewLayout className="portico-switch-network">
      {error ? (
        <Text tone="error" role="alert">
          {getShortMessage(error)}
        </Text>
      ) : null}
      {pending ? (
        <span role="status" className="portico-visually-hidden">
          {t('views.switchNetwork.pending.description', { network: pending.name })}
        </span>
      ) : null}
      <NetworkList
        networks={networks}
        pending={pending}
        onSelect={choose}
        label={t('views.switchNetwork.listLabel')}
      />
    </ViewLayout>
  )
}

type ConfirmState = { status: 'pending' } | { status: 'failed'; error: unknown }

function ConfirmSwitch({ network }: { network: Network }) {
  const portico = usePortico()
  const t = useT()
  const [state, setState] = useState<ConfirmState>({ status: 'pending' })
  const started = useRef(false)

  const run = useCallback(async () => {
    const entry = portico.router.current
    setState({ status: 'pending' })
    try {
      await portico.wallet.switchNetwork(network)
      if (portico.router.current !== entry) return
      // The confirmation sits on top of the list (or opened alone): done means home, or closed.
      if (portico.router.getState().history.length <= 1) portico.modal.close()
      else portico.router.reset(portico.wallet.isConnected() ? 'Account' : 'Connect')
    } catch (error) {
      if (portico.router.current === entry) setState({ status: 'failed', error })
      else portico.notifications.error(getShortMessage(error))
    }
  }, [portico, network])

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: a second prompt would confuse the wallet.
    if (started.current) return
    started.current = true
    void run()
  }, [run])

  const failed = state.status === 'failed'
  return (
    <ViewLayout className="portico-switch-network-confirm">
      <div className="portico-state" data-tone={failed ? 'error' : 'default'}>
        <NetworkImage network={network} size={64} />
        {failed ? (
          <div role="alert">
            <Text variant="title" align="center" tone="error">
              {getShortMessage(state.error)}
            </Text>
          </div>
        ) : (
          <div role="status">
            <Text variant="title" align="center">
              {t('views.switchNetwork.pending.title')}
            </Text>
            <Text tone="muted" align="center">
              {t('views.switchNetwork.pending.description', { network: network.name })}
            </Text>
          </div>
        )}
        {failed ? (
          <div className="portico-state-actions">
            <Button onClick={() => void run()} icon={<RefreshIcon />}>
              {t('views.switchNetwork.retry')}
            </Button>
          </div>
        ) : (
          <Spinner />
        )}
      </div>
    </ViewLayout>
  )
}
