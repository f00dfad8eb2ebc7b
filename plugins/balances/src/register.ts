import type { DeferredPluginParts, Messages, Portico } from '@portico/kernel'
import { tokenBalanceUnavailable } from '@portico/kernel/flow-messages'
import type {} from '@portico/ui'
import { isBalancesNamespace } from './namespaces.js'
import { internalService } from './tokens.js'
import type { BalancesOptions } from './types.js'

/**
 * The balances plugin's deferred parts: the Tokens and NFTs tabs with their texts, and the wallet
 * following that loads the connected account's list.
 */
export const balancesParts: DeferredPluginParts = {
  register(ctx) {
    const enabled = ({ namespace }: { namespace: string | undefined }) => isBalancesNamespace(namespace)
    // A tab's module brings the English texts of both tabs; their labels show before it loads.
    const tab = <TTab extends { default: unknown; englishTexts: Messages }>(
      id: string,
      order: number,
      module: () => Promise<TTab>,
    ) =>
      ctx.extensions.contribute('account.tabs', {
        id: `balances.${id}`,
        label: `balances.tab.${id}`,
        order,
        enabled,
        load: () =>
          module().then((loaded) => {
            ctx.i18n.add('en', loaded.englishTexts, { defaults: true })
            return loaded
          }),
      })
    tab('tokens', 10, () => import('./views/TokensTab.js'))
    tab('nfts', 20, () => import('./views/NftsTab.js'))
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
    // These parts load with the first connection (or a restored one): the accounts already
    // connected load their lists now.
    for (const [namespace, account] of Object.entries(ctx.portico.wallet.getState().accounts))
      if (account?.address) load({ namespace })
    return () => {
      for (const off of offs) off()
    }
  },
}

/** Loads the balances service (the plugin's service handle calls it on first use). */
export async function createBalancesService(parameters: { portico: Portico; options: BalancesOptions }) {
  const { createBalancesService: create } = await import('./core/createBalancesService.js')
  return create(parameters)
}
