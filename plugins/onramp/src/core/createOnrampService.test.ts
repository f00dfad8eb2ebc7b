// @vitest-environment node
// The on-ramp service's choices on networks the local chains do not stand in for (Ethereum,
// Polygon, Base), against a stubbed /v1/onramp/options; the real routes, quotes and purchases are
// tested in onramp.anvil.test.ts and in Chromium.

import { defineNetwork, type Network, type Portico } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import type { BalancesService } from '@portico/plugin-balances'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOnrampService } from './createOnrampService.js'

const polygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

const onChains = (...chainIds: string[]) =>
  chainIds.map((chainId) => ({
    name: `net-${chainId}`,
    display_name: chainId,
    chain_id: chainId,
    contract_address: '',
  }))

/** ETH listed before USDC, both on Ethereum, Polygon and Base. */
const OPTIONS = {
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20', max: '5000' }] },
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] },
  ],
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: onChains('1', '137', '8453') },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: onChains('1', '137', '8453') },
  ],
}

const kernels: Portico[] = []
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

async function serviceOn(network: Network, answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      if (new URL(String(input)).pathname === '/v1/onramp/options') return answer()
      return new Response('{}', { status: 404 })
    }),
  )
  const chain = mockChain({ caipNetworkId: network.caipNetworkId })
  const portico = createTestPortico({
    plugins: [chain.plugin],
    networks: [network],
    projectId: 'onramp-unit',
    api: { blockchainApi: 'http://127.0.0.1:9' },
  })
  kernels.push(portico)
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  const service = createOnrampService({
    portico,
    balances: {} as BalancesService,
    options: { quoteDebounceMs: 60_000 },
  })
  await service.prepare()
  return service
}

const ok = () => new Response(JSON.stringify(OPTIONS), { headers: { 'content-type': 'application/json' } })

describe('the on-ramp defaults (spec 4, 9)', () => {
  it.each([
    ['Ethereum', testNetworks.ethereum, 'USDC'],
    ['Polygon', polygon, 'USDC'],
    ['Base', testNetworks.base, 'ETH'],
  ])(
    'buys %s by default: USDC on chains 1 and 137, otherwise the first option',
    async (_name, network, symbol) => {
      const service = await serviceOn(network, ok)
      expect(service.getState()).toMatchObject({
        purchaseCurrency: { symbol },
        paymentCurrency: { id: 'EUR' },
        paymentMethod: 'card',
        error: undefined,
      })
    },
  )

  it('falls back to USD and EUR with the card and bank limits, keeps the error, and still picks USDC on Polygon', async () => {
    const service = await serviceOn(polygon, () => new Response('not json', { status: 200 }))
    const state = service.getState()
    expect(state.error).toEqual(expect.any(String))
    expect(state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(state.paymentCurrencies[1]?.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ])
    expect(state.purchaseCurrency?.symbol).toBe('USDC')
    service.setPaymentMethod('ach_bank_account')
    service.setPaymentAmount('25000')
    expect(service.limitIssue()).toBeUndefined()
    service.setPaymentAmount('25000.01')
    expect(service.limitIssue()).toEqual({ code: 'aboveMax', limit: '25000', currency: 'USD' })
  })

  it('Reset puts back the default currencies, the card and an empty amount; the options stay', async () => {
    const service = await serviceOn(testNetworks.ethereum, ok)
    service.setPurchaseCurrency('ETH')
    service.setPaymentCurrency('USD')
    service.setPaymentMethod('ach_bank_account')
    service.setPaymentAmount('120')
    expect(service.getState()).toMatchObject({
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      paymentMethod: 'ach_bank_account',
      paymentAmount: '120',
      quotesLoading: true,
    })
    service.reset()
    expect(service.getState()).toMatchObject({
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'EUR' },
      paymentMethod: 'card',
      paymentAmount: '',
      quote: undefined,
      quotesLoading: false,
      inProgress: undefined,
      error: undefined,
    })
    expect(service.getState().purchaseCurrencies).toHaveLength(2)
    service.dispose()
  })
})
