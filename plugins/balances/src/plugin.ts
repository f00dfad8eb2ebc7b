import { coreTokens, createToken, definePlugin } from '@portico/kernel'
import type {} from '@portico/ui'
import { type BalancesServiceInternal, createLazyBalancesService } from './createLazyBalancesService.js'
import { en } from './locales/en.js'
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
      ctx.extensions.contribute('account.tabs', {
        id: 'balances.tokens',
        label: 'balances.tab.tokens',
        order: 10,
        enabled,
        load: () => import('./views/TokensTab.js'),
      })
      ctx.extensions.contribute('account.tabs', {
        id: 'balances.nfts',
        label: 'balances.tab.nfts',
        order: 20,
        enabled,
        load: () => import('./views/NftsTab.js'),
      })
      ctx.i18n.add('en', en)
      ctx.i18n.add('de', () => import('./locales/de.js').then((module) => module.de))
    },
    setup(ctx) {
      const service = ctx.resolve(internalService)
      const { events } = ctx.portico
      const offs = [
        events.on('wallet:connected', ({ namespace }) => service.onAccountChange(namespace)),
        events.on('wallet:accounts-changed', ({ namespace }) => service.onAccountChange(namespace)),
        events.on('wallet:network-changed', ({ namespace }) => service.onAccountChange(namespace)),
        events.on('wallet:disconnected', ({ namespace }) => service.onDisconnect(namespace)),
      ]
      return () => {
        for (const off of offs) off()
      }
    },
  })
}
