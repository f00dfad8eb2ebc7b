import { type BlockExplorer, defineNetwork } from '@portico/kernel'

// Genesis hashes, public RPC URLs and explorers are public facts of each cluster. A Solana CAIP-2
// id is `solana:` plus the first 32 characters of the cluster's genesis hash. Every definition is
// marked pure so an app bundles only the networks it imports.

/** Our own drawing: three slanted bars in Solana's colours, inline so it works offline. */
export const solanaImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23000'/%3E%3Cpath fill='%2314F195' d='M10 9.5h13l-2.5 2.8h-13z'/%3E%3Cpath fill='%239945FF' d='M7.5 14.6h13l2.5 2.8H10z'/%3E%3Cpath fill='%2380ECFF' d='M10 19.7h13l-2.5 2.8h-13z'/%3E%3C/svg%3E"

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
/** Solscan's address pages are `/account/<address>`, with the cluster in the query off mainnet. */
const solscan = (cluster?: 'devnet' | 'testnet') =>
  ({
    default: {
      name: 'Solscan',
      url: cluster ? `https://solscan.io/?cluster=${cluster}` : 'https://solscan.io',
      addressUrl: `https://solscan.io/account/{address}${cluster ? `?cluster=${cluster}` : ''}`,
    },
  }) as const

export type DefineSolanaNetworkParameters = {
  /** The cluster's genesis hash (base58); the CAIP-2 id uses its first 32 characters. */
  genesisHash: string
  name: string
  rpcUrls: readonly string[]
  testnet?: boolean
  blockExplorers?: { default: BlockExplorer }
  imageUrl?: string
}

/**
 * A Solana cluster as a Portico network (SOL, 9 decimals): for a local validator or a private
 * cluster. The id is the CAIP-2 reference.
 *
 * @example
 * const local = defineSolanaNetwork({ genesisHash, name: 'Local', rpcUrls: ['http://127.0.0.1:8899'] })
 * local.caipNetworkId // 'solana:<first 32 characters of genesisHash>'
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters) {
  const reference = parameters.genesisHash.slice(0, 32)
  return defineNetwork({
    id: reference,
    name: parameters.name,
    nativeCurrency: sol,
    rpcUrls: { default: { http: parameters.rpcUrls } },
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    ...(parameters.blockExplorers ? { blockExplorers: parameters.blockExplorers } : {}),
    ...(parameters.testnet ? { testnet: true } : {}),
    assets: { imageUrl: parameters.imageUrl ?? solanaImage },
  })
}

/** Solana mainnet-beta. */
export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: solscan(),
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  assets: { imageUrl: solanaImage },
})

/** Solana devnet. */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: solscan('devnet'),
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: true,
  assets: { imageUrl: solanaImage },
})

/** Solana testnet. */
export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: solscan('testnet'),
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  testnet: true,
  assets: { imageUrl: solanaImage },
})
