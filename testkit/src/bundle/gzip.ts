import { gzipSync } from 'node:zlib'

/**
 * Gzip size at level 9, the level the packages' own bundle tests use, so the figures compare.
 * Each file is compressed on its own, as a server sends it.
 */
export function gzipSize(bytes: string | Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length
}

export function toKib(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10
}
