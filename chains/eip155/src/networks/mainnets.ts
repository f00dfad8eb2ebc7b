import { defineNetwork } from '@portico/kernel'
import {
  arbitrumImage,
  auroraImage,
  avalancheImage,
  baseImage,
  bnbImage,
  celoImage,
  ethereumImage,
  gnosisImage,
  optimismImage,
  polygonImage,
  zksyncImage,
  zoraImage,
} from './images.js'

// Chain ids, currencies, public RPC URLs and explorers are public facts of each chain. Every
// definition is marked pure so an app bundles only the networks it imports.

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** Ethereum mainnet (chain 1). */
export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageUrl: ethereumImage },
})

/** Base (chain 8453). */
export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageUrl: baseImage },
})

/** BNB Smart Chain (chain 56). */
export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  assets: { imageUrl: bnbImage },
})

/** Polygon PoS (chain 137). */
export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  assets: { imageUrl: polygonImage },
})

/** OP Mainnet, Optimism (chain 10). */
export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  assets: { imageUrl: optimismImage },
})

/** Arbitrum One (chain 42161). */
export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  assets: { imageUrl: arbitrumImage },
})

/** Celo (chain 42220). */
export const celo = /* @__PURE__ */ defineNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  assets: { imageUrl: celoImage },
})

/** Aurora (chain 1313161554). */
export const aurora = /* @__PURE__ */ defineNetwork({
  id: 1313161554,
  name: 'Aurora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  assets: { imageUrl: auroraImage },
})

/** Avalanche C-Chain (chain 43114). */
export const avalanche = /* @__PURE__ */ defineNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  assets: { imageUrl: avalancheImage },
})

/** ZKsync Era (chain 324). */
export const zksync = /* @__PURE__ */ defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ether,
  rpcUrls: {
    default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  assets: { imageUrl: zksyncImage },
})

/** Gnosis (chain 100). */
export const gnosis = /* @__PURE__ */ defineNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  assets: { imageUrl: gnosisImage },
})

/** Zora (chain 7777777). */
export const zora = /* @__PURE__ */ defineNetwork({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  assets: { imageUrl: zoraImage },
})
