import { fromUnits, toUnits } from './amounts.js'
import { APPROVE_GAS_UNITS, SWAP_GAS_UNITS, SWAP_SLIPPAGE_PERCENT } from './constants.js'
import type { SwapState, SwapToken } from './swapState.js'
import { isNativeToken } from './tokenList.js'

export type SwapSummary = {
  /** The typed amount in the source's smallest units, when it is a valid amount. */
  amountUnits: bigint | undefined
  /** The quoted destination amount as plain decimal text. */
  destinationAmount: string | undefined
  /** Destination tokens per one source token, from the quote. */
  rate: number | undefined
  sourceUsd: number | undefined
  destinationUsd: number | undefined
  /** The least the swap pays with the slippage tolerance (spec 9: 1 %). */
  minimumReceived: string | undefined
  /** How much less the quote is worth than what goes in, in percent (from the USD prices). */
  priceImpact: number | undefined
  networkFee: { amount: string; symbol: string; usd: number | undefined } | undefined
  /** Spec 5: the allowance is below the amount, so an approval comes first. */
  needsApproval: boolean
  /** Everything needed for the next step is there. */
  ready: boolean
}

const usd = (amount: string | undefined, token: SwapToken | undefined) =>
  amount !== undefined && token?.price !== undefined ? Number(amount) * token.price : undefined

/** What the Swap view shows for the current state; pure, so views and tests read the same numbers. */
export function summarizeSwap(
  state: SwapState,
  native: { symbol: string; decimals: number } | undefined,
): SwapSummary {
  const { source, destination, quote, issue } = state
  const amountUnits = source ? toUnits(state.amount, source.decimals) : undefined
  const current =
    quote &&
    source &&
    destination &&
    quote.source === source.address &&
    quote.destination === destination.address &&
    amountUnits !== undefined &&
    quote.amount === amountUnits.toString()
      ? quote
      : undefined
  const destinationAmount =
    current && destination ? fromUnits(BigInt(current.toAmount), destination.decimals) : undefined
  const sourceAmount =
    amountUnits !== undefined && source ? fromUnits(amountUnits, source.decimals) : undefined
  const rate =
    destinationAmount !== undefined && sourceAmount !== undefined && Number(sourceAmount) > 0
      ? Number(destinationAmount) / Number(sourceAmount)
      : undefined
  const sourceUsd = usd(sourceAmount, source)
  const destinationUsd = usd(destinationAmount, destination)
  const minimumReceived =
    current && destination
      ? fromUnits(
          (BigInt(current.toAmount) * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n,
          destination.decimals,
        )
      : undefined
  const priceImpact =
    sourceUsd !== undefined && destinationUsd !== undefined && sourceUsd > 0
      ? Math.max(0, (1 - destinationUsd / sourceUsd) * 100)
      : undefined
  const needsApproval = Boolean(
    source &&
      !isNativeToken(source) &&
      amountUnits !== undefined &&
      state.allowance !== undefined &&
      BigInt(state.allowance) < amountUnits,
  )
  const nativeToken = state.tokens.find(isNativeToken)
  const networkFee =
    state.gasPrice !== undefined && native
      ? (() => {
          const units = BigInt(state.gasPrice) * (SWAP_GAS_UNITS + (needsApproval ? APPROVE_GAS_UNITS : 0n))
          const amount = fromUnits(units, native.decimals)
          return { amount, symbol: native.symbol, usd: usd(amount, nativeToken) }
        })()
      : undefined
  const allowanceKnown = !source || isNativeToken(source) || state.allowance !== undefined
  return {
    amountUnits,
    destinationAmount,
    rate,
    sourceUsd,
    destinationUsd,
    minimumReceived,
    priceImpact,
    networkFee,
    needsApproval,
    ready: Boolean(current) && !issue && !state.quoteLoading && allowanceKnown && state.step === 'idle',
  }
}
