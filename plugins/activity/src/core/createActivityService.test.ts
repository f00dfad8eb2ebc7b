// @vitest-environment node
import { defineNetwork } from '@portico/kernel'
import type { Fault } from '@portico/testkit/services/api/index'
import type { Address, Hash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type LocalServices,
  sendManyTo,
  setNextBlockTime,
  startLocalServices,
} from '../test/localServices.js'
import { local, nftTransfer, transaction } from '../test/transactions.js'
import type { TransactionsByYear } from '../types.js'
import { historyResponseSchema } from './schemas.js'
import { appendPage, initialTransactionListState, startLoading } from './transactionListState.js'

// The real services: two anvil chains (A = eip155:31337, B = eip155:31338) and the Blockchain API
// emulator reading them. Every account below is fresh, so its history is exactly what beforeAll sends.
let services: LocalServices

/** Dev account that pays for every transfer (10,000 ETH, no other use in this file). */
const SENDER = 9
const PROJECT_ID = 'portico-tests'
const PAGE_SIZE = 50
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** 60 receipts in three months of two years: 5 in January, then 50 in May and 5 in June a year later. */
const PAGED = freshAddress()
/** Two receipts on chain A, one on chain B. */
const SMALL = freshAddress()
/** No transaction at all. */
const EMPTY = freshAddress()

const YEAR = new Date().getFullYear()
const OLD_YEAR = YEAR + 1
const NEW_YEAR = YEAR + 2
const paged = { january: [] as Hash[], may: [] as Hash[], june: [] as Hash[] }
const small = { chainA: [] as Hash[], chainB: [] as Hash[] }

let CHAIN_A: string
let CHAIN_B: string
const ids = (chain: string, hashes: readonly Hash[]) => hashes.map((hash) => `${chain}:${hash}`)
const newestFirst = (hashes: readonly Hash[]) => [...hashes].reverse()
const byYear = (groups: TransactionsByYear) => groups.map((y) => [y.year, y.months.map((m) => m.month)])

beforeAll(async () => {
  services = await startLocalServices()
  const [chainA, chainB] = services.chains.chains
  CHAIN_A = chainA!.caipNetworkId
  CHAIN_B = chainB!.caipNetworkId
  // Anvil only moves forward in time, so the months of PAGED lie ahead: each batch's first block gets
  // the date, the blocks after it follow within seconds.
  await setNextBlockTime(services, local(OLD_YEAR, 0, 5))
  paged.january = await sendManyTo(services, { from: SENDER, to: PAGED, count: 5 })
  await setNextBlockTime(services, local(NEW_YEAR, 4, 20))
  paged.may = await sendManyTo(services, { from: SENDER, to: PAGED, count: 50 })
  await setNextBlockTime(services, local(NEW_YEAR, 5, 2))
  paged.june = await sendManyTo(services, { from: SENDER, to: PAGED, count: 5 })
  small.chainA = await sendManyTo(services, { from: SENDER, to: SMALL, count: 2 })
  small.chainB = await sendManyTo(services, { from: SENDER, to: SMALL, count: 1, chain: chainB })
  // The emulator indexes the new blocks now, so no test pays for it inside its time-out.
  const warm = await fetch(`${services.api.url}/v1/account/${PAGED}/history?projectId=${PROJECT_ID}`)
  expect(warm.status).toBe(200)
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
beforeEach(() => {
  // Faults and the request log start empty for every test.
  services.api.reset()
})
afterEach(async () => {
  await services.disposeKernels()
  services.api.faults.clear()
})

const setup = (options: Parameters<LocalServices['kernel']>[0]) => services.kernel(options)
const historyRequests = () => services.api.requests('history')
const supportedChainsRequests = () => services.api.requests('supported-chains')

/** PAGED newest first: June, then May, then January. */
const pagedNewestFirst = () => [
  ...newestFirst(paged.june),
  ...newestFirst(paged.may),
  ...newestFirst(paged.january),
]

describe('activity service: paging', () => {
  it('fetches the first page of the connected account and chain, then appends the next by cursor', async () => {
    const { connect, service } = await setup({ address: PAGED })
    await connect()
    const activity = await service()

    await activity.fetchTransactions()
    const [first] = historyRequests()
    expect(first?.path).toBe(`/v1/account/${PAGED}/history`)
    expect(first?.query).toMatchObject({ chainId: CHAIN_A, projectId: PROJECT_ID, st: 'appkit' })
    expect(first?.query).not.toHaveProperty('cursor')
    let state = activity.store.getState()
    expect(state.transactions.map((t) => t.id)).toEqual(ids(CHAIN_A, pagedNewestFirst().slice(0, PAGE_SIZE)))
    expect(state).toMatchObject({
      next: expect.any(String),
      empty: false,
      loading: false,
      lastNetworkInView: CHAIN_A,
    })
    expect(byYear(state.transactionsByYear)).toEqual([[NEW_YEAR, [5, 4]]])
    const cursor = state.next

    await activity.fetchTransactions()
    expect(historyRequests()[1]?.query.cursor).toBe(cursor)
    state = activity.store.getState()
    expect(state.transactions.map((t) => t.id)).toEqual(ids(CHAIN_A, pagedNewestFirst()))
    expect(byYear(state.transactionsByYear)).toEqual([
      [NEW_YEAR, [5, 4]],
      [OLD_YEAR, [0]],
    ])
    expect(state.next).toBeUndefined()

    await activity.fetchTransactions()
    expect(historyRequests()).toHaveLength(2)
  })

  it('shows loading while a page is on its way and shares one request between callers', async () => {
    const { connect, service } = await setup({ address: PAGED })
    await connect()
    const activity = await service()
    services.api.faults.set('history', { kind: 'delay', delayMs: 300, times: 1 })
    const a = activity.fetchTransactions()
    const b = activity.fetchTransactions()
    expect(activity.store.getState().loading).toBe(true)
    await Promise.all([a, b])
    expect(historyRequests()).toHaveLength(1)
    expect(historyRequests()[0]?.fault).toBe('delay')
    expect(activity.store.getState().loading).toBe(false)
    expect(activity.store.getState().pagesLoaded).toBe(1)
  })

  it('sets the empty flag when the account has no transactions', async () => {
    const { connect, service } = await setup({ address: EMPTY })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    expect(historyRequests()).toHaveLength(1)
    expect(activity.store.getState()).toMatchObject({ empty: true, pagesLoaded: 1, transactions: [] })
  })
})

describe('activity service: gates', () => {
  it("throws 'Transactions can't be fetched without an accountAddress' when nobody is connected", async () => {
    const { service } = await setup({ address: PAGED })
    const activity = await service()
    await expect(activity.fetchTransactions()).rejects.toMatchObject({
      name: 'TransactionsAccountAddressError',
      shortMessage: "Transactions can't be fetched without an accountAddress",
    })
    expect(services.api.requests()).toHaveLength(0)
    expect(activity.store.getState().loading).toBe(false)
  })

  it('skips the history call with an empty result on a chain the API does not serve', async () => {
    // A network the app knows and the wallet is on, but not in the emulator's /v1/supported-chains.
    const unserved = defineNetwork({
      id: 31339,
      name: 'Unserved',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [services.chains.chains[0]!.rpcUrl] } },
    })
    const { connect, service, portico } = await setup({ address: PAGED, extraNetworks: [unserved] })
    await connect()
    await portico.wallet.switchNetwork(unserved)
    expect(portico.wallet.getState().activeNetworks.eip155?.caipNetworkId).toBe('eip155:31339')
    const activity = await service()
    await activity.fetchTransactions()
    expect(supportedChainsRequests()).toHaveLength(1)
    expect(historyRequests()).toHaveLength(0)
    expect(activity.store.getState()).toMatchObject({ empty: true, pagesLoaded: 1, next: undefined })
  })

  it('fetches the supported chains once per kernel, lazily', async () => {
    const one = await setup({ address: PAGED })
    const two = await setup({ address: PAGED })
    expect(supportedChainsRequests()).toHaveLength(0)
    await one.connect()
    const activity = await one.service()
    await activity.fetchTransactions()
    await activity.refresh()
    await activity.fetchTransactions()
    expect(historyRequests()).toHaveLength(3)
    expect(supportedChainsRequests()).toHaveLength(1)
    await two.connect()
    await (await two.service()).fetchTransactions()
    expect(supportedChainsRequests()).toHaveLength(2)
  })

  it('counts every chain unsupported while /v1/supported-chains fails, and asks again next time', async () => {
    services.api.faults.set('supported-chains', { kind: 'status', status: 500 })
    const { connect, service } = await setup({ address: SMALL })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    expect(activity.store.getState()).toMatchObject({ empty: true, error: undefined })
    expect(supportedChainsRequests().map((r) => r.status)).toEqual([500])
    expect(historyRequests()).toHaveLength(0)
    services.api.faults.clear('supported-chains')
    await activity.refresh()
    expect(supportedChainsRequests()).toHaveLength(2)
    expect(activity.store.getState().transactions).toHaveLength(2)
  })

  it('does nothing with the activity flag off', async () => {
    const { connect, service } = await setup({ address: PAGED, features: { activity: false } })
    await connect()
    await (await service()).fetchTransactions()
    expect(services.api.requests()).toHaveLength(0)
  })

  it('does nothing outside eip155 (spec 6: activity is EVM only)', async () => {
    const { connect, service, portico } = await setup({
      address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      namespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    await connect()
    expect(portico.wallet.getState().activeNamespace).toBe('solana')
    const activity = await service()
    await activity.fetchTransactions()
    expect(services.api.requests()).toHaveLength(0)
    expect(activity.store.getState().pagesLoaded).toBe(0)
  })
})

describe('activity service: failures (spec 4 and 8)', () => {
  it.each<[string, Fault, string]>([
    ['a 500', { kind: 'status', status: 500 }, 'HttpStatusError'],
    ['a 429', { kind: 'rate-limit' }, 'HttpStatusError'],
    ['a malformed body', { kind: 'malformed' }, 'HttpResponseValidationError'],
    ['an empty body', { kind: 'empty' }, 'HttpResponseValidationError'],
  ])('after %s: empty flag, no cursor, pages kept, toast and event', async (_label, fault, causeName) => {
    const { connect, service, portico } = await setup({ address: PAGED })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    const before = activity.store.getState()
    expect(before.next).toEqual(expect.any(String))
    const events: unknown[] = []
    portico.events.on('activity:error-fetch-transactions', (payload) => events.push(payload))

    services.api.faults.set('history', fault)
    await activity.fetchTransactions()

    expect(historyRequests()[1]?.fault).toBe(fault.kind)
    const after = activity.store.getState()
    expect(after).toMatchObject({ empty: true, next: undefined, loading: false, pagesLoaded: 1 })
    expect(after.transactions).toBe(before.transactions)
    expect(after.transactionsByYear).toBe(before.transactionsByYear)
    expect(after.error).toMatchObject({
      name: 'FetchTransactionsError',
      shortMessage: 'Failed to fetch transactions',
    })
    expect(after.error?.cause).toMatchObject({ name: causeName })
    expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    expect(events).toEqual([
      { address: PAGED, projectId: PROJECT_ID, cursor: before.next, isSmartAccount: false },
    ])

    // The cursor is gone: no more pages until the list starts over.
    await activity.fetchTransactions()
    expect(historyRequests()).toHaveLength(2)
    services.api.faults.clear('history')
    await activity.refresh()
    expect(activity.store.getState()).toMatchObject({ error: undefined, empty: false, next: before.next })
  })

  it('reports a failed first page with no cursor and a time-out like any failure', async () => {
    // 2 s: the first, answered round must finish within it even on a loaded machine (500 ms did not).
    const { connect, service, portico } = await setup({ address: SMALL, parameters: { timeoutMs: 2_000 } })
    await connect()
    const activity = await service()
    const events: unknown[] = []
    portico.events.on('activity:error-fetch-transactions', (payload) => events.push(payload))
    // A first round caches the supported chains; then only the history answer is held past the time-out.
    await activity.fetchTransactions()
    activity.reset()
    services.api.faults.set('history', { kind: 'delay', delayMs: 20_000, times: 1 })
    await activity.fetchTransactions()
    expect(historyRequests().map((r) => r.fault)).toEqual([null, 'delay'])
    expect(activity.store.getState()).toMatchObject({ empty: true, transactions: [], next: undefined })
    expect(activity.store.getState().error?.cause).toMatchObject({ name: 'HttpTimeoutError' })
    expect(events).toEqual([
      { address: SMALL, projectId: PROJECT_ID, cursor: undefined, isSmartAccount: false },
    ])
  })
})

describe('activity service: resets', () => {
  it('starts over when the account changes, dropping a page still on its way', async () => {
    const { connect, service, portico } = await setup({ address: PAGED })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    services.api.faults.set('history', { kind: 'delay', delayMs: 20_000, times: 1 })
    const pending = activity.fetchTransactions()
    // The second page is at the emulator, held by the delay, when the account changes.
    await vi.waitFor(() => expect(historyRequests()[1]?.fault).toBe('delay'))
    await portico.wallet.reportAccounts({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      accounts: [{ address: SMALL }],
    })
    await pending
    expect(activity.store.getState()).toMatchObject({
      transactions: [],
      pagesLoaded: 0,
      loading: false,
      error: undefined,
    })
    expect(portico.notifications.getState().toasts).toEqual([])

    await activity.fetchTransactions()
    expect(historyRequests().at(-1)?.path).toBe(`/v1/account/${SMALL}/history`)
    expect(activity.store.getState().address).toBe(SMALL)
    expect(activity.store.getState().transactions.map((t) => t.id)).toEqual(
      ids(CHAIN_A, newestFirst(small.chainA)),
    )
  })

  it('starts over on a network switch and asks for the new chain', async () => {
    const { connect, service, portico } = await setup({ address: SMALL })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    await portico.wallet.switchNetwork(services.networks[1]!)
    expect(activity.store.getState()).toMatchObject({ transactions: [], pagesLoaded: 0 })
    await activity.fetchTransactions()
    expect(historyRequests().at(-1)?.query.chainId).toBe(CHAIN_B)
    expect(activity.store.getState().transactions.map((t) => t.id)).toEqual(ids(CHAIN_B, small.chainB))
  })

  it('starts over on disconnect, and a disposed kernel fetches nothing', async () => {
    const { connect, service, portico } = await setup({ address: SMALL })
    await connect()
    const activity = await service()
    await activity.fetchTransactions()
    expect(activity.store.getState().transactions).toHaveLength(2)
    await portico.wallet.disconnect()
    expect(activity.store.getState().transactions).toEqual([])
    await connect()
    await portico.dispose()
    await activity.fetchTransactions()
    expect(historyRequests()).toHaveLength(1)
  })

  it('keeps two kernels apart', async () => {
    const one = await setup({ address: SMALL })
    const two = await setup({ address: SMALL })
    await one.connect()
    await two.connect()
    const a = await one.service()
    const b = await two.service()
    expect(a).not.toBe(b)
    await a.fetchTransactions()
    expect(a.store.getState().pagesLoaded).toBe(1)
    expect(b.store.getState().pagesLoaded).toBe(0)
    expect(historyRequests()).toHaveLength(1)
  })
})

/**
 * What the local chains cannot produce (spam-flagged NFTs, another chain's transaction in a page, a
 * page repeating an item, a body of the wrong shape) is checked on the rules the service applies.
 */
describe('activity service: rules on synthetic pages', () => {
  const CHAIN = 'eip155:1'
  const target = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: CHAIN }
  const pageOne = {
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
  }
  const pageTwo = {
    data: [
      transaction({ id: 'may', minedAt: local(2025, 4, 20), operationType: 'send' }),
      transaction({ id: 'old', minedAt: local(2023, 0, 5), operationType: 'withdraw' }),
    ],
    next: undefined,
  }

  it('drops spam and other chains, keeps an id repeated by the next page where it was, regroups', () => {
    let state = appendPage(startLoading(initialTransactionListState(), target), pageOne, {
      caipNetworkId: CHAIN,
    })
    expect(state.transactions.map((t) => t.id)).toEqual(['june', 'may'])
    expect(state).toMatchObject({ next: 'page-2', empty: false, loading: false, lastNetworkInView: CHAIN })

    state = appendPage(startLoading(state, target), pageTwo, { caipNetworkId: CHAIN })
    expect(state.transactions.map((t) => t.id)).toEqual(['june', 'may', 'old'])
    expect(byYear(state.transactionsByYear)).toEqual([
      [2025, [5, 4]],
      [2023, [0]],
    ])
    expect(state.next).toBeUndefined()
  })

  it('refuses a body of the wrong shape as a history page (the client fails it like a malformed one)', () => {
    const body = JSON.parse('{"data": [{"id": 1}], "next": null}') as unknown
    expect(historyResponseSchema.safeParse(body).success).toBe(false)
    // The same page, well formed, passes: the refusal is about the shape.
    expect(historyResponseSchema.safeParse({ data: pageTwo.data, next: null }).success).toBe(true)
  })
})
