import type { ChainNamespace, TokenBalance } from '@portico/kernel'

/**
 * The part of the balances plugin's service (`balancesTokens.service`) the send form uses. Kept
 * structural so the core is tested with a plain object and never imports the balances package.
 */
export type TokenBalancesSource = {
  /** The token list of the connected account (cached by the balances plugin); never rejects. */
  getTokenBalances(parameters?: { namespace?: ChainNamespace }): Promise<readonly TokenBalance[]>
  /** Reads the list again; `forceUpdate` names CAIP-10 tokens a send just changed. Never rejects. */
  refresh(parameters?: {
    namespace?: ChainNamespace
    forceUpdate?: readonly string[]
  }): Promise<readonly TokenBalance[]>
  /** When present, tells a failed load (the list is then empty) from an empty account. */
  readonly state?: { getState(): { tokens: { status: string } } }
}
