import { CACHE_LIFETIME_MS } from '../../constants.js'
import type { ChainNamespace } from '../../wallet/types.js'
import type { FlowContext } from './context.js'

/** Reads the native balance through the chain plugin (cached 30 s per address and network). */
export async function refreshBalance(
  ctx: FlowContext,
  namespace?: ChainNamespace,
  { force = false } = {},
): Promise<void> {
  const ns = ctx.namespaceOf(namespace)
  if (!ns) return
  const { address } = ctx.account(ns)
  const network = ctx.store.getState().activeNetworks[ns]
  const getNativeBalance = ctx.p.adapters.get(ns)?.getNativeBalance
  if (!address || !network || !getNativeBalance || !ctx.base.isNetworkSupported(ns)) return
  const key = `${network.caipNetworkId}:${address.toLowerCase()}`
  const cached = ctx.balanceCache.get(key)
  if (!force && cached && ctx.now() - cached.at < CACHE_LIFETIME_MS.nativeBalance) {
    ctx.setAccount(ns, { balance: cached.balance, balanceSymbol: cached.symbol })
    return
  }
  const result = await getNativeBalance({ address, network })
  ctx.balanceCache.set(key, { at: ctx.now(), balance: result.formatted, symbol: result.symbol })
  if (ctx.account(ns).address === address)
    ctx.setAccount(ns, { balance: result.formatted, balanceSymbol: result.symbol })
}

/** Refreshes in the background after a connection or a wallet report; a failure is logged. */
export function refreshBalanceLater(ctx: FlowContext, namespace: ChainNamespace): void {
  void refreshBalance(ctx, namespace).catch((error) => ctx.p.log.warn('Balance refresh failed', error))
}
