// @vitest-environment node
// The on-ramp flow against a real anvil chain, the API emulator and the local provider pages: the
// real eip155 and balances plugins, the playground's test wallet (dev account 0) on a fake window.
import { eip155 } from '@portico/chain-eip155'
import { defineNetwork, type Network, type Portico } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import {
  DEV_ACCOUNTS,
  type LocalChains,
  startLocalChains,
  USDC_TOKEN,
} from '@portico/testkit/services/chains/index'
import { type OnrampPages, startOnrampPages } from '@portico/testkit/services/onramp/pages'
import { announceTestWallet, createTestWallet, TEST_WALLET } from '@portico/testkit/test-wallet/index'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OnrampService } from './core/createOnrampService.js'
import { type OnrampOptions, onramp } from './plugin.js'
import { onrampPluginTokens } from './tokens.js'

const account = DEV_ACCOUNTS[0]!.address
let local: LocalChains
let api: ApiEmulator
let pages: OnrampPages
let network: Network

beforeAll(async () => {
  local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  pages = await startOnrampPages({ chains: local.chains })
  api = await startApiEmulator({ chains: local.chains, onrampPagesUrl: pages.coinbaseUrl })
  const chain = local.chains[0]!
  network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}, 120_000)
afterAll(async () => {
  await api?.close()
  await pages?.close()
  await local?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  api.reset()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const usdcOf = () =>
  createPublicClient({ transport: http(local.chains[0]!.rpcUrl) }).readContract({
    address: USDC_TOKEN.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })

/** A started kernel, the test wallet connected, the on-ramp service prepared; opened URLs are collected. */
async function connectedBuyForm(options: OnrampOptions = {}, features = {}) {
  const opened: string[] = []
  const win = new EventTarget()
  cleanups.push(announceTestWallet(win, createTestWallet(TEST_WALLET, { chains: local.chains })))
  const portico: Portico = createTestPortico({
    plugins: [
      placeholderViews(),
      eip155({ window: win }),
      balances(),
      onramp({
        meld: { publicKey: 'pk_local_test', url: pages.meldUrl },
        quoteDebounceMs: 0,
        purchasePollMs: 100,
        openWindow: (url) => opened.push(url),
        ...options,
      }),
    ],
    networks: [network],
    projectId: 'onramp-tests',
    api: { blockchainApi: api.url },
    features,
  })
  cleanups.push(() => portico.dispose())
  await portico.start()
  await portico.wallet.connect({ connectorId: TEST_WALLET.rdns })
  const service = await portico.resolve(onrampPluginTokens.service).load()
  await service.prepare()
  return { portico, service, opened }
}

const quoted = async (service: OnrampService, amount: string) => {
  service.setPaymentAmount(amount)
  const quote = await service.getQuote()
  return quote
}

describe('the on-ramp form on a real chain', () => {
  it('loads the options: USDC on the local chain by default, USD, card limits 10-7500', async () => {
    const { service } = await connectedBuyForm()
    const state = service.getState()
    expect(state.error).toBeUndefined()
    expect(state.purchaseCurrency?.symbol).toBe('USDC')
    expect(state.paymentCurrency?.id).toBe('USD')
    expect(state.paymentMethod).toBe('card')
    service.setPaymentAmount('5')
    expect(service.limitIssue()).toEqual({ code: 'belowMin', limit: '10.00', currency: 'USD' })
    service.setPaymentAmount('8000')
    expect(service.limitIssue()).toEqual({ code: 'aboveMax', limit: '7500.00', currency: 'USD' })
    service.setPaymentMethod('ach_bank_account')
    expect(service.limitIssue()).toBeUndefined()
    service.setPaymentAmount('fifty')
    expect(service.limitIssue()).toEqual({ code: 'invalidAmount' })
  }, 30_000)

  it('quotes 50 USD as 49 USDC with the network fee, subtotal and total', async () => {
    const { service } = await connectedBuyForm()
    expect(await quoted(service, '50')).toMatchObject({
      purchaseAmount: { amount: '49.00', currency: 'USDC' },
      networkFee: { amount: '0.25', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
    })
    expect(api.requests('onramp-quote')[0]?.body).toMatchObject({ amount: '50', network: 'portico-31337' })
  }, 30_000)

  it('falls back to the spec defaults when options fail, and to the mocked quote when the quote fails', async () => {
    api.faults.set('onramp-options', { kind: 'status', status: 500, times: 5 })
    const { service } = await connectedBuyForm()
    const state = service.getState()
    expect(state.error).toBe('HTTP status code: 500')
    expect(state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(state.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ])
    api.faults.set('onramp-quote', { kind: 'malformed', times: 5 })
    expect(await quoted(service, '50')).toEqual({
      networkFee: { amount: '50', currency: 'USD' },
      paymentSubtotal: { amount: '50', currency: 'USD' },
      paymentTotal: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '50', currency: 'USD' },
      quoteId: 'mocked-quote-id',
    })
    expect(service.getState().error).toBeTruthy()
  }, 60_000)

  it('offers the providers the flag allows; a non-list allows none', async () => {
    expect((await connectedBuyForm()).service.providers()).toEqual(['meld'])
    expect(
      (await connectedBuyForm({}, { onramp: ['meld', 'coinbase', 'other'] })).service.providers(),
    ).toEqual(['meld', 'coinbase'])
    expect((await connectedBuyForm({}, { onramp: false })).service.providers()).toEqual([])
  }, 60_000)

  it('buys 50 USDC through the local meld page: URL parameters one by one, the balance lands', async () => {
    const { service, opened } = await connectedBuyForm()
    await quoted(service, '50')
    const before = await usdcOf()
    const buying = service.buy('meld')
    await expect.poll(() => opened.length).toBe(1)
    const url = new URL(opened[0]!)
    expect(`${url.origin}${url.pathname}`).toBe(pages.meldUrl)
    expect(url.searchParams.get('publicKey')).toBe('pk_local_test')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(account)
    expect(url.searchParams.get('externalCustomerId')).toBe('onramp-tests')
    expect(service.getState().inProgress).toMatchObject({ provider: 'meld', symbol: 'USDC', startBalance: 0 })
    // The visitor confirms on the provider's page.
    const page = await fetch(url)
    expect(await page.text()).toContain('Buy USDC')
    const purchase = await fetch(`${pages.url}/api/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'meld',
        chainId: 31337,
        walletAddress: account,
        currency: 'USDC',
        fiatAmount: 50,
        fiatCurrency: 'USD',
      }),
    })
    expect(purchase.status).toBe(200)
    await buying
    expect((await usdcOf()) - before).toBe(parseUnits('49', 6))
    expect(service.getState()).toMatchObject({
      inProgress: undefined,
      completed: { symbol: 'USDC', amount: 49 },
    })
  }, 60_000)

  it('builds the Coinbase Pay URL through the API and can be cancelled while waiting', async () => {
    const { service, opened } = await connectedBuyForm({}, { onramp: ['coinbase'] })
    await quoted(service, '50')
    const buying = service.buy('coinbase')
    await expect.poll(() => opened.length).toBe(1)
    const url = new URL(opened[0]!)
    expect(`${url.origin}${url.pathname}`).toBe(`${pages.coinbaseUrl}/buy/select-asset`)
    expect(JSON.parse(url.searchParams.get('destinationWallets')!)).toEqual([
      { address: account, blockchains: ['portico-31337'], assets: ['USDC'] },
    ])
    expect(url.searchParams.get('partnerUserId')).toBe(account)
    expect(url.searchParams.get('presetFiatAmount')).toBe('50')
    expect(url.searchParams.get('defaultExperience')).toBe('buy')
    service.cancel()
    await buying
    expect(service.getState().inProgress).toBeUndefined()
  }, 60_000)
})
