import { type ChainNamespace, createStore, loadOnce, messages, type Portico } from '@portico/kernel'
import type { BalancesEngine } from './core/createBalancesEngine.js'
import { isBalancesNamespace } from './namespaces.js'
import { emptyBalancesState } from './state.js'
import type { BalancesOptions, BalancesService, BalancesState } from './types.js'

/** The service plus the plugin's own following of the wallet. */
export type BalancesServiceInternal = BalancesService & {
  /**
   * Follows the wallet until the returned function is called: when the account or network of a
   * namespace changes its list loads (from the cache when fresh); when a namespace disconnects,
   * what the tabs showed for it is forgotten.
   */
  followWallet(): () => void
}

/**
 * The service object registered in the kernel: small and loaded with the plugin entry. Its logic
 * (`core/`, zod, the sources) is imported on the first call, so an app pays for it only once a
 * wallet is connected or a tab is opened.
 */
export function createLazyBalancesService({
  portico,
  options,
}: {
  portico: Portico
  options: Readonly<BalancesOptions>
}): BalancesServiceInternal {
  const store = createStore<BalancesState>(emptyBalancesState())
  const engine = loadOnce(() =>
    import('./core/createBalancesEngine.js').then(({ createBalancesEngine }) =>
      createBalancesEngine({ portico, options, store }),
    ),
  ).load

  // The engine itself never rejects; only loading it can (a chunk the network dropped).
  const run = async <T>(work: (loaded: BalancesEngine) => Promise<readonly T[]>): Promise<readonly T[]> => {
    let loaded: BalancesEngine
    try {
      loaded = await engine()
    } catch (error) {
      portico.log.warn('The balances module failed to load', error)
      portico.notifications.error(messages.tokenBalanceUnavailable)
      return []
    }
    return work(loaded)
  }

  const service: BalancesServiceInternal = {
    state: store,
    getTokenBalances: (parameters = {}) => run((e) => e.getTokenBalances(parameters)),
    refresh: ({ forceUpdate, ...parameters } = {}) =>
      run((e) => e.getTokenBalances({ ...parameters, force: true, forceUpdate })),
    getNfts: ({ force, ...parameters } = {}) => run((e) => e.getNfts({ ...parameters, force })),
    now: () => (options.now ?? Date.now)(),
    followWallet() {
      const load = ({ namespace }: { namespace: ChainNamespace }) => {
        if (isBalancesNamespace(namespace)) void service.getTokenBalances({ namespace })
      }
      const changes = ['wallet:connected', 'wallet:accounts-changed', 'wallet:network-changed'] as const
      const offs = [
        ...changes.map((name) => portico.events.on(name, load)),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          const shown = store.getState().tokens.account ?? store.getState().nfts.account
          if (shown?.startsWith(`${namespace}:`)) store.setState(emptyBalancesState())
        }),
      ]
      return () => {
        for (const off of offs) off()
      }
    },
  }
  return service
}
