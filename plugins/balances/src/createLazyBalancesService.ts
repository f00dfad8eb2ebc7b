import { type ChainNamespace, createStore, loadOnce, messages, type Portico } from '@portico/kernel'
import type { BalancesEngine } from './core/createBalancesEngine.js'
import { isBalancesNamespace } from './namespaces.js'
import { emptyBalancesState } from './state.js'
import type { BalancesOptions, BalancesService, BalancesState } from './types.js'

/** The service plus the hooks the plugin's own wallet listeners call. */
export type BalancesServiceInternal = BalancesService & {
  /** The account or network of a namespace changed: load its list (from the cache when fresh). */
  onAccountChange(namespace: ChainNamespace): void
  /** A namespace disconnected: forget what the tabs showed for it. */
  onDisconnect(namespace: ChainNamespace): void
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
    onAccountChange(namespace) {
      if (isBalancesNamespace(namespace)) void service.getTokenBalances({ namespace })
    },
    onDisconnect(namespace) {
      const shown = store.getState().tokens.account ?? store.getState().nfts.account
      if (shown?.startsWith(`${namespace}:`)) store.setState(emptyBalancesState())
    },
  }
  return service
}
