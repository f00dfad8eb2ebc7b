// Bundle discipline: composing polkadot() adds at most 2 KiB gzip before the first click; the
// capabilities and @polkadot/util-crypto load on first use, @polkadot/api only with a node call.
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
const fromApi = from(join('@polkadot', 'api'))

describe('bundle', () => {
  it('an app composing polkadot() loads only the registration; the rest loads on first use', async () => {
    const chunks = await bundle(join(import.meta.dirname, '../test/bundle/pluginOnly.ts'))
    const main = chunks.find((chunk) => chunk.isEntry)!
    const eager = staticClosure(main, chunks)
    const lazy = chunks.filter((chunk) => !eager.includes(chunk))
    const eagerModules = eager.flatMap((chunk) => chunk.moduleIds)
    expect(eagerModules.filter(from('@polkadot'))).toEqual([])
    expect(eagerModules.filter(from('zod'))).toEqual([])
    const capabilities = lazy.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('capabilities.ts')))!
    // Connect and sign need no @polkadot/api: only a call to a node does.
    expect(
      staticClosure(capabilities, chunks)
        .flatMap((chunk) => chunk.moduleIds)
        .filter(fromApi),
    ).toEqual([])
    expect(lazy.some((chunk) => chunk.moduleIds.some(fromApi))).toBe(true)

    const api = lazy.filter((chunk) => chunk.moduleIds.some(fromApi))
    console.info(
      `polkadot() before first use: ${kib(gzipAll(eager))} KiB gzip | capabilities: ${kib(gzipAll(staticClosure(capabilities, chunks)))} KiB gzip | ` +
        `@polkadot/api chunks: ${kib(gzipAll(api))} KiB gzip | everything: ${kib(gzipAll(chunks))} KiB gzip`,
    )
    // Issue 20's budget: composing polkadot() adds at most 2 KiB gzip before the first click.
    expect(gzipAll(eager)).toBeLessThanOrEqual(2 * 1024)
  }, 180_000)

  it('bundles only the networks an app imports', async () => {
    const [one] = await bundle(join(import.meta.dirname, '../test/bundle/onlyWestend.ts'))
    expect(one!.code).toContain('wss://westend-rpc.polkadot.io')
    expect(one!.code).not.toContain('wss://rpc.polkadot.io')
    expect(gzip(one!.code)).toBeLessThan(1536)
  }, 120_000)
})
