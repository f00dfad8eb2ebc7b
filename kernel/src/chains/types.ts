import type { Account, CaipNetworkId, ChainNamespace, Connector, Network } from '../wallet/types.js'

export type ConnectResult = {
  /** The connected accounts; the first is the active one. */
  accounts: readonly Account[]
  /** The network the wallet is on now. */
  caipNetworkId: CaipNetworkId
}

export type NativeBalance = { value: bigint; decimals: number; formatted: string; symbol: string }

/** A fungible token an account holds, read on chain by a chain plugin (SPL tokens, …). */
export type TokenHolding = {
  /** The token's address in its namespace (an SPL mint). */
  address: string
  decimals: number
  /** Amount in the token's smallest unit. */
  value: bigint
  /** Human-readable amount. */
  formatted: string
  symbol?: string
  name?: string
  iconUrl?: string
}

export type TransferParameters = {
  connector: Connector
  network: Network
  from: string
  to: string
  /** Human-readable amount, e.g. '0.1'. */
  amount: string
  /** Absent for the native token. */
  token?: { address: string; decimals: number; symbol?: string }
}

/**
 * What a chain plugin can do for its namespace: small optional capabilities, not a base class.
 * A missing capability makes the kernel answer 'Unsupported chain' (EIP-1193 4200).
 */
export type ChainAdapter = {
  namespace: ChainNamespace
  /**
   * Connect through a connector; may prompt the visitor. A plugin that asks the wallet to switch
   * to `network` while connecting calls `onSwitchNetwork` first, so the modal says what the wallet
   * asks now.
   */
  connect?(parameters: {
    connector: Connector
    network: Network | undefined
    onSwitchNetwork?: ((network: Network) => void) | undefined
  }): Promise<ConnectResult>
  /** Restore a connection after a reload without prompting; undefined when the wallet no longer has it. */
  reconnect?(parameters: {
    connector: Connector
    network: Network | undefined
  }): Promise<ConnectResult | undefined>
  disconnect?(parameters: { connector: Connector }): Promise<void>
  switchNetwork?(parameters: { connector: Connector; network: Network }): Promise<void>
  signMessage?(parameters: { connector: Connector; address: string; message: string }): Promise<string>
  getNativeBalance?(parameters: { address: string; network: Network }): Promise<NativeBalance>
  /** Token balances read on chain, for apps without a Blockchain API account (optional). */
  getTokenHoldings?(parameters: { address: string; network: Network }): Promise<readonly TokenHolding[]>
  sendTransfer?(parameters: TransferParameters): Promise<string>
  /**
   * What a transfer will cost in the native token's smallest unit, with what the chain charges
   * beyond its base fee (Solana: the rent of a receiver token account the send creates). Absent:
   * the send form estimates the fee itself.
   */
  estimateTransferFee?(parameters: Omit<TransferParameters, 'connector' | 'amount'>): Promise<bigint>
  /** Validates an address of this namespace (e.g. a send receiver). */
  isAddress?(address: string): boolean
  /**
   * Decimals a native balance of this namespace shows (truncated). Default 3 (spec 5); Bitcoin
   * shows 8, whole satoshis.
   */
  displayDecimals?: number
}

export type ChainAdapterRegistry = {
  register(adapter: ChainAdapter, pluginId: string): void
  get(namespace: string): ChainAdapter | undefined
  namespaces(): ChainNamespace[]
  freeze(): void
}
