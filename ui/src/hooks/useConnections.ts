import type { ChainNamespace, Connection, Connector } from '@portico/kernel'
import { useWalletState } from './useWalletState.js'

export type UseConnectionsResult = {
  namespace: ChainNamespace | undefined
  /** Every connection of the namespace (several with the multiWallet flag). */
  connections: readonly Connection[]
  /** The connector whose account is the active one. */
  activeConnectorId: string | undefined
  /** Every connector discovered so far, of every namespace. */
  connectors: readonly Connector[]
}

/**
 * The wallet connections of a namespace (default: the active one) and the discovered connectors.
 *
 * @example
 * const { connections, activeConnectorId } = useConnections()
 * connections.map((c) => <li key={c.connectorId}>{c.accounts[0]?.address}</li>)
 */
export function useConnections(namespace?: ChainNamespace): UseConnectionsResult {
  return useWalletState((state) => {
    const ns = namespace ?? state.activeNamespace
    return {
      namespace: ns,
      connections: (ns && state.connections[ns]) || noConnections,
      activeConnectorId: ns ? state.activeConnectorIds[ns] : undefined,
      connectors: state.connectors,
    }
  })
}

const noConnections: readonly Connection[] = Object.freeze([])
