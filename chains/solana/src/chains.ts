import type { Network } from '@portico/kernel'

/** The Wallet Standard names of the public clusters, by CAIP-2 reference (genesis hash prefix). */
const CLUSTER_CHAINS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain a wallet signs for on `network`: the network's CAIP-2 id when the wallet lists it,
 * else the Wallet Standard cluster name (`solana:mainnet`, `solana:devnet`, `solana:testnet`),
 * else `solana:localnet` for any other cluster.
 */
export function walletChainFor(network: Network, walletChains: readonly string[]): string {
  if (walletChains.includes(network.caipNetworkId)) return network.caipNetworkId
  const reference = network.caipNetworkId.slice('solana:'.length)
  return CLUSTER_CHAINS[reference] ?? 'solana:localnet'
}

/** The app network a wallet's chain id stands for, if the app has one. */
export function networkForWalletChain(chain: string, networks: readonly Network[]): Network | undefined {
  const solanaNetworks = networks.filter((n) => n.chainNamespace === 'solana')
  return (
    solanaNetworks.find((n) => n.caipNetworkId === chain) ??
    solanaNetworks.find((n) => walletChainFor(n, []) === chain)
  )
}
