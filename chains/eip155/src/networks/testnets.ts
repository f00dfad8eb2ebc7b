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

// Public facts of each test network; every definition is pure (tree-shakable) and `testnet: true`.

const sepoliaEther = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const

/** Sepolia, Ethereum's test network (chain 11155111). */
export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  assets: { imageUrl: ethereumImage },
})

/** Base Sepolia (chain 84532). */
export const baseSepolia = /* @__PURE__ */ defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
  assets: { imageUrl: baseImage },
})

/** BNB Smart Chain testnet (chain 97). */
export const bscTestnet = /* @__PURE__ */ defineNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
  assets: { imageUrl: bnbImage },
})

/** Polygon Amoy (chain 80002). */
export const polygonAmoy = /* @__PURE__ */ defineNetwork({
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
  assets: { imageUrl: polygonImage },
})

/** OP Sepolia (chain 11155420). */
export const optimismSepolia = /* @__PURE__ */ defineNetwork({
  id: 11155420,
  name: 'OP Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' } },
  testnet: true,
  assets: { imageUrl: optimismImage },
})

/** Arbitrum Sepolia (chain 421614). */
export const arbitrumSepolia = /* @__PURE__ */ defineNetwork({
  id: 421614,
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
  assets: { imageUrl: arbitrumImage },
})

/** Celo Alfajores (chain 44787). */
export const celoAlfajores = /* @__PURE__ */ defineNetwork({
  id: 44787,
  name: 'Celo Alfajores',
  nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://alfajores-forno.celo-testnet.org'] } },
  blockExplorers: {
    default: { name: 'Celo Alfajores Explorer', url: 'https://celo-alfajores.blockscout.com' },
  },
  testnet: true,
  assets: { imageUrl: celoImage },
})

/** Aurora testnet (chain 1313161555). */
export const auroraTestnet = /* @__PURE__ */ defineNetwork({
  id: 1313161555,
  name: 'Aurora Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' } },
  testnet: true,
  assets: { imageUrl: auroraImage },
})

/** Avalanche Fuji (chain 43113). */
export const avalancheFuji = /* @__PURE__ */ defineNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
  assets: { imageUrl: avalancheImage },
})

/** ZKsync Sepolia (chain 300). */
export const zksyncSepolia = /* @__PURE__ */ defineNetwork({
  id: 300,
  name: 'ZKsync Sepolia',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://sepolia.era.zksync.dev'], webSocket: ['wss://sepolia.era.zksync.dev/ws'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io' } },
  testnet: true,
  assets: { imageUrl: zksyncImage },
})

/** Gnosis Chiado (chain 10200). */
export const gnosisChiado = /* @__PURE__ */ defineNetwork({
  id: 10200,
  name: 'Gnosis Chiado',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.chiadochain.net'], webSocket: ['wss://rpc.chiadochain.net/wss'] },
  },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://blockscout.chiadochain.net' } },
  testnet: true,
  assets: { imageUrl: gnosisImage },
})

/** Zora Sepolia (chain 999999999). */
export const zoraSepolia = /* @__PURE__ */ defineNetwork({
  id: 999999999,
  name: 'Zora Sepolia',
  nativeCurrency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://sepolia.rpc.zora.energy'], webSocket: ['wss://sepolia.rpc.zora.energy'] },
  },
  blockExplorers: { default: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy' } },
  testnet: true,
  assets: { imageUrl: zoraImage },
})
