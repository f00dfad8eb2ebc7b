// @vitest-environment node
// The swap flow end to end against a real anvil chain with the playground's swap pool and the
// Blockchain API emulator: the real eip155 and balances plugins, the playground's test wallet
// (dev account 0) on a fake window.
import { eip155 } from '@portico/chain-eip155'
import { defineNetwork, type Network, type Portico } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { balances, balancesTokens } from '@portico/plugin-balances'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import {
  DEV_ACCOUNTS,
  type LocalChains,
  SWAP_POOL_ADDRESS,
  startLocalChains,
} from '@portico/testkit/services/chains/index'
import {
  announceTestWallet,
  createTestWallet,
  TEST_WALLET,
  type TestWalletProvider,
} from '@portico/testkit/test-wallet/index'
import {
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SWAP_GAS_UNITS } from './core/constants.js'
import type { SwapService } from './core/createSwapService.js'
import type { SwapOptions } from './options.js'
import { swap } from './plugin.js'
import { swapPluginTokens } from './tokens.js'

const account = DEV_ACCOUNTS[0]!.address
const ptt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let local: LocalChains
let api: ApiEmulator
let network: Network
let client: PublicClient

beforeAll(async () => {
  local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  api = await startApiEmulator({ chains: local.chains })
  const chain = local.chains[0]!
  network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
  client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 })
}, 120_000)

afterAll(async () => {
  await api?.close()
  await local?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  api.reset()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Connected = { portico: Portico; service: SwapService; wallet: TestWalletProvider }

/** A started kernel with the wallet connected as dev account 0 and the swap form loaded. */
async function connectedSwapForm(options: SwapOptions = {}, networks = [network]): Promise<Connected> {
  const win = new EventTarget()
  const wallet = createTestWallet(TEST_WALLET, { chains: local.chains })
  cleanups.push(announceTestWallet(win, wallet))
  const portico: Portico = createTestPortico({
    plugins: [
      placeholderViews(),
      eip155({ window: win }),
      balances(),
      swap({
        networks: ['eip155:31337'],
        quoteDebounceMs: 20,
        allowancePollMs: 50,
        settleRefreshDelayMs: 200,
        ...options,
      }),
    ],
    networks,
    projectId: 'swap-tests',
    api: { blockchainApi: api.url },
  })
  cleanups.push(() => portico.dispose())
  await portico.start()
  await portico.wallet.connect({ connectorId: TEST_WALLET.rdns })
  const service = await portico.resolve(swapPluginTokens.service).load()
  await service.prepare()
  return { portico, service, wallet: wallet.provider }
}

function pick(service: SwapService, side: 'source' | 'destination', symbol: string) {
  const token = service.getState().tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`${symbol} is not in the swap token list`)
  if (side === 'source') service.setSource(token)
  else service.setDestination(token)
  return token
}

/** Waits until the quote for the typed amount is in (or an issue says why not). */
const settled = (service: SwapService) =>
  vi.waitFor(
    () => {
      const state = service.getState()
      if (state.quoteLoading || (!state.quote && !state.issue)) throw new Error('No quote yet')
    },
    { timeout: 10_000, interval: 20 },
  )

const pttBalance = () =>
  client.readContract({ address: ptt, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
const mined = (hash: string) => client.waitForTransactionReceipt({ hash: hash as Hash, pollingInterval: 50 })

describe('the swap form on a real chain', () => {
  it('lists the API tokens with the account balances, the native token as the default source', async () => {
    const { service } = await connectedSwapForm()
    const state = service.getState()
    expect(state.tokensStatus).toBe('ready')
    expect(state.tokens.map((token) => token.symbol)).toEqual(['ETH', 'PTT', 'USDC'])
    expect(state.tokens[0]).toMatchObject({
      address: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      decimals: 18,
      balance: expect.stringMatching(/^99\d\d/),
      price: 3000,
    })
    expect(state.tokens[1]).toMatchObject({ balance: '1000000', price: 1.25 })
    expect(state.tokens[2]).toMatchObject({ balance: undefined })
    expect(state.source?.symbol).toBe('ETH')
    expect(BigInt(state.gasPrice ?? '0')).toBeGreaterThan(0n)
  }, 30_000)

  it('quotes from the pool after the debounce, drops stale answers and shows price, minimum and impact', async () => {
    const { service } = await connectedSwapForm({ quoteDebounceMs: 200 })
    pick(service, 'destination', 'PTT')
    service.setAmount('1')
    service.setAmount('2')
    await settled(service)
    // One quote: the first amount never reached the server.
    const quotes = api.requests('convert-quotes')
    expect(quotes.map((request) => request.query.amount)).toEqual([parseEther('2').toString()])
    expect(quotes[0]!.query).toMatchObject({
      userAddress: `eip155:31337:${account}`,
      projectId: 'swap-tests',
    })
    const summary = service.summary()
    // 2 ETH into 100 ETH / 240,000 PTT with a 0.3 % fee.
    const expected = (2n * 9970n * 240_000n * 10n ** 18n) / (100n * 10_000n + 2n * 9970n)
    expect(service.getState().quote?.toAmount).toBe(expected.toString())
    expect(summary.rate).toBeCloseTo(Number(expected) / 1e18 / 2, 6)
    expect(parseUnits(summary.minimumReceived!, 18)).toBe((expected * 99n) / 100n)
    expect(summary.sourceUsd).toBe(6000)
    expect(summary.priceImpact).toBeGreaterThan(2)
    expect(summary.priceImpact).toBeLessThan(3)
    expect(summary.needsApproval).toBe(false)
    expect(summary.ready).toBe(true)
    expect(summary.networkFee?.symbol).toBe('ETH')
  }, 30_000)

  it("says 'Insufficient liquidity' beyond the pool and 'Incorrect amount' for bad input", async () => {
    const { service } = await connectedSwapForm()
    pick(service, 'destination', 'PTT')
    service.setAmount('150')
    await settled(service)
    expect(service.getState().issue).toEqual({ code: 'insufficientLiquidity' })
    expect(service.summary().ready).toBe(false)
    service.setAmount('1.2.3')
    expect(service.getState().issue).toEqual({ code: 'incorrectAmount' })
    service.setAmount('0')
    expect(service.getState().issue).toEqual({ code: 'incorrectAmount' })
    // More USDC than the account holds: no quote needed to say so.
    pick(service, 'source', 'USDC')
    service.setAmount('5')
    expect(service.getState().issue).toEqual({ code: 'insufficientBalance', symbol: 'USDC' })
  }, 30_000)

  it('Max: the whole token balance; for ETH the balance less the estimated network fee', async () => {
    const { service } = await connectedSwapForm()
    pick(service, 'destination', 'PTT')
    service.setMax()
    const { source, gasPrice } = service.getState()
    const fee = BigInt(gasPrice!) * SWAP_GAS_UNITS
    expect(parseEther(service.getState().amount)).toBe(parseEther(source!.balance!) - fee)
    expect(service.getState().issue).toBeUndefined()
    pick(service, 'source', 'PTT')
    pick(service, 'destination', 'ETH')
    service.setMax()
    expect(service.getState().amount).toBe('1000000')
    expect(service.getState().issue).toBeUndefined()
  }, 30_000)

  it('keeps a malformed quote answer out of the state', async () => {
    const { service } = await connectedSwapForm()
    api.faults.set('convert-quotes', { kind: 'malformed', times: 1 })
    pick(service, 'destination', 'PTT')
    service.setAmount('1')
    await settled(service)
    expect(service.getState().quote).toBeUndefined()
    expect(service.getState().issue?.code).toBe('quoteFailed')
    await expect(service.swap()).rejects.toMatchObject({ name: 'SwapNotReadyError' })
  }, 30_000)

  it('swaps 1 ETH for PTT on chain, refreshes the balances and returns to Account', async () => {
    const { portico, service, wallet } = await connectedSwapForm()
    const events: Array<[string, unknown]> = []
    portico.events.on('swap:success', (payload) => events.push(['swap:success', payload]))
    portico.events.on('swap:error', (payload) => events.push(['swap:error', payload]))
    const before = await pttBalance()
    pick(service, 'destination', 'PTT')
    service.setAmount('1')
    await settled(service)
    const quoted = BigInt(service.getState().quote!.toAmount)
    portico.router.push('Swap')
    const swapEvent = {
      network: 'eip155:31337',
      swapFromToken: 'ETH',
      swapToToken: 'PTT',
      swapFromAmount: '1',
      swapToAmount: service.summary().destinationAmount,
    }

    // A refused send is reported for analytics (SWAP_ERROR) with its short message.
    wallet.setApprove(() => false)
    await expect(service.swap()).rejects.toMatchObject({ code: 4001 })
    expect(events).toEqual([['swap:error', { ...swapEvent, message: expect.stringMatching(/reject/i) }]])
    wallet.setApprove(() => true)

    const hash = await service.swap()
    expect(events.at(-1)).toEqual(['swap:success', swapEvent])
    const receipt = await mined(hash)
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(SWAP_POOL_ADDRESS.toLowerCase())
    expect((await pttBalance()) - before).toBe(quoted)
    expect(service.getState()).toMatchObject({ amount: '', quote: undefined, step: 'idle' })
    expect(portico.router.getState().history).toEqual([{ view: 'Account' }])
    // The success toast follows the refused attempt's error toast (the re-show delay of spec 9).
    await vi.waitFor(
      () =>
        expect(portico.notifications.getState().toasts.map((toast) => toast.variant)).toContain('success'),
      { timeout: 10_000, interval: 50 },
    )
    // The balances plugin re-reads PTT; the swap list follows it.
    const expected = Number((before + quoted) / 10n ** 15n) / 1000
    await vi.waitFor(
      () => {
        const row = service.getState().tokens.find((token) => token.symbol === 'PTT')
        expect(Math.floor(Number(row?.balance) * 1000) / 1000).toBe(expected)
      },
      { timeout: 10_000, interval: 50 },
    )
    const tokens = await (await portico.resolve(balancesTokens.service).load()).getTokenBalances()
    expect(Number(tokens.find((token) => token.symbol === 'PTT')?.quantity.numeric)).toBeGreaterThan(
      1_000_000,
    )
  }, 30_000)

  it('approves PTT (spec 5) and then swaps it for ETH; a rejected approval changes nothing', async () => {
    const { service, wallet } = await connectedSwapForm()
    pick(service, 'source', 'PTT')
    pick(service, 'destination', 'ETH')
    service.setAmount('1200')
    await settled(service)
    expect(service.getState().allowance).toBe('0')
    expect(service.summary().needsApproval).toBe(true)
    await expect(service.swap()).rejects.toMatchObject({ name: 'SwapNotReadyError' })

    wallet.setApprove(() => false)
    await expect(service.approve()).rejects.toMatchObject({ code: 4001 })
    expect(service.getState()).toMatchObject({
      step: 'idle',
      allowance: '0',
      error: expect.stringMatching(/reject/i),
    })
    expect(service.summary().needsApproval).toBe(true)

    wallet.setApprove(() => true)
    const approveHash = await service.approve()
    expect((await mined(approveHash)).status).toBe('success')
    expect(service.getState().allowance).toBe(parseUnits('1200', 18).toString())
    expect(service.summary().needsApproval).toBe(false)

    const ethBefore = await client.getBalance({ address: account })
    const pttBefore = await pttBalance()
    const quoted = BigInt(service.getState().quote!.toAmount)
    const receipt = await mined(await service.swap())
    expect(receipt.status).toBe('success')
    expect(pttBefore - (await pttBalance())).toBe(parseUnits('1200', 18))
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client.getBalance({ address: account })) - ethBefore + gas).toBe(quoted)
  }, 60_000)

  it("answers 'Network not supported for Swaps' and '… for Gas Price' off the swap networks", async () => {
    const { service } = await connectedSwapForm({ networks: [] })
    expect(service.isSupported()).toBe(false)
    await service.prepare()
    expect(service.getState().gasPriceError).toBe('Network not supported for Gas Price')
    await expect(service.swap()).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' })
    expect(api.requests('convert-tokens')).toEqual([])
  }, 30_000)
})
