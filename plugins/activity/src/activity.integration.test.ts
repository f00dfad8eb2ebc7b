// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { describeTransaction } from './core/describeTransaction.js'
import { getTransactionGroupTitle } from './core/groupTitle.js'
import { listMonthGroups } from './core/groupTransactions.js'
import { type LocalServices, sendMany, sendNativeAndToken, startLocalServices } from './test/localServices.js'

// Real services: two anvil chains and the Blockchain API emulator built from them.
let services: LocalServices
beforeAll(async () => {
  services = await startLocalServices()
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
afterEach(async () => {
  await services.clearFaults()
})

const PAGE_SIZE = 50

describe('activity against the emulator and anvil', { timeout: 60_000 }, () => {
  it('lists a native send and an ERC-20 transfer under this month, with their signs on both sides', async () => {
    const { nativeHash, tokenHash } = await sendNativeAndToken(services, 0, 1)

    const receiver = await services.connectedKernel({ accountIndex: 1 })
    await receiver.activity.fetchTransactions()
    const state = receiver.activity.store.getState()
    const [thisMonth] = listMonthGroups(state.transactionsByYear)
    const now = new Date()
    expect(thisMonth).toMatchObject({ year: now.getFullYear(), month: now.getMonth() })
    expect(getTransactionGroupTitle(thisMonth!, { locale: 'en' })).toBe(
      now.toLocaleString('en', { month: 'long' }),
    )
    const byHash = new Map(thisMonth!.transactions.map((t) => [t.metadata.hash, t]))
    // Newest first: the token transfer was mined after the native send.
    const hashes = thisMonth!.transactions.map((t) => t.metadata.hash)
    expect(hashes.indexOf(tokenHash)).toBeLessThan(hashes.indexOf(nativeHash))
    expect(describeTransaction(byHash.get(nativeHash)!)).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      amounts: [{ sign: '+', text: '0.100 ETH' }],
      image: { kind: 'fungible' },
    })
    expect(describeTransaction(byHash.get(tokenHash)!)).toMatchObject({
      operationType: 'receive',
      amounts: [{ sign: '+', text: '5.000 PTT' }],
    })
    // Only the connected chain: everything listed is on chain A.
    expect(new Set(state.transactions.map((t) => t.metadata.chain))).toEqual(new Set(['eip155:31337']))

    // The sender sees them as 'send', which spec 3 gives no sign.
    const sender = await services.connectedKernel({ accountIndex: 0 })
    await sender.activity.fetchTransactions()
    const sent = sender.activity.store
      .getState()
      .transactions.filter((t) => [nativeHash, tokenHash].includes(t.metadata.hash as `0x${string}`))
    expect(sent.map((t) => describeTransaction(t))).toMatchObject([
      { operationType: 'send', amounts: [{ sign: '', text: '5.000 PTT' }] },
      { operationType: 'send', amounts: [{ sign: '', text: '0.100 ETH' }] },
    ])

    const history = services.api.requests('history').at(-1)
    expect(history?.query).toMatchObject({ chainId: 'eip155:31337', projectId: 'portico-tests' })
  })

  it('pages: the first page has 50, the cursor appends the next page', async () => {
    await sendMany(services, 2, 3, 55)
    const { activity } = await services.connectedKernel({ accountIndex: 3 })
    await activity.fetchTransactions()
    const first = activity.store.getState()
    expect(first.transactions).toHaveLength(PAGE_SIZE)
    expect(first.next).toEqual(expect.any(String))

    await activity.fetchTransactions()
    const second = activity.store.getState()
    expect(services.api.requests('history').at(-1)?.query.cursor).toBe(first.next)
    // 55 receipts plus the seeded PTT mint; the first page is kept in place, the second appended.
    expect(second.transactions.length).toBeGreaterThanOrEqual(56)
    expect(second.transactions.slice(0, PAGE_SIZE)).toEqual(first.transactions)
    expect(new Set(second.transactions.map((t) => t.id)).size).toBe(second.transactions.length)
    expect(second.next).toBeUndefined()
    const grouped = listMonthGroups(second.transactionsByYear).flatMap((g) => g.transactions)
    expect(grouped).toHaveLength(second.transactions.length)
  })

  it('follows a network switch: the list starts over on chain B', async () => {
    const { activity, portico } = await services.connectedKernel({ accountIndex: 3 })
    await activity.fetchTransactions()
    await portico.wallet.switchNetwork(services.networks[1]!)
    expect(activity.store.getState()).toMatchObject({ transactions: [], pagesLoaded: 0 })
    await activity.fetchTransactions()
    const state = activity.store.getState()
    expect(state.lastNetworkInView).toBe('eip155:31338')
    // On chain B account 3 only has its seeded mint.
    expect(state.transactions.map((t) => t.metadata.chain)).toEqual(['eip155:31338'])
  })

  it('skips the call with an empty list on a chain the API does not serve', async () => {
    const { activity, portico } = await services.connectedKernel({ accountIndex: 1 })
    // The wallet moves to a chain neither the app nor the API knows.
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:999',
    })
    const before = services.api.requests('history').length
    await activity.fetchTransactions()
    expect(services.api.requests('history')).toHaveLength(before)
    expect(activity.store.getState()).toMatchObject({ empty: true, transactions: [], error: undefined })
  })
})

describe('activity under injected faults', { timeout: 60_000 }, () => {
  const faults = [
    ['HTTP 500', { kind: 'status', status: 500 }, 'HttpStatusError'],
    ['HTTP 503 (envelope)', { kind: 'status', status: 503 }, 'HttpStatusError'],
    ['HTTP 429', { kind: 'rate-limit' }, 'HttpStatusError'],
    ['a malformed body', { kind: 'malformed' }, 'HttpResponseValidationError'],
    ['an empty body', { kind: 'empty' }, 'HttpResponseValidationError'],
    ['a delay past the time-out', { kind: 'delay', delayMs: 3_000 }, 'HttpTimeoutError'],
  ] as const

  it.each(faults)(
    'on the second page, %s: error state, texts and event; page one intact',
    async (_label, fault, causeName) => {
      const { activity, portico } = await services.connectedKernel({
        accountIndex: 3,
        parameters: { timeoutMs: 1_000 },
      })
      const events: unknown[] = []
      portico.events.on('activity:error-fetch-transactions', (payload) => events.push(payload))
      await activity.fetchTransactions()
      const before = activity.store.getState()
      expect(before.next).toEqual(expect.any(String))

      await services.injectFault(fault)
      await activity.fetchTransactions()

      const after = activity.store.getState()
      expect(after).toMatchObject({ loading: false, empty: true, next: undefined, pagesLoaded: 1 })
      expect(after.transactions).toBe(before.transactions)
      expect(after.transactionsByYear).toBe(before.transactionsByYear)
      expect(after.error?.shortMessage).toBe('Failed to fetch transactions')
      expect(after.error?.cause).toMatchObject({ name: causeName })
      expect(portico.notifications.getState().toasts.map((t) => [t.message, t.variant])).toEqual([
        ['Failed to fetch transactions', 'error'],
      ])
      expect(events).toEqual([
        {
          address: services.chains.accounts[3]!.address,
          projectId: 'portico-tests',
          cursor: before.next,
          isSmartAccount: false,
        },
      ])

      // The fault was one-off: starting over works and pages again.
      await activity.refresh()
      expect(activity.store.getState()).toMatchObject({ error: undefined, empty: false, pagesLoaded: 1 })
      expect(activity.store.getState().transactions).toHaveLength(PAGE_SIZE)
    },
  )

  it('on the first page: nothing half-loaded, empty with the error', async () => {
    const { activity } = await services.connectedKernel({ accountIndex: 1 })
    await services.injectFault({ kind: 'status', status: 500 })
    await activity.fetchTransactions()
    expect(activity.store.getState()).toMatchObject({
      transactions: [],
      transactionsByYear: [],
      empty: true,
      next: undefined,
      loading: false,
      pagesLoaded: 0,
    })
    expect(activity.store.getState().error?.shortMessage).toBe('Failed to fetch transactions')
  })

  it('a slow answer within the time-out shows loading, then the page', async () => {
    const { activity } = await services.connectedKernel({ accountIndex: 1 })
    await services.injectFault({ kind: 'delay', delayMs: 300 })
    const pending = activity.fetchTransactions()
    expect(activity.store.getState().loading).toBe(true)
    await pending
    expect(activity.store.getState()).toMatchObject({ loading: false, error: undefined, empty: false })
  })

  it("without an account: 'Transactions can't be fetched without an accountAddress', no request", async () => {
    const { activity, portico } = await services.connectedKernel({ accountIndex: 1 })
    await portico.wallet.disconnect()
    const before = services.api.requests('history').length
    await expect(activity.fetchTransactions()).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(services.api.requests('history')).toHaveLength(before)
  })
})
