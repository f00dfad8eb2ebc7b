import { createStore, type Portico } from '@portico/kernel'
import { emptyBalancesState } from '../state.js'
import type { BalancesOptions, BalancesService, BalancesState } from '../types.js'
import { createBalancesEngine } from './createBalancesEngine.js'

/** The service plus what only the plugin calls. */
export type BalancesServiceInternal = BalancesService & {
  /** Stops following the wallet (the kernel is disposed). */
  dispose(): void
}

/**
 * The balances service of one kernel: its store, the engine (caches, sources, the retry gap) and
 * the forgetting of a namespace's lists when it disconnects. Loaded with its first use (a wallet
 * connecting, a tab opening, another plugin asking), so none of it is in the page's entry.
 */
export function createBalancesService({
  portico,
  options,
}: {
  portico: Portico
  options: Readonly<BalancesOptions>
}): BalancesServiceInternal {
  const store = createStore<BalancesState>(emptyBalancesState())
  const engine = createBalancesEngine({ portico, options, store })
  // What the tabs showed for a namespace that disconnected is forgotten.
  const off = portico.events.on('wallet:disconnected', ({ namespace }) => {
    const shown = store.getState().tokens.account ?? store.getState().nfts.account
    if (shown?.startsWith(`${namespace}:`)) store.setState(emptyBalancesState())
  })
  return {
    state: store,
    getTokenBalances: (parameters = {}) => engine.getTokenBalances(parameters),
    refresh: ({ forceUpdate, ...parameters } = {}) =>
      engine.getTokenBalances({ ...parameters, force: true, forceUpdate }),
    getNfts: ({ force, ...parameters } = {}) => engine.getNfts({ ...parameters, force }),
    now: () => (options.now ?? Date.now)(),
    dispose: off,
  }
}
