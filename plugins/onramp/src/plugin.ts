import {
  coreTokens,
  createRegionCheck,
  definePlugin,
  developmentChecks,
  type EnabledContext,
  listFlag,
  loadOnce,
  PorticoError,
} from '@portico/kernel'
import { balancesTokens } from '@portico/plugin-balances'
import type {} from '@portico/ui'
import type { OnrampServiceOptions } from './core/createOnrampService.js'
import en from './locales/en.js'
import { onrampPluginTokens } from './tokens.js'

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** On-ramp providers, or `false` (spec 6; remote feature `onramp`). Default `['meld']`. */
    onramp: readonly string[] | false
  }
  interface PorticoViewData {
    'onramp/Buy': undefined
  }
}

export type OnrampOptions = Pick<
  OnrampServiceOptions,
  'meld' | 'quoteDebounceMs' | 'purchasePollMs' | 'openWindow'
>

/** `onramp(options)` got something it cannot use. */
export class InvalidOnrampOptionsError extends PorticoError {
  override name = 'InvalidOnrampOptionsError' as const
  constructor(problem: string) {
    super('The on-ramp plugin options are invalid.', { metaMessages: [problem] })
  }
}

/**
 * Spec 6: on-ramp for EVM and Solana accounts while the `onramp` flag lists a provider, outside the
 * restricted time zones (Portico's documented effect of them).
 */
const canBuy = ({ flag, namespace }: EnabledContext) => {
  const providers = flag('onramp')
  return (
    Array.isArray(providers) && providers.length > 0 && (namespace === 'eip155' || namespace === 'solana')
  )
}

const buyIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#667dff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 7h18v10H3zM3 11h18M7 15h3"/></svg>'

/**
 * Buying crypto from the Account view: purchase and payment currency, method and its limits, a
 * quote, and the providers the `onramp` flag allows (meld, Coinbase Pay) opened in a new window; the
 * view waits until the purchase lands in the wallet.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), balances(), onramp({ meld: { publicKey } })], networks, projectId })
 */
export function onramp(options: OnrampOptions = {}) {
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) checkOnrampOptions(options)
  return definePlugin({
    id: 'onramp',
    version: '0.1.0',
    kernel: '^1',
    dependencies: ['balances'],
    flags: { onramp: listFlag(['meld'], { remote: 'onramp' }) },
    register(ctx) {
      // Spec 6: hidden in the restricted time zones (read once, when a view first asks).
      const restricted = createRegionCheck(ctx.options.timeZone)
      const allowed = (context: EnabledContext) => canBuy(context) && !restricted()
      ctx.services.provide(onrampPluginTokens.service, (r) =>
        loadOnce(async () => {
          const [{ createOnrampService }, balances] = await Promise.all([
            import('./core/createOnrampService.js'),
            r.resolve(balancesTokens.service).load(),
          ])
          return createOnrampService({
            portico: r.resolve(coreTokens.portico),
            balances,
            options,
          })
        }),
      )
      ctx.views.register({
        id: 'onramp/Buy',
        title: 'onramp.view.title',
        load: () => import('./views/BuyView.js'),
        enabled: allowed,
      })
      ctx.extensions.contribute('account.features', {
        id: 'onramp',
        feature: 'onramp',
        label: 'onramp.feature',
        view: 'onramp/Buy',
        icon: buyIcon,
        enabled: allowed,
      })
      ctx.i18n.add('en', en)
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    setup(ctx) {
      const handle = ctx.resolve(onrampPluginTokens.service)
      return () => handle.peek()?.dispose()
    },
  })
}

/** @throws {InvalidOnrampOptionsError} */
function checkOnrampOptions({ meld }: OnrampOptions): void {
  if (meld !== undefined && (typeof meld.publicKey !== 'string' || !meld.publicKey))
    throw new InvalidOnrampOptionsError('meld.publicKey: expected a non-empty string')
  if (meld?.url !== undefined && !/^https?:\/\//.test(meld.url))
    throw new InvalidOnrampOptionsError('meld.url: expected an http(s) URL')
}
