import type { ChainNamespace, Connection, Connector } from '@portico/kernel'
import { useFlag } from '../../hooks/useFlag.js'
import { useWalletState } from '../../hooks/useWalletState.js'

export type ProfileConnection = {
  namespace: ChainNamespace
  connection: Connection
  connector: Connector | undefined
  active: boolean
}

/**
 * The connections ProfileWallets lists, grouped by namespace. Spec 6: with the multiWallet flag on,
 * every connection; off, only each namespace's active connector.
 */
export function useProfileConnections(): { namespace: ChainNamespace; entries: ProfileConnection[] }[] {
  const multiWallet = useFlag('multiWallet')
  const connections = useWalletState((s) => s.connections)
  const activeConnectorIds = useWalletState((s) => s.activeConnectorIds)
  const connectors = useWalletState((s) => s.connectors)
  return (Object.keys(connections) as ChainNamespace[])
    .map((namespace) => {
      const active = activeConnectorIds[namespace]
      const entries = (connections[namespace] ?? [])
        .filter((connection) => multiWallet || connection.connectorId === active)
        .map((connection) => ({
          namespace,
          connection,
          connector: connectors.find((c) => c.id === connection.connectorId),
          active: connection.connectorId === active,
        }))
        // The active wallet first, then the others in connection order.
        .sort((a, b) => Number(b.active) - Number(a.active))
      return { namespace, entries }
    })
    .filter((group) => group.entries.length > 0)
}
