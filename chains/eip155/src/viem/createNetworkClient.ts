import type { Network } from '@portico/kernel'
import { type Chain, type Client, createClient, defineChain, type Transport } from 'viem'
import type { FallbackRankOptions } from '../types.js'
import { getChainId } from '../utils/chainId.js'
import { createNetworkTransport } from './createNetworkTransport.js'

export type CreateNetworkClientParameters = {
  network: Network
  /** The URLs from `getRpcUrls`, in order. */
  urls: readonly string[]
  rank?: boolean | FallbackRankOptions | undefined
  signal?: AbortSignal | undefined
  fetchFn?: typeof fetch | undefined
}

/** A bare viem client of one network; actions come one by one from `viem/actions`, so they tree-shake. */
export type NetworkClient = Client<Transport, Chain>

/**
 * A viem client for one network, reading through the network transport. It has no bound actions:
 * callers import the actions they use, which keeps the lazily loaded chunks small.
 *
 * @example
 * const client = createNetworkClient({ network: mainnet, urls: getRpcUrls({ network: mainnet }) })
 * await getBlockNumber(client)
 */
export function createNetworkClient({
  network,
  urls,
  rank,
  signal,
  fetchFn,
}: CreateNetworkClientParameters): NetworkClient {
  return createClient({
    chain: toViemChain(network),
    transport: createNetworkTransport({ urls, rank, signal, fetchFn }),
  })
}

/** A kernel network as a viem chain. */
export function toViemChain(network: Network): Chain {
  return defineChain({
    id: getChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: { default: network.blockExplorers.default } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  })
}
