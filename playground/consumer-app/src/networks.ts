import { defineNetwork } from '@portico/kernel'
import type { AppConfig } from './config.js'

/** The local chains the server names, as Portico networks (both instances use these). */
export function localNetworks(chains: AppConfig['chains']) {
  return chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
}
