/** A token the visitor can swap: the API's token with the account's balance and a USD price. */
export type SwapToken = {
  /** CAIP-10; the native token carries the sentinel address. */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string | undefined
  /** Plain decimal text, when the account holds some. */
  balance: string | undefined
  /** USD per token, when known. */
  price: number | undefined
}

/** Why the current amount cannot be swapped. */
export type SwapIssue =
  | { code: 'incorrectAmount' }
  | { code: 'insufficientLiquidity' }
  | { code: 'insufficientBalance'; symbol: string }
  | { code: 'quoteFailed'; message: string }

/** What the primary action is doing: nothing, waiting for the wallet, or for the chain. */
export type SwapStep = 'idle' | 'approving' | 'awaitingApproval' | 'swapping'

export type SwapState = {
  tokens: readonly SwapToken[]
  tokensStatus: 'idle' | 'loading' | 'ready' | 'error'
  source: SwapToken | undefined
  destination: SwapToken | undefined
  /** The amount as typed. */
  amount: string
  /** The quote for `amount` of `source` into `destination`, in the destination's smallest units. */
  quote: { amount: string; toAmount: string; source: string; destination: string } | undefined
  quoteLoading: boolean
  issue: SwapIssue | undefined
  /** The source token's allowance to the router, as decimal text of smallest units. */
  allowance: string | undefined
  /** Standard gas price of the network in wei, as text. */
  gasPrice: string | undefined
  /** Spec text when the gas price cannot be read ('Network not supported for Gas Price'). */
  gasPriceError: string | undefined
  step: SwapStep
  /** Short message of the last failed approval or swap. */
  error: string | undefined
}

export function initialSwapState(): SwapState {
  return {
    tokens: [],
    tokensStatus: 'idle',
    source: undefined,
    destination: undefined,
    amount: '',
    quote: undefined,
    quoteLoading: false,
    issue: undefined,
    allowance: undefined,
    gasPrice: undefined,
    gasPriceError: undefined,
    step: 'idle',
    error: undefined,
  }
}
