import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../scenarios.js'
import { textTable } from './textTable.js'

type PackedPackage = { name: string; size: number; unpackedSize: number; files: unknown[] }

/**
 * The published tarballs' sizes from the last `npm run pack` (`.packs/packs.json`): what a user
 * downloads from the registry, beside what the pages load. Undefined when nothing was packed.
 */
export function packedTarballs(): { date: string; table: string } | undefined {
  const file = join(REPO_ROOT, '.packs', 'packs.json')
  let packed: PackedPackage[]
  try {
    packed = JSON.parse(readFileSync(file, 'utf8')) as PackedPackage[]
  } catch {
    return undefined
  }
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  const rows = packed.map((p) => [p.name, kib(p.size), kib(p.unpackedSize), p.files.length])
  rows.push([
    'total',
    kib(packed.reduce((sum, p) => sum + p.size, 0)),
    kib(packed.reduce((sum, p) => sum + p.unpackedSize, 0)),
    packed.reduce((sum, p) => sum + p.files.length, 0),
  ])
  return {
    date: statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' '),
    table: textTable(['package', 'tarball KiB (gzip)', 'unpacked KiB', 'files'], rows),
  }
}
