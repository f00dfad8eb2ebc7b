import type { CHAIN_NAMESPACES } from '../firstPaintConstants.js'
import type { NamespaceSession } from './namespaceSession.js'
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A block explorer of a network. */
export type BlockExplorer = {
  name: string
  url: string
  /**
   * The page of an address, `{address}` where the address goes, for explorers whose address pages
   * are not `<url>/address/<address>` (Solscan and Subscan use `/account/`, Solscan a cluster query).
   */
  addressUrl?: string
}

/** A network (spec section 3): viem's chain shape plus its CAIP identity and image. */
export type Network = {
  /** The chain reference: a number for eip155, a string (genesis hash etc.) elsewhere. */
  id: number | string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } } & Record<
    string,
    { http: readonly string[]; webSocket?: readonly string[] }
  >
  blockExplorers?: { default: BlockExplorer } & Record<string, BlockExplorer>
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** Account types: EVM/Solana/Polkadot use eoa or smartAccount; Bitcoin payment (index 0) or ordinal (index 1). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type Account = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

/** A way to connect a wallet, found by a chain plugin (EIP-6963 announcement, legacy injection, …). */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  /** The namespace this connector serves. */
  chain: ChainNamespace
  /** Every namespace it serves (multi-chain connectors such as WalletConnect). */
  chains?: readonly ChainNamespace[]
  imageId?: string
  imageUrl?: string
  /** Wallet catalogue id (64 hex), when the wallet is in the catalogue. */
  explorerId?: string
  /** EIP-6963 reverse-DNS id. */
  rdns?: string
  /** The wallet's provider object; opaque to the kernel. */
  provider?: unknown
  /**
   * A multi-namespace connector's session per namespace (WalletConnect): the chain plugin of a
   * namespace drives its entry instead of `provider`.
   */
  namespaceSessions?: Partial<Record<ChainNamespace, NamespaceSession>>
  /**
   * The embedded (auth) wallet's account switch (spec 4 "Switching connection"): asks the wallet to
   * use `type`; the wallet reports the resulting account (address, type) itself and falls back to
   * eoa when the type is not available. Absent on other connectors.
   */
  setAccountType?: (type: 'eoa' | 'smartAccount') => Promise<void>
}

export type ConnectionAccount = { address: string; type?: AccountType }

export type Connection = {
  connectorId: string
  accounts: readonly ConnectionAccount[]
  caipNetwork?: Network
  /** Present for the embedded (auth) wallet: the e-mail or social user name. */
  auth?: { name?: string; username?: string }
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Per namespace: connected = the active connector; active = has connections but is not the active one. */
export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export type WalletInfo = { name: string; icon?: string; type?: string; rdns?: string }

export type TokenBalance = {
  name: string
  symbol: string
  chainId?: string
  /** CAIP-10 token address; absent for the native token. */
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Account state per namespace, with every field of spec section 3. */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: readonly TokenBalance[]
  connectedWalletInfo: WalletInfo | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: SocialProvider | undefined
  /**
   * Spec 3 lists it, so the shape keeps it, but it stays undefined: a cross-origin popup `Window`
   * in the store throws a SecurityError as soon as the store compares, clones or logs the state (it
   * crashed the page). The socials plugin holds its popup itself (its `socials.popup` token).
   */
  socialWindow: undefined
  farcasterUrl: string | undefined
  user: EmbeddedWalletUser | undefined
  smartAccountDeployed: boolean | undefined
  currentTab: number
  status: ConnectionStatus
}

export type EmbeddedWalletUser = {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: readonly { address: string; type: AccountType }[]
  userName?: string | null
  preferredAccountType?: string
  smartAccountDeployed?: boolean
  signature?: string
  message?: string
}

export type RecentWallet = { id: string; name: string; imageUrl?: string }
