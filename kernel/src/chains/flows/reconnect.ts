import type { ChainNamespace } from '../../wallet/types.js'
import type { PersistedWalletState } from '../persistence.js'
import { applyConnection } from './applyConnection.js'
import type { FlowContext } from './context.js'

/**
 * Restores the stored connections without prompting. A connector not yet discovered (EIP-6963
 * announcements arrive asynchronously) is waited for up to `reconnectTimeoutMs`, even when no
 * plugin discovers on demand. Then the namespace the visitor was on goes back in front.
 */
export async function reconnectPersisted(ctx: FlowContext, persisted: PersistedWalletState): Promise<void> {
  const { p, store } = ctx
  await Promise.all(
    Object.entries(persisted.connections).map(async ([ns, entry]) => {
      const namespace = ns as ChainNamespace
      const reconnect = p.adapters.get(namespace)?.reconnect
      if (!entry || !reconnect) return
      ctx.setAccount(namespace, { status: 'reconnecting' })
      try {
        const connector = await ctx.awaitConnector(entry.connectorId, namespace, {
          timeoutMs: ctx.reconnectTimeoutMs,
          onlyWhenSomeoneDiscovers: false,
        })
        const network = ctx.findNetwork(entry.caipNetworkId) ?? ctx.store.getState().activeNetworks[namespace]
        const result = connector && !ctx.disposed() ? await reconnect({ connector, network }) : undefined
        if (connector && result && !ctx.disposed()) return applyConnection(ctx, connector, namespace, result)
        p.persistence.writeConnection(namespace, undefined)
      } catch (error) {
        p.log.warn(`Reconnecting ${namespace} failed`, error)
      }
      if (ctx.account(namespace).status === 'reconnecting')
        ctx.setAccount(namespace, { status: 'disconnected' })
    }),
  )
  // Namespaces restore independently and each one restored became active in turn: the one the
  // visitor was on goes back in front (no switching event: nothing switched for them).
  const wanted = persisted.activeNamespace
  if (
    wanted &&
    !ctx.disposed() &&
    store.getState().activeNamespace !== wanted &&
    ctx.base.isConnected(wanted)
  ) {
    store.setState({ activeNamespace: wanted })
    p.persistence.writeActiveNamespace(wanted)
  }
}
