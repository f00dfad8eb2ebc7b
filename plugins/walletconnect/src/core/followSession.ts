import type { ChainNamespace, Connector, Portico } from '@portico/kernel'
import type { WalletConnectClient } from './createWalletConnectClient.js'

/**
 * Keeps the kernel and the WalletConnect session in step, whichever side moves:
 * - the wallet ends the session (or it is deleted) ⇒ the kernel drops the connection (spec 4
 *   "Provider disconnect");
 * - the kernel disconnects the last namespace the session served ⇒ the session ends on both sides;
 * - the wallet changes accounts or chain ⇒ the kernel is told, unless the chain plugin told it first.
 * Each report checks the kernel's state first, so a chain plugin that also listens to the
 * connector's provider causes no double reports.
 */
export function followSession(
  portico: Portico,
  service: {
    client: WalletConnectClient
    connector: Pick<Connector, 'id'>
    namespaces: readonly ChainNamespace[]
  },
): () => void {
  const { client, connector, namespaces } = service
  const state = () => portico.wallet.getState()
  const hasConnection = (namespace: ChainNamespace) =>
    (state().connections[namespace] ?? []).some((c) => c.connectorId === connector.id)
  const isActive = (namespace: string): namespace is ChainNamespace =>
    state().activeConnectorIds[namespace as ChainNamespace] === connector.id

  const offs = [
    client.on('disconnect', () => {
      for (const namespace of namespaces)
        if (hasConnection(namespace))
          portico.wallet.reportDisconnected({ namespace, connectorId: connector.id })
    }),
    client.on('accountsChanged', (namespace, addresses) => {
      if (!isActive(namespace) || addresses.length === 0) return
      const current = portico.wallet.getAccount(namespace).address?.toLowerCase()
      if (current === addresses[0]?.toLowerCase()) return
      portico.wallet.reportAccounts({
        namespace,
        connectorId: connector.id,
        accounts: addresses.map((address) => ({ address })),
      })
    }),
    client.on('chainChanged', (caipNetworkId) => {
      const namespace = caipNetworkId.split(':')[0] ?? ''
      if (!isActive(namespace)) return
      const current =
        state().unsupportedNetworks[namespace] ?? state().activeNetworks[namespace]?.caipNetworkId
      if (current === caipNetworkId) return
      portico.wallet.reportNetwork({ namespace, connectorId: connector.id, caipNetworkId })
    }),
    portico.events.on('wallet:disconnected', ({ namespace }) => {
      if (!namespaces.includes(namespace) || !client.state.getState().session) return
      if (namespaces.some(hasConnection)) return
      client
        .disconnect()
        .catch((error: unknown) => portico.log.warn('Ending the WalletConnect session failed', error))
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}
