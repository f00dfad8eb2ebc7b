import type { PreflightCommitment } from './commitment.js'

/** A token the app lists for a network: the balances read by RPC name it. */
export type SolanaToken = { mint: string; symbol: string; name?: string; iconUrl?: string }

export type SolanaOptions = {
  /**
   * Replacement RPC URLs by CAIP-2 network id; the network's own URLs are used otherwise. Any
   * URL is accepted (apps pass their own, public endpoints are rate-limited).
   */
  rpcUrls?: Readonly<Record<string, readonly string[]>>
  /** Preflight commitment of sends (spec 5 list). Default 'confirmed'. */
  preflightCommitment?: PreflightCommitment
  /** How long a sent transaction is polled for confirmation. Default 30 s. */
  confirmTimeoutMs?: number
  /** Poll interval of signature statuses. Default 400 ms (a Solana slot). */
  confirmIntervalMs?: number
  /** Known SPL tokens by CAIP-2 network id, so RPC balances show their symbols. */
  tokens?: Readonly<Record<string, readonly SolanaToken[]>>
  /** Discover Wallet Standard wallets. Default true in a browser; never on a server. */
  discovery?: boolean
}
