import type { Network } from '@portico/kernel'

/** The part of an EIP-1193 provider Portico uses: `request`, and events when the wallet offers them. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 wallet metadata. */
export type Eip6963ProviderInfo = {
  /** A UUIDv4 the wallet generates per page session. */
  uuid: string
  name: string
  /** A data URI (RFC 2397) of the wallet's icon. */
  icon: string
  /** Reverse-DNS id, e.g. `io.metamask`. */
  rdns: string
}

/** The `detail` of an `eip6963:announceProvider` event. */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/**
 * Where wallets are discovered: the page's `window`, or any EventTarget standing in for it (tests,
 * iframes). `ethereum` is the legacy injected provider.
 */
export type DiscoveryTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  ethereum?: unknown
}

/** Fallback transport tuning (defaults: the kernel's `FALLBACK_TRANSPORT`). */
export type FallbackRankOptions = {
  /** Ping interval. Default 4000 ms. */
  pingIntervalMs?: number
  /** Samples kept per URL. Default 10. */
  sampleCount?: number
  /** Score weights. Default stability 0.7, latency 0.3. */
  weights?: { stability: number; latency: number }
  /** Time a ping may take before it counts as failed. Default 1000 ms. */
  pingTimeoutMs?: number
}

export type Eip155Options = {
  /**
   * Where to discover wallets. Default: the global `window` in a browser; nothing on a server.
   * Pass an EventTarget to run discovery in tests or another frame.
   */
  window?: DiscoveryTarget | undefined
  /** Offer the legacy `window.ethereum` as the 'Browser Wallet' connector. Default true. */
  injected?: boolean
  /**
   * Extra or replacement RPC URLs by chain id; they are tried before the network's own URLs.
   * Any URL is accepted.
   */
  rpcUrls?: Readonly<Record<number, readonly string[]>>
  /**
   * Rank the URLs of a network with several of them by stability and latency (pings every 4 s
   * once a client for the network exists). `false` keeps the given order. Default true.
   */
  fallbackRank?: boolean | FallbackRankOptions
}

/** An eip155 network: a kernel network whose id is the numeric chain id. */
export type Eip155Network = Network & { id: number }
