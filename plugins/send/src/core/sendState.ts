import type { TokenBalance } from '@portico/kernel'

/** The estimated network fee of the send, in the network's native token. */
export type NetworkFee = {
  /** Human-readable amount, e.g. '0.000042'. */
  amount: string
  symbol: string
  /** Its value in USD when the native token's price is known. */
  usd: number | undefined
}

/**
 * The Send state of spec section 3, plus what the form needs to show it (the fields after
 * `lastRetry`). Every update replaces the object, so views re-render by identity.
 */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  /** The native balance in USD (what pays the fee), as text. */
  networkBalanceInUSD: string | undefined
  /** True while a send is in flight. */
  loading: boolean
  /** The tokens the visitor can pick, from the balances plugin. */
  tokenBalances: readonly TokenBalance[]
  /** When loading the token balances last failed (ms); no reload for 30 s after it. */
  lastRetry: number | undefined

  /** Standard gas price of the active network in its smallest unit, as decimal text. */
  gasPrice: string | undefined
  /**
   * The fee the chain plugin computed for this token and receiver (smallest unit, decimal text),
   * when it can; it counts what the form cannot know (Solana: a receiver token account's rent).
   */
  transferFee: string | undefined
  networkFee: NetworkFee | undefined
  /** USD price of the native token, when known. */
  nativePriceUsd: number | undefined
  tokenBalancesLoading: boolean
  /** True while the receiver's name and avatar are being looked up. */
  profileLoading: boolean
}

export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
    lastRetry: undefined,
    gasPrice: undefined,
    transferFee: undefined,
    networkFee: undefined,
    nativePriceUsd: undefined,
    tokenBalancesLoading: false,
    profileLoading: false,
  }
}
