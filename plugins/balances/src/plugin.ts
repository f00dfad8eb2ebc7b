import { coreTokens, definePlugin, developmentChecks, loadOnce } from '@portico/kernel'
import { checkOptions } from './options.js'
import { balancesTokens, internalService } from './tokens.js'
import type { BalancesOptions } from './types.js'

/**
 * The Tokens and NFTs tabs of the Account view, and the token balance list of the connected
 * account (`await portico.resolve(balancesTokens.service).load()`, also written to the account
 * state's `tokenBalance`). Only the options check and the service's handle load with the page; the
 * tabs and the wallet following (register.ts) load on the first intent to open the modal or the
 * first connection, the service when a wallet connects or a tab opens. Balances come from the
 * Blockchain API when the app has a projectId, else from the network's RPC node. EVM and Solana
 * only (spec 6).
 *
 * @example
 * createPortico({
 *   plugins: [ui(), eip155(), balances({ tokens: { 'eip155:1': [{ address: '0xA0b8…eB48' }] } })],
 *   networks: [mainnet],
 * })
 */
export function balances(options: BalancesOptions = {}) {
  return definePlugin({
    id: 'balances',
    version: '0.1.0',
    kernel: '^1',
    register(ctx) {
      // A mistake in the app's own options: caught while it is written, dropped from production builds.
      if (developmentChecks) checkOptions(options, ctx.hosted)
      // The handle is there from the start: other plugins and apps resolve it before the tabs load.
      ctx.services.provide(
        internalService,
        (r) =>
          // Through register.ts, so the list of files the service needs stays off the page.
          loadOnce(() =>
            import('./register.js').then((parts) =>
              parts.createBalancesService({ portico: r.resolve(coreTokens.portico), options }),
            ),
          ),
        { visibility: 'private' },
      )
      ctx.services.provide(balancesTokens.service, (r) => r.resolve(internalService))
    },
    setup(ctx) {
      const handle = ctx.resolve(internalService)
      return () => handle.peek()?.dispose()
    },
    load: () => import('./register.js').then((parts) => parts.balancesParts),
  })
}
