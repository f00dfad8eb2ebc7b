import { useRouter } from '../hooks/useRouter.js'
import { useWalletState } from '../hooks/useWalletState.js'
import { Button } from '../primitives/Button.js'
import { usePortico, useT } from '../primitives/context.js'
import { WarningIcon } from '../primitives/icons.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { ViewState } from './shared/ViewState.js'

/**
 * SwitchActiveChain (spec 2): another namespace was asked for while the active one is connected and
 * the target is not. It explains that a wallet of the target namespace is needed; continuing makes
 * that namespace active and replaces this view with `navigateTo` (Connect).
 */
export default function SwitchActiveChain() {
  const portico = usePortico()
  const t = useT()
  const { data } = useRouter<'SwitchActiveChain'>()
  const fromNamespace = useWalletState((s) => s.activeNamespace)
  const network = data?.network

  if (!network)
    return (
      <ViewLayout>
        <ViewState tone="error" icon={<WarningIcon />} title={t('views.switchActiveChain.missing')} />
      </ViewLayout>
    )

  const target = t(`views.namespace.${network.chainNamespace}`)
  const current = fromNamespace ? t(`views.namespace.${fromNamespace}`) : ''
  const proceed = () => {
    portico.wallet.setActiveNamespace(network.chainNamespace, network)
    portico.router.replace(data?.navigateTo ?? 'Connect')
  }
  return (
    <ViewLayout className="portico-switch-active-chain">
      <ViewState
        icon={<NetworkImage network={network} size={64} />}
        title={t('views.switchActiveChain.title', { namespace: target })}
        description={t('views.switchActiveChain.description', {
          network: network.name,
          namespace: target,
          current,
        })}
        actions={
          <>
            <Button onClick={proceed}>{t('views.switchActiveChain.action', { namespace: target })}</Button>
            <Button variant="ghost" onClick={() => portico.router.back()}>
              {t('views.switchActiveChain.cancel')}
            </Button>
          </>
        }
      />
    </ViewLayout>
  )
}
