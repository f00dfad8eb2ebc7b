// @vitest-environment node
// The numbers the Swap view shows, from the state alone: spec 5's allowance rule at its boundary,
// spec 9's 1 % slippage, the price impact and the network fee (the pool's real answers are tested in
// swap.anvil.test.ts and in Chromium).
import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from './constants.js'
import { summarizeSwap } from './summary.js'
import { initialSwapState, type SwapState, type SwapToken } from './swapState.js'

const ETH: SwapToken = {
  address: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoUri: undefined,
  balance: '10',
  price: 2000,
}
const USDC: SwapToken = {
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  logoUri: undefined,
  balance: '5000',
  price: 1,
}
const NATIVE = { symbol: 'ETH', decimals: 18 }

/** 1000 USDC quoted as 0.495 ETH. */
const usdcToEth = (overrides: Partial<SwapState> = {}): SwapState => ({
  ...initialSwapState(),
  tokens: [ETH, USDC],
  source: USDC,
  destination: ETH,
  amount: '1000',
  quote: {
    amount: '1000000000',
    toAmount: '495000000000000000',
    source: USDC.address,
    destination: ETH.address,
  },
  gasPrice: '1000000000',
  allowance: '0',
  ...overrides,
})

describe('summarizeSwap', () => {
  it('spec 5: the allowance suffices only when at least the source amount in token units', () => {
    expect(summarizeSwap(usdcToEth({ allowance: '999999999' }), NATIVE)).toMatchObject({
      needsApproval: true,
      ready: true,
    })
    expect(summarizeSwap(usdcToEth({ allowance: '1000000000' }), NATIVE).needsApproval).toBe(false)
    expect(summarizeSwap(usdcToEth({ allowance: '1000000001' }), NATIVE).needsApproval).toBe(false)
    // Unknown yet: not ready, and no approval claimed.
    expect(summarizeSwap(usdcToEth({ allowance: undefined }), NATIVE)).toMatchObject({
      needsApproval: false,
      ready: false,
    })
  })

  it('the native token (sentinel address) never needs an approval', () => {
    const state = usdcToEth({
      source: ETH,
      destination: USDC,
      amount: '1',
      quote: {
        amount: '1000000000000000000',
        toAmount: '1980000000',
        source: ETH.address,
        destination: USDC.address,
      },
      allowance: undefined,
    })
    expect(summarizeSwap(state, NATIVE)).toMatchObject({ needsApproval: false, ready: true })
  })

  it('spec 9: the minimum received is the quote less 1 %; rate, USD values and price impact follow', () => {
    const summary = summarizeSwap(usdcToEth({ allowance: '1000000000' }), NATIVE)
    expect(summary).toMatchObject({
      amountUnits: 1_000_000_000n,
      destinationAmount: '0.495',
      minimumReceived: '0.49005',
      sourceUsd: 1000,
      destinationUsd: 990,
    })
    expect(summary.rate).toBeCloseTo(0.000495, 9)
    expect(summary.priceImpact).toBeCloseTo(1, 9)
  })

  it('the network fee counts the approval while one is needed', () => {
    const withApproval = summarizeSwap(usdcToEth(), NATIVE).networkFee
    const without = summarizeSwap(usdcToEth({ allowance: '1000000000' }), NATIVE).networkFee
    expect(without).toMatchObject({ amount: '0.0002', symbol: 'ETH' })
    expect(without?.usd).toBeCloseTo(0.4, 9)
    expect(withApproval).toMatchObject({ amount: '0.00026', symbol: 'ETH' })
    expect(withApproval?.usd).toBeCloseTo(0.52, 9)
  })

  it('a quote for another amount or pair is not shown, and an issue keeps the swap from being ready', () => {
    expect(summarizeSwap(usdcToEth({ amount: '999', allowance: '1000000000' }), NATIVE)).toMatchObject({
      destinationAmount: undefined,
      minimumReceived: undefined,
      ready: false,
    })
    expect(
      summarizeSwap(usdcToEth({ allowance: '1000000000', issue: { code: 'insufficientLiquidity' } }), NATIVE)
        .ready,
    ).toBe(false)
    expect(summarizeSwap(usdcToEth({ allowance: '1000000000', quoteLoading: true }), NATIVE).ready).toBe(
      false,
    )
  })
})
