import { DEFAULT_API_URLS, type Network } from '@portico/kernel'
import type { Eip155Runtime } from '../runtime.js'
import { getRpcUrls } from '../transport/getRpcUrls.js'
import type { NetworkClient } from '../viem/createNetworkClient.js'

/**
 * The viem public client of `network` for this kernel (one per network; viem loads on the first
 * call). Reads go over the network's RPC URLs (app overrides first, Blockchain API URLs with
 * `chainId` and `projectId`), through a ranked fallback when there are several.
 *
 * @throws {NoRpcUrlError} when the network has no RPC URL.
 */
export function getNetworkClient(runtime: Eip155Runtime, network: Network): Promise<NetworkClient> {
  const key = network.caipNetworkId
  const cached = runtime.clients.get(key)
  if (cached) return cached
  const client = (async () => {
    const { options, kernelOptions } = runtime
    const urls = getRpcUrls({
      network,
      overrides: options.rpcUrls,
      blockchainApiUrl:
        runtime.portico?.api.blockchainApi ??
        kernelOptions.api?.blockchainApi ??
        DEFAULT_API_URLS.blockchainApi,
      projectId: kernelOptions.projectId,
    })
    const { createNetworkClient } = await import('../viem/createNetworkClient.js')
    return createNetworkClient({
      network,
      urls,
      rank: options.fallbackRank ?? true,
      signal: runtime.signal,
      fetchFn: kernelOptions.fetch,
    })
  })()
  runtime.clients.set(key, client)
  client.catch(() => runtime.clients.delete(key))
  return client
}
