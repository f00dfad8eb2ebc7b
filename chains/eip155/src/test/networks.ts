import { defineNetwork } from '@portico/kernel'

/** A network for tests that never reach a node. */
export const testNetwork = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageUrl: 'data:image/svg+xml,x' },
})
