import { defineNetwork } from '@portico/kernel'
import type { Bip122Network, BitcoinNetworkParams, WalletStandardBitcoinChain } from '../types.js'
import { bitcoinImage, bitcoinTestnetImage } from './images.js'

// Genesis hashes, address prefixes and explorers are public facts of each chain. CAIP-2 for
// bip122 takes the first 32 hex characters of the genesis block hash.

/** Bitcoin mainnet address parameters (bitcoinjs-lib's `networks.bitcoin`). */
export const BITCOIN_MAINNET_PARAMS: BitcoinNetworkParams = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'bc',
  bip32: { public: 0x0488b21e, private: 0x0488ade4 },
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}

/** Bitcoin testnet address parameters (bitcoinjs-lib's `networks.testnet`). */
export const BITCOIN_TESTNET_PARAMS: BitcoinNetworkParams = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'tb',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

export type DefineBitcoinNetworkParameters = {
  /** The genesis block hash (64 hex); its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  name: string
  params: BitcoinNetworkParams
  /** The Wallet Standard chain wallets know it by. */
  walletChain: WalletStandardBitcoinChain
  /** Bitcoin Core JSON-RPC URLs. */
  rpcUrls: readonly string[]
  testnet?: boolean
  symbol?: string
  imageUrl?: string
  blockExplorer?: { name: string; url: string }
}

/**
 * Defines a bip122 network from its genesis hash and address parameters (as data, so any
 * Bitcoin-family chain parses: mainnet, testnet, regtest, a litecoind regtest).
 *
 * @example
 * const local = defineBitcoinNetwork({
 *   genesisHash: '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9',
 *   name: 'Local Bitcoin', params, walletChain: 'bitcoin:regtest', rpcUrls: ['http://127.0.0.1:18443'],
 * })
 * local.caipNetworkId // 'bip122:530827f38f93b43ed12af0b3ad25a288'
 */
export function defineBitcoinNetwork(input: DefineBitcoinNetworkParameters): Bip122Network {
  if (!/^[0-9a-f]{64}$/.test(input.genesisHash)) throw new TypeError('genesisHash must be 64 lower-case hex')
  const id = input.genesisHash.slice(0, 32)
  const network = defineNetwork({
    id,
    name: input.name,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${id}`,
    nativeCurrency: { name: 'Bitcoin', symbol: input.symbol ?? 'BTC', decimals: 8 },
    rpcUrls: { default: { http: input.rpcUrls } },
    ...(input.blockExplorer ? { blockExplorers: { default: input.blockExplorer } } : {}),
    testnet: input.testnet ?? false,
    assets: { imageUrl: input.imageUrl ?? (input.testnet ? bitcoinTestnetImage : bitcoinImage) },
  })
  return {
    ...network,
    id,
    chainNamespace: 'bip122',
    bitcoin: { params: input.params, walletChain: input.walletChain },
  }
}

/** Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`). */
export const bitcoin = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  name: 'Bitcoin',
  params: BITCOIN_MAINNET_PARAMS,
  walletChain: 'bitcoin:mainnet',
  rpcUrls: ['https://rpc.walletconnect.org/v1'],
  blockExplorer: { name: 'Mempool', url: 'https://mempool.space' },
})

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`). */
export const bitcoinTestnet = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  name: 'Bitcoin Testnet',
  params: BITCOIN_TESTNET_PARAMS,
  walletChain: 'bitcoin:testnet',
  rpcUrls: ['https://rpc.walletconnect.org/v1'],
  blockExplorer: { name: 'Mempool', url: 'https://mempool.space/testnet' },
  testnet: true,
})

/** Whether a kernel network is a bip122 network with address parameters. */
export function isBip122Network(network: unknown): network is Bip122Network {
  const n = network as Partial<Bip122Network> | undefined
  return n?.chainNamespace === 'bip122' && typeof n.bitcoin?.params?.bech32 === 'string'
}
