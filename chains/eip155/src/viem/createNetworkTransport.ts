import { RPC } from '@portico/kernel'
import { http, type Transport } from 'viem'
import type { FallbackRankOptions } from '../types.js'
import { createFallbackTransport } from './createFallbackTransport.js'

export type CreateNetworkTransportParameters = {
  /** The URLs from `getRpcUrls`, in order. */
  urls: readonly string[]
  rank?: boolean | FallbackRankOptions | undefined
  signal?: AbortSignal | undefined
  fetchFn?: typeof fetch | undefined
}

/**
 * The viem transport of one network: HTTP JSON-RPC with a 10 s time-out and batches of up to 1000
 * requests; with several URLs, a ranked fallback over them.
 *
 * @example
 * const transport = createNetworkTransport({ urls: ['http://127.0.0.1:8545'] })
 */
export function createNetworkTransport({
  urls,
  rank = true,
  signal,
  fetchFn,
}: CreateNetworkTransportParameters): Transport {
  const transports = urls.map((url) =>
    http(url, {
      timeout: RPC.timeoutMs,
      batch: { batchSize: RPC.batchSize },
      ...(fetchFn ? { fetchFn } : {}),
    }),
  )
  if (transports.length === 1) return transports[0]!
  return createFallbackTransport(transports, { rank, signal })
}
