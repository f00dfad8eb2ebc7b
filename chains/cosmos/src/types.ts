import type { Network } from '@portico/kernel'

/** A chain's own facts a Cosmos wallet and node need, carried by the network as data. */
export type CosmosChainParams = {
  /** The chain id the wallet and the node know (`cosmoshub-4`); also the CAIP-2 reference. */
  chainId: string
  /** The bech32 prefix of account addresses (`cosmos`, `osmo`). */
  bech32Prefix: string
  /** The base denomination of the native token (`uatom`); its decimals are the network's. */
  denom: string
  /** The BIP-44 coin type of the chain's keys (118 for most Cosmos SDK chains). */
  coinType: number
  /** Gas prices in the base denomination, as the chain registry lists them (low, average, high). */
  gasPrice: { low: number; average: number; high: number }
  /** Cosmos SDK REST (LCD) endpoints, for wallets that need them (`experimentalSuggestChain`). */
  restUrls: readonly string[]
}

/** A `cosmos` network: a Portico network plus the chain's parameters. */
export type CosmosNetwork = Network & { chainNamespace: 'cosmos'; cosmos: CosmosChainParams }

/** A Keplr-style wallet global: where it lives on `window` and what the modal calls it. */
export type InjectedCosmosWallet = {
  /** The property of `window` (`keplr`, `leap`). */
  key: string
  name: string
  /** The event the wallet fires on `window` when the visitor changes key (`keplr_keystorechange`). */
  keystoreEvent: string
  imageUrl?: string
}

export type CosmosOptions = {
  /**
   * The Keplr-style globals to look for, in order. Default: Keplr (`window.keplr`), Leap
   * (`window.leap`), Cosmostation's Keplr interface (`window.cosmostation.providers.keplr` is
   * not a plain global, so it is not listed) - add your own with the same interface.
   */
  wallets?: readonly InjectedCosmosWallet[]
  /**
   * Replacement CometBFT RPC URLs by CAIP-2 network id; the network's own URLs are used
   * otherwise (public endpoints are rate-limited: apps pass their own).
   */
  rpcUrls?: Readonly<Record<string, readonly string[]>>
  /** How transactions are signed. Default 'direct' (protobuf); 'amino' for Ledger-style wallets. */
  signMode?: 'direct' | 'amino'
  /** Gas price tier used for fees. Default 'average'. */
  gasPriceTier?: 'low' | 'average' | 'high'
  /** Simulated gas is multiplied by this for the gas limit. Default 1.4. */
  gasAdjustment?: number
  /** How long a broadcast transaction is polled for inclusion. Default 30 s. */
  confirmTimeoutMs?: number
  /** Poll interval while waiting for inclusion. Default 500 ms. */
  confirmIntervalMs?: number
  /** Look for wallets on this target instead of `window` (tests). Never on a server. */
  window?: DiscoveryTarget
}

/** What discovery reads and listens on: `window`, or a stand-in in tests. */
export type DiscoveryTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> &
  Record<string, unknown>
