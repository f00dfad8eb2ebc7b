import type { CaipNetworkId, ChainNamespace, Network, Portico, Store, TokenBalance } from '@portico/kernel'

export type { TokenBalance }

/** One ERC-721 token the account holds. */
export type Nft = {
  /** CAIP-2 id of the network, e.g. `eip155:31337`. */
  chainId: CaipNetworkId
  /** CAIP-10 address of the collection contract. */
  collection: string
  collectionName: string
  /** Decimal token id. */
  tokenId: string
  /** From the token's metadata, else `<collection name> #<id>`. */
  name: string
  description?: string
  /** A `data:image/…` or http(s) URL, when the metadata gives one. */
  imageUrl?: string
}

export type BalanceQuery = {
  /** The plain account address (no CAIP prefix). */
  address: string
  network: Network
  /** CAIP-10 token addresses to re-read on chain (a send just changed them); native is `eip155:<id>:0xeeee…eeee`. */
  forceUpdate?: readonly string[]
  signal?: AbortSignal
}

/**
 * Where balances come from. Portico ships the Blockchain API source and the plain RPC source; an
 * app may bring its own (an indexer). Whatever the source, an EVM wallet that declares
 * `assetDiscovery` has its own `wallet_getAssets` list merged in first.
 */
export type BalanceSource = {
  /** Names the source in caches and logs. */
  readonly id: string
  /**
   * Whether the source serves the network. An unsupported network is skipped without a request:
   * empty results and the 'Token Balance Unavailable' toast. Absent means every network.
   */
  isSupported?(network: Network): boolean | Promise<boolean>
  /** Fungible balances, native first. Items with decimals '0' are dropped by the service. */
  getTokenBalances(query: BalanceQuery): Promise<readonly TokenBalance[]>
  getNfts(query: BalanceQuery): Promise<readonly Nft[]>
}

/** What a custom source factory receives: the kernel and the plugin's options, per kernel. */
export type BalanceSourceContext = {
  portico: Portico
  options: Readonly<BalancesOptions>
  now: () => number
}

/** A token the RPC source reads on chain (`balanceOf`, `decimals`, `symbol`, `name`). */
export type ConfiguredToken = {
  address: `0x${string}`
  /** Shown in the list; the token's own icon is not on chain. */
  iconUrl?: string
}

/** An ERC-721 collection the RPC source reads. */
export type ConfiguredCollection = {
  address: `0x${string}`
  /**
   * First block scanned for Transfer logs when the collection is not enumerable (ERC-721
   * Enumerable is used when present). Default 0; set it to the deployment block on real chains,
   * whose nodes limit log ranges.
   */
  fromBlock?: number
}

export type BalancesOptions = {
  /**
   * Where balances come from: `'api'` (the Blockchain API; the default when the app has a
   * `projectId`), `'rpc'` (the network's RPC URL; the default otherwise) or a factory of your own.
   */
  source?: 'api' | 'rpc' | ((context: BalanceSourceContext) => BalanceSource)
  /** ERC-20 tokens the RPC source reads, per CAIP-2 network id. */
  tokens?: Readonly<Record<string, readonly ConfiguredToken[]>>
  /**
   * ERC-721 collections shown in the NFTs tab, per CAIP-2 network id. Both sources read them on
   * chain: the Blockchain API has no NFT endpoint.
   */
  nftCollections?: Readonly<Record<string, readonly ConfiguredCollection[]>>
  /**
   * Fiat prices for the RPC source: `'api'` asks `POST /v1/fungible/price` (needs a projectId),
   * a record gives USD unit prices by symbol or CAIP-10 address. Without prices, values are absent.
   */
  prices?: 'api' | Readonly<Record<string, number>>
  /** The clock of the caches and the retry gap (tests move it forward). Default `Date.now`. */
  now?: () => number
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

/** What the service knows about one list (tokens or NFTs) of the account in view. */
export type ListState<TItem> = {
  status: LoadStatus
  /** CAIP-10 address of the account the list belongs to. */
  account: string | undefined
  items: readonly TItem[]
  /** Clock time from which a retry after a failure is allowed (spec 5: 30 s gap). */
  retryAt: number | undefined
}

export type BalancesState = {
  tokens: ListState<TokenBalance> & {
    /** Sum of the items' fiat values. */
    totalValue: number
  }
  nfts: ListState<Nft>
}

export type GetBalancesParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type RefreshParameters = GetBalancesParameters & {
  /** CAIP-10 token addresses the source should re-read on chain (after a send). */
  forceUpdate?: readonly string[]
}

/**
 * The balances service of one kernel (`await portico.resolve(balancesTokens.service).load()`).
 * Every method resolves, never rejects: a failure shows the 'Token Balance Unavailable' toast, sets
 * the state to `error` and resolves with the last known list (empty when none).
 */
export type BalancesService = {
  /** Tokens, NFTs and their load status for the account in view. */
  readonly state: Pick<Store<BalancesState>, 'getState' | 'subscribe' | 'select'>
  /** The token list of the connected account; served from the 30 s cache when fresh. */
  getTokenBalances(parameters?: GetBalancesParameters): Promise<readonly TokenBalance[]>
  /** Bypasses the cache (but not the 30 s gap after a failure) and reads the token list again. */
  refresh(parameters?: RefreshParameters): Promise<readonly TokenBalance[]>
  /** The NFTs of the connected account; cached like the token list. */
  getNfts(parameters?: GetBalancesParameters & { force?: boolean }): Promise<readonly Nft[]>
  /** The clock of the caches and of `retryAt` (the `now` option, else `Date.now`). */
  now(): number
}
