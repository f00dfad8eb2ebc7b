import type { ChainNamespace } from '../../wallet/types.js'
import { FailedToDisconnectError } from '../errors.js'
import { clearNamespace } from './applyConnection.js'
import type { FlowContext } from './context.js'
import { reportDisconnected } from './reports.js'

/**
 * Disconnects a namespace (default: every connected one), or with `connectorId` one connection
 * of it: when others remain (multi-wallet) only that wallet goes and the next one becomes
 * active (spec 4 "Provider disconnect"). Local state is cleared even when the wallet fails to
 * answer; that failure is reported as 'Failed to disconnect'.
 */
export async function disconnect(
  ctx: FlowContext,
  { namespace, connectorId }: { namespace?: ChainNamespace; connectorId?: string } = {},
): Promise<void> {
  const { store, p } = ctx
  const namespaces = namespace
    ? [namespace]
    : (Object.keys(store.getState().activeConnectorIds) as ChainNamespace[])
  let failure: unknown
  for (const ns of namespaces) {
    const connections = store.getState().connections[ns] ?? []
    const leaving = connectorId ? [connectorId] : connections.map((c) => c.connectorId)
    const othersRemain = connectorId !== undefined && connections.some((c) => c.connectorId !== connectorId)
    const disconnectWallet = p.adapters.get(ns)?.disconnect
    for (const id of leaving) {
      const connector = store.getState().connectors.find((c) => c.id === id)
      if (!connector || !disconnectWallet) continue
      try {
        await disconnectWallet({ connector })
      } catch (error) {
        failure = error
      }
    }
    if (othersRemain && connectorId) reportDisconnected(ctx, { namespace: ns, connectorId })
    else clearNamespace(ctx, ns)
  }
  if (failure) throw new FailedToDisconnectError({ cause: failure })
}
