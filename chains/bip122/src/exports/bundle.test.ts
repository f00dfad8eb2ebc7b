// Bundle discipline: composing bip122() adds at most 2 KiB gzip before the first click;
// bitcoinjs-lib and secp256k1 load only when a Bitcoin path runs.
import { join } from 'node:path'
import { toKib } from '@portico/testkit/bundle/gzip'
import { gzipChunks, splitLibrary, staticClosure } from '@portico/testkit/bundle/libraryChunks'
import { describe, expect, it } from 'vitest'

const external = (id: string) => id === '@portico/kernel' || id === 'zod' || id.startsWith('zod/')
const fromBitcoinLibraries = (id: string) =>
  /[\\/]node_modules[\\/](bitcoinjs-lib|@bitcoinerlab[\\/]secp256k1|@noble|bip174|@scure)[\\/]/.test(id)

describe('bundle', () => {
  it('an app composing bip122() loads discovery only (at most 2 KiB gzip); bitcoinjs-lib loads lazily', async () => {
    const {
      chunks,
      eager,
      lazy,
      external: imports,
      eagerModules,
    } = await splitLibrary(join(import.meta.dirname, '../test/bundle/pluginOnly.ts'), external)
    expect(eagerModules.filter(fromBitcoinLibraries)).toEqual([])
    // No validation library before first use: wallets are validated (zod/mini) when the list opens.
    expect(imports).toEqual(['@portico/kernel'])
    const capabilities = lazy.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('capabilities.ts')))!
    expect(
      staticClosure(capabilities, chunks)
        .flatMap((c) => c.moduleIds)
        .some(fromBitcoinLibraries),
    ).toBe(true)
    console.info(
      `bip122() before first use: ${toKib(gzipChunks(eager))} KiB gzip | ` +
        `capabilities with bitcoinjs-lib: ${toKib(gzipChunks(staticClosure(capabilities, chunks)))} KiB gzip`,
    )
    expect(gzipChunks(eager)).toBeLessThanOrEqual(2 * 1024)
  }, 120_000)

  it('bundles only the networks an app imports, without bitcoinjs-lib', async () => {
    const { eager, eagerModules } = await splitLibrary(
      join(import.meta.dirname, '../test/bundle/onlyBitcoin.ts'),
      external,
    )
    const code = eager.map((chunk) => chunk.code).join('\n')
    expect(code).toContain('000000000019d6689c085ae165831e93')
    expect(code).not.toContain('000000000933ea01ad0ee984209779ba')
    expect(eagerModules.filter(fromBitcoinLibraries)).toEqual([])
    expect(gzipChunks(eager)).toBeLessThan(1024)
  }, 120_000)
})
