import { nftMetadataSchema } from '../schemas.js'

export type NftMetadata = { name?: string; description?: string; image?: string }

const jsonDataUri = /^data:application\/json(?<params>(?:;[^,]*)?),(?<payload>.*)$/is
const safeImage = /^(?:data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]|https?:\/\/)/i

/**
 * Reads the metadata of an ERC-721 `tokenURI` when it is a `data:application/json` URI (base64
 * or percent-encoded). Other URIs (https, ipfs) are not fetched: the modal makes no request to
 * hosts the app did not configure. Returns undefined when there is nothing to read.
 *
 * @example
 * parseTokenUri('data:application/json;base64,eyJuYW1lIjoiQSJ9') // { name: 'A' }
 */
export function parseTokenUri(uri: string): NftMetadata | undefined {
  const match = jsonDataUri.exec(uri.trim())
  if (!match?.groups) return undefined
  const { params = '', payload = '' } = match.groups
  let text: string
  try {
    text = /;base64/i.test(params) ? decodeBase64Utf8(payload) : decodeURIComponent(payload)
  } catch {
    return undefined
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = nftMetadataSchema.safeParse(json)
  if (!parsed.success) return undefined
  const { name, description, image } = parsed.data
  return {
    ...(name ? { name } : {}),
    ...(description ? { description } : {}),
    ...(image && safeImage.test(image) ? { image } : {}),
  }
}

function decodeBase64Utf8(base64: string): string {
  const binary = atob(base64.replace(/\s+/g, ''))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}
