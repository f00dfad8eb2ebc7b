// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FetchTransactionsError } from '../errors.js'
import { local, nftTransfer, transaction } from '../test/transactions.js'
import {
  appendPage,
  failLoading,
  initialTransactionListState,
  prependNewest,
  startLoading,
} from './transactionListState.js'

const target = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:1' }
const chain = { caipNetworkId: 'eip155:1' }

describe('transaction list state', () => {
  it('starts with nothing loaded and not empty (nothing was asked yet)', () => {
    expect(initialTransactionListState()).toMatchObject({
      transactions: [],
      transactionsByYear: [],
      loading: false,
      empty: false,
      next: undefined,
      pagesLoaded: 0,
    })
  })

  it('appends pages with their cursor, drops spam and other chains, regroups', () => {
    const loading = startLoading(initialTransactionListState(), target)
    expect(loading).toMatchObject({ loading: true, lastNetworkInView: 'eip155:1', address: target.address })
    const first = appendPage(
      loading,
      {
        data: [
          transaction({ id: 'may', minedAt: local(2025, 4) }),
          transaction({ id: 'spam', minedAt: local(2025, 4), transfers: [nftTransfer('x', { spam: true })] }),
          transaction({ id: 'other-chain', minedAt: local(2025, 4), chain: 'eip155:10' }),
        ],
        next: 'cursor-1',
      },
      chain,
    )
    expect(first).toMatchObject({ loading: false, empty: false, next: 'cursor-1', pagesLoaded: 1 })
    expect(first.transactions.map((t) => t.id)).toEqual(['may'])
    const second = appendPage(
      startLoading(first, target),
      {
        data: [
          transaction({ id: 'may', minedAt: local(2025, 4) }),
          transaction({ id: 'april', minedAt: local(2025, 3) }),
        ],
        next: undefined,
      },
      chain,
    )
    expect(second.transactions.map((t) => t.id)).toEqual(['may', 'april'])
    expect(second.transactionsByYear[0]?.months.map((m) => m.month)).toEqual([4, 3])
    expect(second).toMatchObject({ next: undefined, pagesLoaded: 2, empty: false })
  })

  it('is empty when nothing is left after filtering', () => {
    const state = appendPage(
      initialTransactionListState(),
      { data: [transaction({ minedAt: local(2025, 1), chain: 'eip155:8453' })], next: undefined },
      chain,
    )
    expect(state).toMatchObject({ empty: true, transactions: [], transactionsByYear: [] })
  })

  it('on failure sets empty, clears the cursor and leaves the loaded pages as they were', () => {
    const loaded = appendPage(
      initialTransactionListState(),
      { data: [transaction({ id: 'kept', minedAt: local(2025, 1) })], next: 'cursor-1' },
      chain,
    )
    const error = new FetchTransactionsError()
    const failed = failLoading(startLoading(loaded, target), error)
    expect(failed).toMatchObject({ loading: false, empty: true, next: undefined, error, pagesLoaded: 1 })
    expect(failed.transactions).toBe(loaded.transactions)
    expect(failed.transactionsByYear).toBe(loaded.transactionsByYear)
  })

  it('puts transactions new on the first page on top and keeps the cursor and pages loaded', () => {
    const shown = appendPage(
      startLoading(initialTransactionListState(), target),
      { data: [transaction({ id: 'old', minedAt: local(2025, 4) })], next: 'cursor-1' },
      chain,
    )
    const again = prependNewest(
      shown,
      {
        data: [
          transaction({ id: 'new', minedAt: local(2025, 5) }),
          transaction({ id: 'old', minedAt: local(2025, 4) }),
        ],
        next: 'cursor-1b',
      },
      chain,
    )
    expect(again?.transactions.map((t) => t.id)).toEqual(['new', 'old'])
    expect(again).toMatchObject({ next: 'cursor-1', pagesLoaded: 1, empty: false })
    expect(again?.transactionsByYear[0]?.months[0]?.transactions.map((t) => t.id)).toEqual(['new'])
    // Nothing new: the very same state (no re-render).
    expect(
      prependNewest(
        shown,
        { data: [transaction({ id: 'old', minedAt: local(2025, 4) })], next: undefined },
        chain,
      ),
    ).toBe(shown)
  })

  it('gives up (the caller starts over) when a whole page is new and more pages follow', () => {
    const shown = appendPage(
      startLoading(initialTransactionListState(), target),
      { data: [transaction({ id: 'old', minedAt: local(2025, 4) })], next: undefined },
      chain,
    )
    const page = { data: [transaction({ id: 'a', minedAt: local(2025, 5) })], next: 'more' }
    expect(prependNewest(shown, page, chain)).toBeUndefined()
    expect(prependNewest(shown, { ...page, next: undefined }, chain)?.transactions).toHaveLength(2)
  })
})
