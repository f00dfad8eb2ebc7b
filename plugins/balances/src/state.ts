import type { BalancesState, ListState } from './types.js'

export function emptyListState<TItem>(account?: string): ListState<TItem> {
  return { status: 'idle', account, items: [], retryAt: undefined }
}

/** Nothing loaded, no account in view. */
export function emptyBalancesState(): BalancesState {
  return { tokens: { ...emptyListState(), totalValue: 0 }, nfts: emptyListState() }
}
