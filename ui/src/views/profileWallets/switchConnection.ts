import {
  type ChainNamespace,
  type Connector,
  decideSwitchConnection,
  getConnectorStatus,
  type Portico,
} from '@portico/kernel'
import { connectOnce } from '../shared/connectOnce.js'
import { WALLETCONNECT_VIEW } from '../shared/walletConnectView.js'

/**
 * Makes a connection the active one (spec 4 "Switching connection", decided by the kernel's
 * `decideSwitchConnection`): an external wallet reconnects, the embedded wallet changes its account
 * type, a connection that is gone reopens its flow.
 */
export async function switchConnection(
  portico: Portico,
  namespace: ChainNamespace,
  connector: Connector,
  /** The address picked; undefined toggles the auth connector between eoa and smartAccount. */
  address?: string,
): Promise<void> {
  const state = portico.wallet.getState()
  const account = state.accounts[namespace]
  // The embedded wallet lists its smart account only where the network has them (spec 4).
  const smartAccount = account?.user?.accounts?.find((a) => a.type === 'smartAccount')
  const decision = decideSwitchConnection({
    status: getConnectorStatus({
      connectorId: connector.id,
      namespace,
      activeConnectorIds: state.activeConnectorIds,
      connections: state.connections,
    }),
    connector,
    preferredAccountType: account?.preferredAccountType,
    smartAccountEnabled: smartAccount !== undefined,
    smartAccountAddress: smartAccount?.address,
    socialProvider: account?.socialProvider,
    address,
  })
  if (decision.action === 'reconnect') {
    await connectOnce(portico, decision.connectorId, { force: true })
    return
  }
  if (decision.action === 'set-account-type') {
    // The embedded wallet switches itself and reports the new address; a failed switch lands on eoa.
    if (connector.setAccountType) {
      if (decision.changed) await connector.setAccountType(decision.accountType)
    } else portico.wallet.setPreferredAccountType(namespace, decision.accountType)
    return
  }
  if (decision.flow === 'email' && portico.views.isEnabled('EmailLogin'))
    return portico.router.push('EmailLogin')
  if (decision.flow === 'wallet-connect' && portico.views.isEnabled(WALLETCONNECT_VIEW))
    return portico.router.push(WALLETCONNECT_VIEW)
  portico.router.push('ConnectingExternal', { connectorId: decision.connectorId })
}
