import { getShortMessage } from '@portico/kernel'
import { useCallback, useState } from 'react'
import { useWalletState } from '../hooks/useWalletState.js'
import { Button } from '../primitives/Button.js'
import { usePortico, useT } from '../primitives/context.js'
import { PowerIcon, WarningIcon } from '../primitives/icons.js'
import { Text } from '../primitives/Text.js'
import { NetworkList } from './networks/NetworkList.js'
import { useNetworkSwitch } from './networks/useNetworkSwitch.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { ViewState } from './shared/ViewState.js'

/**
 * UnsupportedChain (spec 2): the wallet is on a network the app does not list. It offers the
 * app's networks of that namespace to switch to, and a way out (disconnect). Once on a supported
 * network the modal closes (an embedded one shows Account).
 */
export default function UnsupportedChain() {
  const portico = usePortico()
  const t = useT()
  const namespace = useWalletState((s) => s.activeNamespace)
  const allNetworks = useWalletState((s) => s.networks)
  const networks = allNetworks.filter((network) => network.chainNamespace === namespace)
  const close = useCallback(() => portico.modal.close(), [portico])
  const { pending, error, request } = useNetworkSwitch(close)
  const [disconnecting, setDisconnecting] = useState(false)

  const disconnect = async () => {
    setDisconnecting(true)
    try {
      await portico.wallet.disconnect()
    } catch (failure) {
      portico.notifications.error(getShortMessage(failure))
    } finally {
      setDisconnecting(false)
    }
    portico.modal.close()
  }

  return (
    <ViewLayout className="portico-unsupported-chain">
      <ViewState
        tone="error"
        icon={<WarningIcon />}
        title={t('views.unsupportedChain.title')}
        description={
          networks.length ? t('views.unsupportedChain.description') : t('views.unsupportedChain.noNetworks')
        }
      />
      {error ? (
        <Text tone="error" role="alert">
          {getShortMessage(error)}
        </Text>
      ) : null}
      {networks.length ? (
        <NetworkList
          networks={networks}
          pending={pending}
          onSelect={(network) => void request(network)}
          label={t('views.switchNetwork.listLabel')}
        />
      ) : null}
      <Button variant="danger" icon={<PowerIcon />} loading={disconnecting} onClick={() => void disconnect()}>
        {t('views.unsupportedChain.disconnect')}
      </Button>
    </ViewLayout>
  )
}
