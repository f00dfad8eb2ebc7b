import { erc20Abi, erc721Abi } from 'viem'
import type { ChainHandle } from '../chains'

export type TokenMeta = { name: string | null; symbol: string | null; decimals: number }

export type MetadataCache = {
  token(address: string): Promise<TokenMeta>
  collectionName(address: string): Promise<string | null>
  /** The `image` of an NFT's data: URI metadata, or null when it cannot be read offline. */
  nftImage(collection: string, tokenId: bigint): Promise<string | null>
}

const DATA_JSON_BASE64 = 'data:application/json;base64,'
const DATA_JSON_UTF8 = /^data:application\/json(;charset=utf-8|;utf8)?,/i

/** Decodes the JSON of a data: token URI (base64 or plain) and returns its `image`. */
export function imageFromTokenUri(uri: string): string | null {
  let jsonText: string
  if (uri.startsWith(DATA_JSON_BASE64)) {
    jsonText = Buffer.from(uri.slice(DATA_JSON_BASE64.length), 'base64').toString('utf8')
  } else if (DATA_JSON_UTF8.test(uri)) {
    jsonText = decodeURIComponent(uri.replace(DATA_JSON_UTF8, ''))
  } else {
    return null
  }
  try {
    const parsed = JSON.parse(jsonText) as { image?: unknown }
    return typeof parsed.image === 'string' ? parsed.image : null
  } catch {
    return null
  }
}

/** Per-chain cache of token and NFT metadata read from the chain (known contracts need no reads). */
export function createMetadataCache(handle: ChainHandle): MetadataCache {
  const tokens = new Map<string, Promise<TokenMeta>>()
  const collections = new Map<string, Promise<string | null>>()
  const images = new Map<string, Promise<string | null>>()
  const known = handle.info.erc20
  const knownNft = handle.info.erc721
  const read = async <T>(promise: Promise<T>): Promise<T | null> => {
    try {
      return await promise
    } catch {
      return null
    }
  }
  return {
    token(address) {
      const key = address.toLowerCase()
      if (key === known.address.toLowerCase()) {
        return Promise.resolve({ name: known.name, symbol: known.symbol, decimals: known.decimals })
      }
      let entry = tokens.get(key)
      if (!entry) {
        const target = key as `0x${string}`
        entry = Promise.all([
          read(handle.client.readContract({ address: target, abi: erc20Abi, functionName: 'name' })),
          read(handle.client.readContract({ address: target, abi: erc20Abi, functionName: 'symbol' })),
          read(handle.client.readContract({ address: target, abi: erc20Abi, functionName: 'decimals' })),
        ]).then(([name, symbol, decimals]) => ({ name, symbol, decimals: decimals ?? 18 }))
        tokens.set(key, entry)
      }
      return entry
    },
    collectionName(address) {
      const key = address.toLowerCase()
      if (key === knownNft.address.toLowerCase()) return Promise.resolve(knownNft.name)
      let entry = collections.get(key)
      if (!entry) {
        entry = read(
          handle.client.readContract({ address: key as `0x${string}`, abi: erc721Abi, functionName: 'name' }),
        )
        collections.set(key, entry)
      }
      return entry
    },
    nftImage(collection, tokenId) {
      const key = `${collection.toLowerCase()}:${tokenId}`
      let entry = images.get(key)
      if (!entry) {
        entry = read(
          handle.client.readContract({
            address: collection as `0x${string}`,
            abi: erc721Abi,
            functionName: 'tokenURI',
            args: [tokenId],
          }),
        ).then((uri) => (uri ? imageFromTokenUri(uri) : null))
        // A failed read (e.g. the token was burnt or not yet minted after a revert) is retried next time.
        entry.then((image) => {
          if (image === null) images.delete(key)
        })
        images.set(key, entry)
      }
      return entry
    },
  }
}
