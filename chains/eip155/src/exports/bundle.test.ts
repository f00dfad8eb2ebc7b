// Bundle discipline: the plugin entry must not pull viem in statically; networks tree-shake.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

type Chunk = Rolldown.OutputChunk

/** Production build of `entry` (library mode, ESM, minified); the kernel and zod stay external. */
async function bundle(entry: string): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id) => id === '@portico/kernel' || id === 'zod' || id.startsWith('zod/') },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Chunk => item.type === 'chunk')
}

function staticClosure(entry: Chunk, chunks: readonly Chunk[]): Chunk[] {
  const seen = new Set<Chunk>([entry])
  for (const chunk of seen)
    for (const file of chunk.imports) {
      const next = chunks.find((c) => c.fileName === file)
      if (next) seen.add(next)
    }
  return [...seen]
}

const gzip = (code: string) => gzipSync(code, { level: 9 }).length
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const fromViem = (id: string) => /[\\/]node_modules[\\/]viem[\\/]/.test(id)

const sum = (chunks: readonly Chunk[]) => chunks.reduce((n, chunk) => n + chunk.code.length, 0)
const gzipAll = (chunks: readonly Chunk[]) => gzip(chunks.map((chunk) => chunk.code).join('\n'))

/** The chunks that load with an entry (it and its static imports) and the lazily loaded rest. */
async function split(entry: string) {
  const chunks = await bundle(entry)
  const main = chunks.find((chunk) => chunk.isEntry)!
  const eager = staticClosure(main, chunks)
  const lazy = chunks.filter((chunk) => !eager.includes(chunk))
  const external = [
    ...new Set(
      eager.flatMap((chunk) => chunk.imports).filter((id) => !chunks.some((c) => c.fileName === id)),
    ),
  ].sort()
  return { chunks, eager, lazy, external, eagerModules: eager.flatMap((chunk) => chunk.moduleIds) }
}

describe('bundle', () => {
  it('an app composing eip155() loads discovery only; capabilities and viem load lazily', async () => {
    const { chunks, eager, lazy, external, eagerModules } = await split(
      join(import.meta.dirname, '../test/bundle/pluginOnly.ts'),
    )
    expect(eagerModules.filter(fromViem)).toEqual([])
    expect(eagerModules.filter((id) => id.includes(join('src', 'viem')))).toEqual([])
    // No validation library before first use either: announcements are parsed (zod/mini) lazily.
    expect(external).toEqual(['@portico/kernel'])
    // The capabilities chunk (connect, switch, sign, RPC, error mapping) has no viem either.
    const capabilities = lazy.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('capabilities.ts')))!
    expect(capabilities.moduleIds.filter(fromViem)).toEqual([])
    expect(
      staticClosure(capabilities, chunks)
        .flatMap((chunk) => chunk.moduleIds)
        .filter(fromViem),
    ).toEqual([])
    // viem (transports, client, balance, transfer encoding, typed data) sits behind further import()s.
    expect(lazy.some((chunk) => chunk.moduleIds.some(fromViem))).toBe(true)

    const viemChunks = lazy.filter((chunk) => chunk.moduleIds.some(fromViem))
    console.info(
      `eip155() before first use: ${kib(sum(eager))} KiB min, ${kib(gzipAll(eager))} KiB gzip | ` +
        `capabilities chunk: ${kib(capabilities.code.length)} KiB min, ${kib(gzip(capabilities.code))} KiB gzip | ` +
        `viem chunks: ${kib(sum(viemChunks))} KiB min, ${kib(gzipAll(viemChunks))} KiB gzip | ` +
        `everything: ${kib(sum(chunks))} KiB min, ${kib(gzipAll(chunks))} KiB gzip`,
    )
    // Budget: what loads with the page stays under 3 KiB gzip (the kernel not counted).
    expect(gzipAll(eager)).toBeLessThan(3 * 1024)
    expect(gzipAll(chunks)).toBeGreaterThan(gzipAll(eager) * 10)
  }, 120_000)

  it('the whole public entry (every export) imports no viem statically', async () => {
    const { eager, external, eagerModules, lazy } = await split(join(import.meta.dirname, 'index.ts'))
    expect(eagerModules.filter(fromViem)).toEqual([])
    expect(eagerModules.filter((id) => id.includes(join('src', 'viem')))).toEqual([])
    expect(external).toEqual(['@portico/kernel', 'zod/mini'])
    expect(lazy.some((chunk) => chunk.moduleIds.some(fromViem))).toBe(true)
    console.info(`all exports, static part: ${kib(sum(eager))} KiB min, ${kib(gzipAll(eager))} KiB gzip`)
    expect(gzipAll(eager)).toBeLessThan(10 * 1024)
  }, 120_000)

  it('bundles only the networks an app imports', async () => {
    const [one] = await bundle(join(import.meta.dirname, '../test/bundle/onlyBase.ts'))
    const [all] = await bundle(join(import.meta.dirname, 'networks.ts'))
    expect(one!.code).toContain('https://mainnet.base.org')
    for (const other of [
      'https://arb1.arbitrum.io/rpc',
      'https://mainnet.optimism.io',
      'https://sepolia.base.org',
    ])
      expect(one!.code).not.toContain(other)
    expect(one!.moduleIds.filter(fromViem)).toEqual([])
    console.info(`networks: one ${kib(gzip(one!.code))} KiB gzip, all 24 ${kib(gzip(all!.code))} KiB gzip`)
    expect(gzip(one!.code)).toBeLessThan(1024)
  }, 120_000)
})
