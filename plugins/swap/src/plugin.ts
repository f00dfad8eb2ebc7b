import {
  coreTokens,
  createRegionCheck,
  definePlugin,
  developmentChecks,
  type EnabledContext,
  listFlag,
  loadOnce,
} from '@portico/kernel'
import { balancesTokens } from '@portico/plugin-balances'
import type {} from '@portico/ui'
import { swapIcon } from './icons.js'
import en from './locales/en.js'
import { checkSwapOptions, type SwapOptions } from './options.js'
import { swapPluginTokens } from './tokens.js'

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** Swap providers, or `false` (spec 6; remote feature `swap`). Default `['1inch']`. */
    swaps: readonly string[] | false
  }
  interface PorticoViewData {
    Swap: undefined
  }
  interface PorticoEvents {
    /** A swap was sent (the analytics plugin's SWAP_SUCCESS). Amounts are human-readable. */
    'swap:success': SwapEvent
    /** Building or sending a swap failed (SWAP_ERROR), with the error's short message. */
    'swap:error': SwapEvent & { message: string }
  }
}

/** What the swap events carry: the network (CAIP-2), the token symbols and the amounts. */
export type SwapEvent = {
  network: string | undefined
  swapFromToken: string
  swapToToken: string
  swapFromAmount: string
  swapToAmount: string
}

/**
 * Spec 6: swaps are on while the `swaps` flag lists a provider, for EVM accounts, outside the
 * restricted time zones (Portico's documented effect of them). The network list is checked in the
 * view, which says 'Network not supported for Swaps' off it.
 */
const canSwap = ({ flag, namespace }: EnabledContext) => {
  const providers = flag('swaps')
  return providers !== false && providers !== undefined && namespace === 'eip155'
}

/**
 * Token swaps from the Account view: the Swap view (source and destination tokens, amount with
 * Max, a live quote, price, fiat values, network fee, slippage 1 %, minimum received, price impact),
 * the approval step of spec 5 and the swap itself, through the Blockchain API's `/v1/convert/*`.
 * Needs the balances plugin and the eip155 chain plugin.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), balances(), swap()], networks: [mainnet], projectId })
 */
export function swap(options: SwapOptions = {}) {
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) checkSwapOptions(options)
  return definePlugin({
    id: 'swap',
    version: '0.1.0',
    kernel: '^1',
    dependencies: ['balances'],
    flags: { swaps: listFlag(['1inch'], { remote: 'swap' }) },
    register(ctx) {
      // Spec 6: hidden in the restricted time zones (read once, when a view first asks).
      const restricted = createRegionCheck(ctx.options.timeZone)
      const allowed = (context: EnabledContext) => canSwap(context) && !restricted()
      ctx.services.provide(swapPluginTokens.service, (r) =>
        loadOnce(async () => {
          const [{ createSwapService }, balances] = await Promise.all([
            import('./core/createSwapService.js'),
            r.resolve(balancesTokens.service).load(),
          ])
          return createSwapService({
            portico: r.resolve(coreTokens.portico),
            balances,
            options,
          })
        }),
      )
      ctx.views.register({
        id: 'Swap',
        title: 'swap.view.title',
        load: () => import('./views/SwapView.js'),
        enabled: allowed,
      })
      ctx.extensions.contribute('account.features', {
        id: 'swaps',
        feature: 'swaps',
        label: 'swap.feature',
        view: 'Swap',
        icon: swapIcon,
        enabled: allowed,
      })
      ctx.i18n.add('en', en)
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    setup(ctx) {
      const handle = ctx.resolve(swapPluginTokens.service)
      return () => handle.peek()?.dispose()
    },
  })
}
