import { coreTokens, createToken, definePlugin, type Messages } from '@portico/kernel'
import type {} from '@portico/ui'
import { type BalancesServiceInternal, createLazyBalancesService } from './createLazyBalancesService.js'
import { isBalancesNamespace } from './namespaces.js'
import { checkOptions } from './options.js'
import { balancesTokens } from './tokens.js'
import type { BalancesOptions } from './types.js'

const internalService = createToken<BalancesServiceInternal>('balances.internal-service')

/**
 * The Tokens and NFTs tabs of the Account view, and the token balance list of the connected
 * account (`portico.resolve(balancesTokens.service)`, also written to the account state's
 * `tokenBalance`). Balances come from the Blockchain API when the app has a projectId, else from
 * the network's RPC node. EVM and Solana only (spec 6).
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
        (r) => createLazyBalancesService({ portico: r.resolve(coreTokens.portico), options }),
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
      return ctx.resolve(internalService).followWallet()
    },
  })
}
