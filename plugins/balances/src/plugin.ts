import {
  coreTokens,
  createToken,
  definePlugin,
  type LoadOnce,
  loadOnce,
  type Messages,
} from '@portico/kernel'
import { tokenBalanceUnavailable } from '@portico/kernel/flow-messages'
import type {} from '@portico/ui'
import type { BalancesServiceInternal } from './core/createBalancesService.js'
import { isBalancesNamespace } from './namespaces.js'
import { checkOptions } from './options.js'
import { balancesTokens } from './tokens.js'
import type { BalancesOptions } from './types.js'

const internalService = createToken<LoadOnce<BalancesServiceInternal>>('balances.internal-service')

/**
 * The Tokens and NFTs tabs of the Account view, and the token balance list of the connected
 * account (`await portico.resolve(balancesTokens.service).load()`, also written to the account
 * state's `tokenBalance`). Only this registration and the options check load with the page; the
 * service loads when a wallet connects or a tab opens. Balances come from the Blockchain API when
 * the app has a projectId, else from the network's RPC node. EVM and Solana only (spec 6).
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
      checkOptions(options, ctx.hosted)
      ctx.services.provide(
        internalService,
        (r) =>
          loadOnce(async () => {
            const { createBalancesService } = await import('./core/createBalancesService.js')
            return createBalancesService({ portico: r.resolve(coreTokens.portico), options })
          }),
        { visibility: 'private' },
      )
      ctx.services.provide(balancesTokens.service, (r) => r.resolve(internalService))
      const enabled = ({ namespace }: { namespace: string | undefined }) => isBalancesNamespace(namespace)
      // A tab's module brings the English texts of both tabs; their labels show before it loads.
      const withTexts = <TTab extends { englishTexts: Messages }>(tab: Promise<TTab>) =>
        tab.then((loaded) => {
          ctx.i18n.add('en', loaded.englishTexts)
          return loaded
        })
      ctx.extensions.contribute('account.tabs', {
        id: 'balances.tokens',
        label: 'balances.tab.tokens',
        order: 10,
        enabled,
        load: () => withTexts(import('./views/TokensTab.js')),
      })
      ctx.extensions.contribute('account.tabs', {
        id: 'balances.nfts',
        label: 'balances.tab.nfts',
        order: 20,
        enabled,
        load: () => withTexts(import('./views/NftsTab.js')),
      })
      ctx.i18n.add('en', { 'balances.tab.tokens': 'Tokens', 'balances.tab.nfts': 'NFTs' })
      ctx.i18n.add('de', () => import('./locales/de.js').then((module) => module.de))
    },
    setup(ctx) {
      const handle = ctx.resolve(internalService)
      // When the account or network of a namespace changes its list loads (from the cache when
      // fresh); the first such change loads the service.
      const load = ({ namespace }: { namespace: string }) => {
        if (!isBalancesNamespace(namespace)) return
        handle.load().then(
          (service) => service.getTokenBalances({ namespace }),
          (error: unknown) => {
            ctx.log.warn('The balances module failed to load', error)
            ctx.portico.notifications.error(tokenBalanceUnavailable)
          },
        )
      }
      const changes = ['wallet:connected', 'wallet:accounts-changed', 'wallet:network-changed'] as const
      const offs = changes.map((name) => ctx.portico.events.on(name, load))
      return () => {
        for (const off of offs) off()
        handle.peek()?.dispose()
      }
    },
  })
}
