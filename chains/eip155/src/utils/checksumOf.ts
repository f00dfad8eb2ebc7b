import { createChecksumCache } from '@portico/kernel'
import type { Eip155Runtime } from '../runtime.js'

/** The runtime's cached `toChecksumAddress`, created on first use (one cache per kernel). */
export function checksumOf(runtime: Eip155Runtime): (address: string) => `0x${string}` {
  runtime.checksumCache ??= createChecksumCache()
  return runtime.checksumCache.checksum
}
