import type { FetchTransactionsError } from '../errors.js'
import type { Transaction, TransactionsByYear } from '../types.js'
import { filterTransactions } from './filterTransactions.js'
import { groupTransactionsByYearAndMonth } from './groupTransactions.js'

/** Spec 3 "Transaction list state", plus what the view needs to tell its states apart. */
export type TransactionListState = {
  /** Every transaction loaded so far (spam and other chains dropped, unique by id), in load order. */
  transactions: readonly Transaction[]
  transactionsByYear: TransactionsByYear
  /** The CAIP-2 network the list belongs to. */
  lastNetworkInView: string | undefined
  /** The account the list belongs to. */
  address: string | undefined
  loading: boolean
  /** Spec 4: true when there are no transactions, and after a failure. */
  empty: boolean
  /** The cursor of the next page; undefined when there is none (or after a failure). */
  next: string | undefined
  /** Pages answered so far; 0 means nothing was fetched yet for this account and network. */
  pagesLoaded: number
  /** The last failure, until the list is reset. */
  error: FetchTransactionsError | undefined
}

export function initialTransactionListState(): TransactionListState {
  return {
    transactions: [],
    transactionsByYear: [],
    lastNetworkInView: undefined,
    address: undefined,
    loading: false,
    empty: false,
    next: undefined,
    pagesLoaded: 0,
    error: undefined,
  }
}

/** A page was asked for. */
export function startLoading(
  state: TransactionListState,
  target: { address: string; caipNetworkId: string },
): TransactionListState {
  return { ...state, loading: true, address: target.address, lastNetworkInView: target.caipNetworkId }
}

/**
 * A page arrived: spam and other chains are dropped, the rest appended (an id already listed is
 * kept where it was), everything regrouped, and the cursor moved on (spec 4).
 */
export function appendPage(
  state: TransactionListState,
  page: { data: readonly Transaction[]; next: string | undefined },
  { caipNetworkId }: { caipNetworkId: string },
): TransactionListState {
  const known = new Set(state.transactions.map((t) => t.id))
  const fresh = filterTransactions(page.data, { caipNetworkId }).filter((t) => {
    if (known.has(t.id)) return false
    known.add(t.id)
    return true
  })
  const transactions = fresh.length ? [...state.transactions, ...fresh] : state.transactions
  return {
    ...state,
    transactions,
    transactionsByYear:
      transactions === state.transactions
        ? state.transactionsByYear
        : groupTransactionsByYearAndMonth(transactions),
    loading: false,
    empty: transactions.length === 0,
    next: page.next,
    pagesLoaded: state.pagesLoaded + 1,
    error: undefined,
  }
}

/**
 * A page failed (spec 4): the empty flag is set and the cursor cleared, in one update. The pages
 * already loaded stay as they were; nothing of the failed page is applied.
 */
export function failLoading(
  state: TransactionListState,
  error: FetchTransactionsError,
): TransactionListState {
  return { ...state, loading: false, empty: true, next: undefined, error }
}

/**
 * The newest page fetched again (after a send, on a timer while the tab is open): transactions not
 * listed yet go before the others, the cursor and the pages loaded stay. Undefined when none of the
 * page was listed yet a next page exists: more arrived than one page holds, so the caller starts over
 * instead of leaving a gap.
 */
export function prependNewest(
  state: TransactionListState,
  page: { data: readonly Transaction[]; next: string | undefined },
  { caipNetworkId }: { caipNetworkId: string },
): TransactionListState | undefined {
  const known = new Set(state.transactions.map((t) => t.id))
  const listed = filterTransactions(page.data, { caipNetworkId })
  const fresh = listed.filter((t) => !known.has(t.id))
  if (fresh.length === 0) return state
  const overlaps = fresh.length < listed.length
  if (!overlaps && state.transactions.length > 0 && page.next !== undefined) return undefined
  const transactions = [...fresh, ...state.transactions]
  return {
    ...state,
    transactions,
    transactionsByYear: groupTransactionsByYearAndMonth(transactions),
    empty: false,
  }
}
