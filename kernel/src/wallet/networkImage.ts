// Apart from networks.ts: only views that show a network's image ask it, so it loads with them
// and not with the networks an app defines on its first page.
import type { Network } from './types.js'

export type GetNetworkImageUrlOptions = {
  /** App-given images by chain id (`chainImages` option); they override the catalogue. */
  chainImages?: Readonly<Record<string, string>>
  /** Loaded catalogue images by `assets.imageId` (object URLs from the asset endpoint). */
  networkImages?: Readonly<Record<string, string>>
}

/**
 * The image of a network: its own `assets.imageUrl`, else an app-given image for its chain id,
 * else the loaded catalogue image of its `assets.imageId`, else undefined.
 *
 * @example
 * getNetworkImageUrl(base, { networkImages: { [imageId]: 'blob:…' } }) // 'blob:…'
 */
export function getNetworkImageUrl(
  network: Pick<Network, 'id' | 'assets'> | undefined,
  { chainImages, networkImages }: GetNetworkImageUrlOptions = {},
): string | undefined {
  if (!network) return undefined
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const byChain = readOwn(chainImages, String(network.id))
  if (byChain) return byChain
  const imageId = network.assets?.imageId
  return imageId ? readOwn(networkImages, imageId) : undefined
}

/** `record[key]` for own keys only, so ids such as 'constructor' never reach the prototype. */
function readOwn(record: Readonly<Record<string, string>> | undefined, key: string): string | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}
