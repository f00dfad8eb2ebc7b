// Bundle discipline: composing cosmos() adds at most 2 KiB gzip before the first click; the
// capabilities and CosmJS load on first use.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bundleLibrary, gzipChunks as gzipAll, staticClosure } from '@portico/testkit/bundle/libraryChunks'
import { describe, expect, it } from 'vitest'

/** Production build of `entry`; the kernel and zod stay external. */
const bundle = (entry: string) =>
  bundleLibrary(entry, (id) => id.startsWith('@portico/kernel') || id === 'zod' || id.startsWith('zod/'))

const gzip = (code: string) => gzipSync(code, { level: 9 }).length
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const from = (name: string) => (id: string) => id.includes(join('node_modules', name))

describe('bundle', () => {
  it('an app composing cosmos() loads only the registration; CosmJS loads on first use', async () => {
    const chunks = await bundle(join(import.meta.dirname, '../test/bundle/pluginOnly.ts'))
    const main = chunks.find((chunk) => chunk.isEntry)!
    const eager = staticClosure(main, chunks)
    const lazy = chunks.filter((chunk) => !eager.includes(chunk))
    const eagerModules = eager.flatMap((chunk) => chunk.moduleIds)
    for (const library of ['@cosmjs', 'cosmjs-types', '@scure', '@noble', 'zod'])
      expect(eagerModules.filter(from(library))).toEqual([])
    expect(lazy.some((chunk) => chunk.moduleIds.some(from('@cosmjs')))).toBe(true)
    const capabilities = lazy.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('capabilities.ts')))!
    console.info(
      `cosmos() before first use: ${kib(gzipAll(eager))} KiB gzip | capabilities with CosmJS: ` +
        `${kib(gzipAll(staticClosure(capabilities, chunks)))} KiB gzip | everything: ${kib(gzipAll(chunks))} KiB gzip`,
    )
    // Issue 20's budget: composing cosmos() adds at most 2 KiB gzip before the first click.
    expect(gzipAll(eager)).toBeLessThanOrEqual(2 * 1024)
  }, 180_000)

  it('bundles only the networks an app imports', async () => {
    const [one] = await bundle(join(import.meta.dirname, '../test/bundle/onlyOsmosis.ts'))
    expect(one!.code).toContain('osmosis-1')
    expect(one!.code).not.toContain('cosmoshub-4')
    expect(gzip(one!.code)).toBeLessThan(1536)
  }, 120_000)
})
