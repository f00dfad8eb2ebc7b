// Bundle discipline: composing solana() adds at most 2 KiB gzip before the first click; discovery,
// the capabilities and @solana/web3.js load on first use.
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
const fromWeb3 = from(join('@solana', 'web3.js'))

describe('bundle', () => {
  it('an app composing solana() loads only the registration; the rest loads on first use', async () => {
    const chunks = await bundle(join(import.meta.dirname, '../test/bundle/pluginOnly.ts'))
    const main = chunks.find((chunk) => chunk.isEntry)!
    const eager = staticClosure(main, chunks)
    const lazy = chunks.filter((chunk) => !eager.includes(chunk))
    const eagerModules = eager.flatMap((chunk) => chunk.moduleIds)
    for (const library of ['@solana', '@wallet-standard', 'bs58', '@noble', 'zod'])
      expect(eagerModules.filter(from(library))).toEqual([])
    const capabilities = lazy.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('capabilities.ts')))!
    // Connect, sign and balances need no @solana/web3.js: only the transfer builder does.
    expect(
      staticClosure(capabilities, chunks)
        .flatMap((chunk) => chunk.moduleIds)
        .filter(fromWeb3),
    ).toEqual([])
    expect(lazy.some((chunk) => chunk.moduleIds.some(fromWeb3))).toBe(true)
    expect(lazy.some((chunk) => chunk.moduleIds.some(from('@wallet-standard')))).toBe(true)

    const web3 = lazy.filter((chunk) => chunk.moduleIds.some(fromWeb3))
    console.info(
      `solana() before first use: ${kib(gzipAll(eager))} KiB gzip | capabilities: ${kib(gzipAll(staticClosure(capabilities, chunks)))} KiB gzip | ` +
        `web3.js chunks: ${kib(gzipAll(web3))} KiB gzip | everything: ${kib(gzipAll(chunks))} KiB gzip`,
    )
    // Issue 14's budget: composing solana() adds at most 2 KiB gzip before the first click.
    expect(gzipAll(eager)).toBeLessThanOrEqual(2 * 1024)
  }, 120_000)

  it('bundles only the networks an app imports', async () => {
    const [one] = await bundle(join(import.meta.dirname, '../test/bundle/onlyDevnet.ts'))
    expect(one!.code).toContain('https://api.devnet.solana.com')
    expect(one!.code).not.toContain('https://api.mainnet-beta.solana.com')
    expect(gzip(one!.code)).toBeLessThan(1024)
  }, 120_000)
})
