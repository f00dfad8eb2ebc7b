import type { Network } from '@portico/kernel'
import { type Chain, createPublicClient, defineChain, type PublicClient } from 'viem'
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

/**
 * A viem public client for one network, reading through the network transport.
 *
 * @example
 * const client = createNetworkClient({ network: mainnet, urls: getRpcUrls({ network: mainnet }) })
 * await client.getBlockNumber()
 */
export function createNetworkClient({
  network,
  urls,
  rank,
  signal,
  fetchFn,
}: CreateNetworkClientParameters): PublicClient {
  return createPublicClient({
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
