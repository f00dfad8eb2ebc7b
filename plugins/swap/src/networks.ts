import type { Network } from '@portico/kernel'

/**
 * Spec 6: swaps run on a fixed list of 12 networks (Ethereum, Arbitrum, Optimism, zkSync, Base,
 * BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Kaia, Aurora). Apps add their own (the
 * playground adds its local chains) with `swap({ networks })`.
 */
export const SWAP_NETWORKS: readonly string[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]

/** Whether swaps run on `network` with the app's extra networks. */
export function isSwapNetwork(
  network: Pick<Network, 'caipNetworkId'> | undefined,
  extra: readonly string[] = [],
) {
  if (!network) return false
  return SWAP_NETWORKS.includes(network.caipNetworkId) || extra.includes(network.caipNetworkId)
}
