import { defineNetwork } from '@portico/kernel'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The playground's two local chains, pointed at `rpcUrl` (a closed port in the relay tests, whose
 * balances simply fail; anvil in end-to-end tests).
 */
export function localNetworks(
  rpcUrls: { a: string; b: string } = { a: 'http://127.0.0.1:9', b: 'http://127.0.0.1:9' },
) {
  return {
    localA: defineNetwork({
      id: 31337,
      name: 'Portico Local A',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [rpcUrls.a] } },
    }),
    localB: defineNetwork({
      id: 31338,
      name: 'Portico Local B',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [rpcUrls.b] } },
    }),
  }
}
