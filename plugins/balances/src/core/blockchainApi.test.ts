// @vitest-environment node
import { BALANCE_RETRY_GAP_MS, CACHE_LIFETIME_MS, type Portico } from '@portico/kernel'
import { parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  chainBalances,
  connectedKernel,
  networkOf,
  PROJECT_ID,
  type Services,
  sendEth,
  sendPtt,
  startServices,
  testClock,
  unlistedNetwork,
} from '../../test/services.js'
import { balancesTokens } from '../tokens.js'

let services: Services
const kernels: Portico[] = []

beforeAll(async () => {
  services = await startServices()
}, 120_000)

afterAll(async () => {
  await services?.stop()
})

afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
  services.api.reset()
})

const kernelFor = async (parameters: Omit<Parameters<typeof connectedKernel>[0], 'services'> = {}) => {
  const kernel = await connectedKernel({ services, ...parameters })
  kernels.push(kernel)
  return kernel
}
const balanceRequests = () => services.api.requests('balance')
const toastMessages = (kernel: Portico) =>
  kernel.notifications.getState().toasts.map((toast) => toast.message)
const dev = (index: number) => services.local.accounts[index]!.address

describe('token balances from the Blockchain API (emulator reading anvil)', () => {
  it('equals the real ETH and PTT balances of dev account 0, as the spec entity', async () => {
    const kernel = await kernelFor()
    const service = await kernel.resolve(balancesTokens.service).load()
    const list = await service.getTokenBalances()
    const onChain = await chainBalances(services.chainA, dev(0))
    const { caipNetworkId } = services.chainA

    expect(list).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: caipNetworkId,
        value: 3000 * Number(onChain.eth),
        price: 3000,
        quantity: { decimals: '18', numeric: onChain.eth },
        iconUrl: `${services.api.url}/public/getTokenImage/ETH`,
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        chainId: caipNetworkId,
        address: `${caipNetworkId}:${services.chainA.erc20.address}`,
        value: 1.25 * Number(onChain.ptt),
        price: 1.25,
        quantity: { decimals: '18', numeric: onChain.ptt },
        iconUrl: `${services.api.url}/public/getTokenImage/PTT`,
      },
    ])
    expect(list[0]).not.toHaveProperty('address')
    // The account state of spec 3 carries the same list, and the plugin's state the total.
    expect(kernel.wallet.getAccount('eip155').tokenBalance).toEqual(list)
    const { tokens } = service.state.getState()
    expect(tokens).toMatchObject({ status: 'ready', account: `${caipNetworkId}:${dev(0)}`, items: list })
    expect(tokens.totalValue).toBeCloseTo(3000 * Number(onChain.eth) + 1.25 * Number(onChain.ptt), 6)
  })

  it('asks with currency=usd, the CAIP-2 chainId and the SDK parameters', async () => {
    const kernel = await kernelFor({ network: networkOf(services.chainB) })
    await (await kernel.resolve(balancesTokens.service).load()).getTokenBalances()
    const [request] = balanceRequests()
    expect(request?.path).toBe(`/v1/account/${dev(0)}/balance`)
    expect(request?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:31338', projectId: PROJECT_ID })
    expect(request?.query.sv).toMatch(/^react-.+-\d+\.\d+\.\d+$/)
    expect(request?.query).not.toHaveProperty('forceUpdate')
  })

  it('loads on connect by itself and serves the 30 s cache; a real transfer shows once it expires', async () => {
    const clock = testClock()
    const receiver = dev(5)
    const kernel = await kernelFor({ address: receiver, options: { now: clock.now } })
    const service = await kernel.resolve(balancesTokens.service).load()
    const before = await service.getTokenBalances()
    // The connect event started the only request; the call above shared it.
    expect(balanceRequests()).toHaveLength(1)
    expect(before.map((item) => item.symbol)).toEqual(['ETH'])

    await sendEth(services, services.chainA, 0, receiver, parseEther('0.5'))
    await sendPtt(services, services.chainA, 0, receiver, parseUnits('42.5', 18))
    const onChain = await chainBalances(services.chainA, receiver)

    clock.advance(CACHE_LIFETIME_MS.portfolio - 1)
    expect(await service.getTokenBalances()).toEqual(before)
    expect(balanceRequests()).toHaveLength(1)

    clock.advance(1)
    const after = await service.getTokenBalances()
    expect(balanceRequests()).toHaveLength(2)
    expect(after.map((item) => [item.symbol, item.quantity.numeric])).toEqual([
      ['ETH', onChain.eth],
      ['PTT', '42.5'],
    ])
    expect(kernel.wallet.getAccount('eip155').tokenBalance).toEqual(after)
  })

  it('refresh bypasses the cache and passes forceUpdate for the tokens a send changed', async () => {
    const kernel = await kernelFor({ address: dev(6) })
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    await sendPtt(services, services.chainA, 0, dev(6), parseUnits('7', 18))
    const ptt = `${services.chainA.caipNetworkId}:${services.chainA.erc20.address}`
    const list = await service.refresh({ forceUpdate: [ptt] })
    expect(list.find((item) => item.symbol === 'PTT')?.quantity.numeric).toBe('7')
    expect(balanceRequests().at(-1)?.query.forceUpdate).toBe(ptt)
  })

  it('shares one request between concurrent refreshes; one naming tokens reads again after it', async () => {
    const kernel = await kernelFor()
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    services.api.reset()
    services.api.faults.set('balance', { kind: 'delay', delayMs: 200, times: 1 })
    const ptt = `${services.chainA.caipNetworkId}:${services.chainA.erc20.address}`
    const answers = await Promise.all([
      service.refresh(),
      service.refresh(),
      service.refresh({ forceUpdate: [ptt] }),
    ])
    expect(answers[0]).toBe(answers[1])
    expect(balanceRequests().map((request) => request.query.forceUpdate)).toEqual([undefined, ptt])
  })

  it('follows the wallet to another account and network', async () => {
    const kernel = await kernelFor()
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    kernel.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: services.chainB.caipNetworkId,
    })
    const onB = await service.getTokenBalances()
    expect(onB.every((item) => item.chainId === services.chainB.caipNetworkId)).toBe(true)
    expect(balanceRequests().map((request) => request.query.chainId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])

    kernel.wallet.reportAccounts({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      accounts: [{ address: dev(8) }],
    })
    const other = await service.getTokenBalances()
    // Dev account 8 holds no PTT (the emulator leaves zero balances out).
    expect(other.map((item) => item.symbol)).toEqual(['ETH'])
    expect(service.state.getState().tokens.account).toBe(`${services.chainB.caipNetworkId}:${dev(8)}`)
  })

  it('skips an unsupported network: empty list, the toast, and no balance request', async () => {
    const kernel = await kernelFor({ network: unlistedNetwork })
    const service = await kernel.resolve(balancesTokens.service).load()
    expect(await service.getTokenBalances()).toEqual([])
    expect(await service.refresh()).toEqual([])
    expect(balanceRequests()).toEqual([])
    // /v1/supported-chains is fetched once per kernel, however often balances are asked for.
    expect(services.api.requests('supported-chains')).toHaveLength(1)
    expect(toastMessages(kernel)).toContain('Token Balance Unavailable')
    expect(service.state.getState().tokens).toMatchObject({ status: 'unsupported', items: [] })
    expect(kernel.wallet.getAccount('eip155').tokenBalance).toEqual([])
  })

  it('skips a network the app does not list (the wallet moved there) the same way', async () => {
    const kernel = await kernelFor()
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    const requests = balanceRequests().length
    kernel.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:5',
    })
    expect(await service.getTokenBalances()).toEqual([])
    expect(balanceRequests()).toHaveLength(requests)
    expect(toastMessages(kernel)).toContain('Token Balance Unavailable')
    expect(service.state.getState().tokens.status).toBe('unsupported')
  })
})

describe('failures and the 30 s retry gap', () => {
  const faults = [
    ['a 503', { kind: 'status', status: 503 }],
    ['a 429', { kind: 'rate-limit' }],
    ['a malformed body', { kind: 'malformed' }],
    ['an empty body', { kind: 'empty' }],
  ] as const

  for (const [label, fault] of faults) {
    it(`${label} shows 'Token Balance Unavailable' and an error state`, async () => {
      services.api.faults.set('balance', { ...fault, times: 1 })
      const kernel = await kernelFor()
      const service = await kernel.resolve(balancesTokens.service).load()
      expect(await service.getTokenBalances()).toEqual([])
      expect(balanceRequests()[0]?.fault).toBe(fault.kind)
      expect(toastMessages(kernel)).toEqual(['Token Balance Unavailable'])
      expect(service.state.getState().tokens).toMatchObject({ status: 'error', items: [] })
      expect(kernel.wallet.getAccount('eip155').tokenBalance).toEqual([])
    })
  }

  it('blocks refetching for 30 s after a failure, then allows it', async () => {
    const clock = testClock()
    services.api.faults.set('balance', { kind: 'status', status: 503, times: 1 })
    const kernel = await kernelFor({ options: { now: clock.now } })
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    const failedAt = clock.now()
    expect(service.state.getState().tokens).toMatchObject({
      status: 'error',
      retryAt: failedAt + BALANCE_RETRY_GAP_MS,
    })

    clock.advance(BALANCE_RETRY_GAP_MS - 1)
    expect(await service.refresh()).toEqual([])
    expect(await service.getTokenBalances()).toEqual([])
    expect(balanceRequests()).toHaveLength(1)
    expect(service.state.getState().tokens.status).toBe('error')

    clock.advance(1)
    const list = await service.refresh()
    expect(balanceRequests()).toHaveLength(2)
    expect(list.map((item) => item.symbol)).toEqual(['ETH', 'PTT'])
    expect(service.state.getState().tokens).toMatchObject({ status: 'ready', retryAt: undefined })
  })

  it('keeps the last list when a refresh fails', async () => {
    const kernel = await kernelFor()
    const service = await kernel.resolve(balancesTokens.service).load()
    const list = await service.getTokenBalances()
    services.api.faults.set('balance', { kind: 'status', status: 500, times: 1 })
    expect(await service.refresh()).toEqual(list)
    expect(service.state.getState().tokens).toMatchObject({ status: 'error', items: list })
    expect(kernel.wallet.getAccount('eip155').tokenBalance).toEqual(list)
  })

  it('asks for the supported chains again after that request failed', async () => {
    services.api.faults.set('supported-chains', { kind: 'status', status: 503, times: 1 })
    const clock = testClock()
    const kernel = await kernelFor({ options: { now: clock.now } })
    const service = await kernel.resolve(balancesTokens.service).load()
    expect(await service.getTokenBalances()).toEqual([])
    expect(toastMessages(kernel)).toEqual(['Token Balance Unavailable'])
    clock.advance(BALANCE_RETRY_GAP_MS)
    expect((await service.refresh()).length).toBe(2)
    expect(services.api.requests('supported-chains')).toHaveLength(2)
  })

  it('keeps caches and gaps per kernel: one kernel failing does not block another', async () => {
    services.api.faults.set('balance', { kind: 'status', status: 503, times: 1 })
    const first = await kernelFor()
    await (await first.resolve(balancesTokens.service).load()).getTokenBalances()
    const second = await kernelFor()
    const list = await (await second.resolve(balancesTokens.service).load()).getTokenBalances()
    expect(list.map((item) => item.symbol)).toEqual(['ETH', 'PTT'])
    expect((await first.resolve(balancesTokens.service).load()).state.getState().tokens.status).toBe('error')
    expect(toastMessages(second)).toEqual([])
  })
})
