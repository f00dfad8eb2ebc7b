import type { Network } from '@portico/kernel'

/**
 * A chain's address and key parameters, as data (bitcoinjs-lib's `Network` shape): Bitcoin mainnet,
 * testnet, or any Bitcoin-family chain such as the playground's litecoind regtest.
 */
export type BitcoinNetworkParams = {
  /** Prefix of BIP-137 signed messages, length byte included (`'\x18Bitcoin Signed Message:\n'`). */
  messagePrefix: string
  /** Human-readable part of segwit addresses (`bc`, `tb`, `bcrt`, `rltc`). */
  bech32: string
  bip32: { public: number; private: number }
  /** Version byte of base58 P2PKH addresses. */
  pubKeyHash: number
  /** Version byte of base58 P2SH addresses. */
  scriptHash: number
  wif: number
}

/** The Wallet Standard chain ids of Bitcoin (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`). */
export type WalletStandardBitcoinChain = `bitcoin:${string}`

/**
 * A bip122 network: a kernel network whose id is the first 32 hex characters of the genesis block
 * hash (CAIP-2), with its address parameters and the Wallet Standard chain wallets know it by.
 * `rpcUrls.default.http[0]` is a Bitcoin Core JSON-RPC endpoint (balances, UTXOs, fee estimate,
 * broadcast).
 */
export type Bip122Network = Network & {
  id: string
  chainNamespace: 'bip122'
  bitcoin: { params: BitcoinNetworkParams; walletChain: WalletStandardBitcoinChain }
}

/** Where wallets are discovered: the page's `window` or an EventTarget standing in for it. */
export type DiscoveryTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  unisat?: unknown
}

export type Bip122Options = {
  /** Where to discover wallets. Default: the global `window` in a browser; nothing on a server. */
  window?: DiscoveryTarget | undefined
  /** Offer the legacy injected `window.unisat` provider as a connector. Default true. */
  injected?: boolean
  /** The lowest fee rate used when the node has no estimate (sat/vB). Default 1. */
  minFeeRate?: number
  /** How often a sent transaction's confirmation is polled. Default 2000 ms. */
  confirmationPollMs?: number
}

/** A Bitcoin account purpose (spec 3: payment is index 0, ordinal index 1). */
export type BitcoinPurpose = 'payment' | 'ordinal'

/** One account a wallet gave: its address, purpose and public key (hex). */
export type BitcoinAccount = { address: string; purpose: BitcoinPurpose; publicKey: string }
