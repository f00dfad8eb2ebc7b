// @vitest-environment node
import type { Portico } from '@portico/kernel'
import { testNetworks } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_0, ACCOUNT_1, createActivityKernel } from '../test/activityKernel.js'
import { fakeBlockchainApi } from '../test/fakeBlockchainApi.js'
import { local, nftTransfer, transaction } from '../test/transactions.js'

const kernels: Portico[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.dispose()
})

async function setup(options: Parameters<typeof createActivityKernel>[0]) {
  const kit = await createActivityKernel(options)
  kernels.push(kit.portico)
  return kit
}

const twoPages = () => ({
  '': {
    data: [
      transaction({ id: 'june', minedAt: local(2025, 5, 2), operationType: 'receive' }),
      transaction({
        id: 'spam',
        minedAt: local(2025, 5, 1),
        transfers: [nftTransfer('Prize', { spam: true })],
      }),
      transaction({ id: 'base', minedAt: local(2025, 5, 1), chain: 'eip155:8453' }),
      transaction({ id: 'may', minedAt: local(2025, 4, 20), operationType: 'send' }),
    ],
    next: 'page-2',
  },
  'page-2': {
    data: [
      transaction({ id: 'may', minedAt: local(2025, 4, 20), operationType: 'send' }),
      transaction({ id: 'old', minedAt: local(2023, 0, 5), operationType: 'withdraw' }),
    ],
    next: null,
  },
})

describe('activity service: paging', () => {
  it('fetches the first page of the connected account and chain, then appends the next by cursor', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service } = await setup({ api })
    await connect()
    const activity = await service()

    await activity.fetchTransactions()
    const [first] = api.historyRequests()
    expect(first?.pathname).toBe(`/v1/account/${ACCOUNT_0}/history`)
    expect(Object.fromEntries(first?.searchParams ?? [])).toMatchObject({
      chainId: 'eip155:1',
      projectId: 'test-project',
      st: 'appkit',
    })
    expect(first?.searchParams.has('cursor')).toBe(false)
    let state = activity.store.getState()
    expect(state.transactions.map((t) => t.id)).toEqual(['june', 'may'])
    expect(state).toMatchObject({
      next: 'page-2',
      empty: false,
      loading: false,
      lastNetworkInView: 'eip155:1',
    })

    await activity.fetchTransactions()
    expect(api.historyRequests()[1]?.searchParams.get('cursor')).toBe('page-2')
    state = activity.store.getState()
    expect(state.transactions.map((t) => t.id)).toEqual(['june', 'may', 'old'])
    expect(state.transactionsByYear.map((y) => [y.year, y.months.map((m) => m.month)])).toEqual([
      [2025, [5, 4]],
      [2023, [0]],
    ])
    expect(state.next).toBeUndefined()

    await activity.fetchTransactions()
    expect(api.historyRequests()).toHaveLength(2)
  })

  it('shows loading while a page is on its way and shares one request between callers', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service } = await setup({ api })
    await connect()
    const activity = await service()
    api.hold()
    const a = activity.fetchTransactions()
    const b = activity.fetchTransactions()
    expect(activity.store.getState().loading).toBe(true)
    api.open()
    await Promise.all([a, b])
    expect(api.historyRequests()).toHaveLength(1)
    expect(activity.store.getState().loading).toBe(false)
  })

  it('sets the empty flag when the account has no transactions', async () => {
    const api = fakeBlockchainApi({ pages: { '': { data: [], next: null } } })
    const { connect, service } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    expect(activity.store.getState()).toMatchObject({ empty: true, pagesLoaded: 1, transactions: [] })
  })
})

describe('activity service: gates', () => {
  it("throws 'Transactions can't be fetched without an accountAddress' when nobody is connected", async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { service } = await setup({ api })
    const activity = await service()
    await expect(activity.fetchTransactions()).rejects.toMatchObject({
      name: 'TransactionsAccountAddressError',
      shortMessage: "Transactions can't be fetched without an accountAddress",
    })
    expect(api.requests).toHaveLength(0)
    expect(activity.store.getState().loading).toBe(false)
  })

  it('skips the history call with an empty result on a chain the API does not serve', async () => {
    const api = fakeBlockchainApi({ supported: ['eip155:8453'], pages: twoPages() })
    const { connect, service } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    expect(api.historyRequests()).toHaveLength(0)
    expect(activity.store.getState()).toMatchObject({ empty: true, pagesLoaded: 1, next: undefined })
  })

  it('fetches the supported chains once per kernel, lazily', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const one = await setup({ api })
    const two = await setup({ api })
    expect(api.supportedChainsRequests()).toHaveLength(0)
    await one.connect()
    const activity = await one.service()
    await activity.fetchTransactions()
    await activity.refresh()
    await activity.fetchTransactions()
    expect(api.supportedChainsRequests()).toHaveLength(1)
    await two.connect()
    await (await two.service()).fetchTransactions()
    expect(api.supportedChainsRequests()).toHaveLength(2)
  })

  it('counts every chain unsupported while /v1/supported-chains fails, and asks again next time', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    api.faultSupportedChains = true
    api.fail(() => new Response('Internal server error', { status: 500 }))
    const { connect, service } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    expect(activity.store.getState()).toMatchObject({ empty: true, error: undefined })
    api.fail(undefined)
    await activity.refresh()
    expect(api.supportedChainsRequests()).toHaveLength(2)
    expect(activity.store.getState().transactions).toHaveLength(2)
  })

  it('does nothing with the activity flag off', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service } = await setup({ api, features: { activity: false } })
    await connect()
    await (await service()).fetchTransactions()
    expect(api.requests).toHaveLength(0)
  })

  it('does nothing outside eip155 (spec 6: activity is EVM only)', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service, portico } = await setup({
      api,
      namespace: 'solana',
      accounts: ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    await connect()
    expect(portico.wallet.getState().activeNamespace).toBe('solana')
    const activity = await service()
    await activity.fetchTransactions()
    expect(api.requests).toHaveLength(0)
    expect(activity.store.getState().pagesLoaded).toBe(0)
  })
})

describe('activity service: failures (spec 4 and 8)', () => {
  it.each([
    ['a 500', () => new Response('Internal server error', { status: 500 })],
    [
      'a 429',
      () =>
        new Response('{"status":"FAILED","reasons":[{"field":"rate_limited","description":"x"}]}', {
          status: 429,
        }),
    ],
    ['a malformed body', () => new Response('{"data": [', { status: 200 })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['a body of the wrong shape', () => new Response('{"data": [{"id": 1}], "next": null}', { status: 200 })],
  ])('after %s: empty flag, no cursor, pages kept, toast and event', async (_label, respond) => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service, portico } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    const before = activity.store.getState()
    const events: unknown[] = []
    portico.events.on('activity:error-fetch-transactions', (payload) => events.push(payload))

    api.fail(respond)
    await activity.fetchTransactions()

    const after = activity.store.getState()
    expect(after).toMatchObject({ empty: true, next: undefined, loading: false, pagesLoaded: 1 })
    expect(after.transactions).toBe(before.transactions)
    expect(after.transactionsByYear).toBe(before.transactionsByYear)
    expect(after.error).toMatchObject({
      name: 'FetchTransactionsError',
      shortMessage: 'Failed to fetch transactions',
    })
    expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    expect(events).toEqual([
      { address: ACCOUNT_0, projectId: 'test-project', cursor: 'page-2', isSmartAccount: false },
    ])

    // The cursor is gone: no more pages until the list starts over.
    await activity.fetchTransactions()
    expect(api.historyRequests()).toHaveLength(2)
    api.fail(undefined)
    await activity.refresh()
    expect(activity.store.getState()).toMatchObject({ error: undefined, empty: false, next: 'page-2' })
  })

  it('reports a failed first page with no cursor and a time-out like any failure', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service, portico } = await setup({ api, parameters: { timeoutMs: 50 } })
    await connect()
    const activity = await service()
    const events: unknown[] = []
    portico.events.on('activity:error-fetch-transactions', (payload) => events.push(payload))
    // A first round caches the supported chains; then only the history answer is held past the time-out.
    await activity.fetchTransactions()
    activity.reset()
    api.hold()
    await activity.fetchTransactions()
    api.open()
    expect(activity.store.getState()).toMatchObject({ empty: true, transactions: [], next: undefined })
    expect(activity.store.getState().error?.cause).toMatchObject({ name: 'HttpTimeoutError' })
    expect(events).toEqual([
      { address: ACCOUNT_0, projectId: 'test-project', cursor: undefined, isSmartAccount: false },
    ])
  })
})

describe('activity service: resets', () => {
  it('starts over when the account changes, dropping a page still on its way', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service, portico } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    api.hold()
    const pending = activity.fetchTransactions()
    portico.wallet.reportAccounts({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      accounts: [{ address: ACCOUNT_1 }],
    })
    api.open()
    await pending
    expect(activity.store.getState()).toMatchObject({
      transactions: [],
      pagesLoaded: 0,
      loading: false,
      error: undefined,
    })
    expect(portico.notifications.getState().toasts).toEqual([])

    await activity.fetchTransactions()
    expect(api.historyRequests().at(-1)?.pathname).toBe(`/v1/account/${ACCOUNT_1}/history`)
    expect(activity.store.getState().address).toBe(ACCOUNT_1)
  })

  it('starts over on a network switch and asks for the new chain', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service, portico } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    await portico.wallet.switchNetwork(testNetworks.base)
    expect(activity.store.getState()).toMatchObject({ transactions: [], pagesLoaded: 0 })
    await activity.fetchTransactions()
    expect(api.historyRequests().at(-1)?.searchParams.get('chainId')).toBe('eip155:8453')
    expect(activity.store.getState().transactions.map((t) => t.id)).toEqual(['base'])
  })

  it('starts over on disconnect, and a disposed kernel fetches nothing', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const { connect, service, portico } = await setup({ api })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    await portico.wallet.disconnect()
    expect(activity.store.getState().transactions).toEqual([])
    await connect()
    await portico.dispose()
    await activity.fetchTransactions()
    expect(api.historyRequests()).toHaveLength(1)
  })

  it('keeps two kernels apart', async () => {
    const api = fakeBlockchainApi({ pages: twoPages() })
    const one = await setup({ api })
    const two = await setup({ api })
    await one.connect()
    await two.connect()
    const a = await one.service()
    const b = await two.service()
    expect(a).not.toBe(b)
    await a.fetchTransactions()
    expect(a.store.getState().pagesLoaded).toBe(1)
    expect(b.store.getState().pagesLoaded).toBe(0)
  })
})
