import { DEFAULT_API_URLS, type Network } from '@portico/kernel'
import { NoRpcUrlError } from '../errors.js'
import { getChainId, toCaipNetworkId } from '../utils/chainId.js'

export type GetRpcUrlsParameters = {
  network: Pick<Network, 'id' | 'rpcUrls'>
  /** The app's extra URLs by chain id; tried first. */
  overrides?: Readonly<Record<number, readonly string[]>> | undefined
  /** Base URL of the Blockchain API; URLs on its host get `chainId` and `projectId`. */
  blockchainApiUrl?: string | undefined
  projectId?: string | undefined
}

/**
 * The HTTP RPC URLs of a network in the order to try them: the app's overrides, then the network's
 * own. URLs on the Blockchain API host carry the CAIP-2 `chainId` and the `projectId` (API-FACTS
 * 2.21); any other URL is used as given. Without a project id, URLs on the hosted Blockchain API
 * are left out (privacy by default; the hosted proxy refuses them anyway).
 *
 * @throws {NoRpcUrlError} when the network has none ('No RPC url provided for chainId').
 * @example
 * getRpcUrls({
 *   network: { id: 1, rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1/'] } } },
 *   blockchainApiUrl: 'https://rpc.walletconnect.org',
 *   projectId: 'abc',
 * }) // ['https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc']
 */
export function getRpcUrls({
  network,
  overrides,
  blockchainApiUrl,
  projectId,
}: GetRpcUrlsParameters): string[] {
  const chainId = getChainId(network)
  const urls = [...new Set([...(overrides?.[chainId] ?? []), ...network.rpcUrls.default.http])].filter(
    (url) => projectId || parseUrl(url)?.host !== HOSTED_BLOCKCHAIN_API_HOST,
  )
  if (urls.length === 0) throw new NoRpcUrlError(chainId)
  const caipNetworkId = toCaipNetworkId(chainId)
  return urls.map((url) => withBlockchainApiParameters(url, { blockchainApiUrl, caipNetworkId, projectId }))
}

/**
 * Adds `chainId` (CAIP-2) and `projectId` to a URL when it points at the Blockchain API host;
 * returns every other URL unchanged. An existing `projectId` is kept.
 *
 * @example
 * withBlockchainApiParameters('https://rpc.walletconnect.org/v1', {
 *   blockchainApiUrl: 'https://rpc.walletconnect.org',
 *   caipNetworkId: 'eip155:8453',
 *   projectId: 'abc',
 * }) // 'https://rpc.walletconnect.org/v1?chainId=eip155%3A8453&projectId=abc'
 */
export function withBlockchainApiParameters(
  url: string,
  {
    blockchainApiUrl,
    caipNetworkId,
    projectId,
  }: { blockchainApiUrl?: string | undefined; caipNetworkId: string; projectId?: string | undefined },
): string {
  if (!blockchainApiUrl) return url
  const target = parseUrl(url)
  const api = parseUrl(blockchainApiUrl)
  if (!target || !api || target.host !== api.host || target.protocol !== api.protocol) return url
  target.searchParams.set('chainId', caipNetworkId)
  if (projectId && !target.searchParams.has('projectId')) target.searchParams.set('projectId', projectId)
  return target.toString()
}

const HOSTED_BLOCKCHAIN_API_HOST = new URL(DEFAULT_API_URLS.blockchainApi).host

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}
