// @vitest-environment node
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'

type Chunk = Rollup.OutputChunk

/** Text only the universal provider (and not Portico) contains: its default relay and storage key. */
const UNIVERSAL_PROVIDER_MARKERS = ['wss://relay.walletconnect.org', 'universal_provider']

const sizeOf = (chunks: readonly Chunk[]) => ({
  bytes: chunks.reduce((sum, c) => sum + Buffer.byteLength(c.code), 0),
  gzip: chunks.reduce((sum, c) => sum + gzipSync(c.code).length, 0),
})

/** Every chunk `start` loads before it runs (its static imports, transitively). */
function staticClosure(start: Chunk, byName: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>([start])
  const queue = [start]
  while (queue.length) {
    const chunk = queue.pop() as Chunk
    for (const name of chunk.imports) {
      const next = byName.get(name)
      if (next && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return seen
}

/**
 * Bundles an app entry that composes the plugin, for the browser, as an app would. What every Portico app already ships
 * (React, the kernel, the ui package, zod) stays external, so the sizes are this plugin's own.
 */
async function bundleEntry(): Promise<Chunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rollupOptions: {
        input: join(import.meta.dirname, '../test/bundleEntry.ts'),
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/, /^@portico\//, /^zod($|\/)/],
        output: { format: 'es' },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const outputs = Array.isArray(output) ? output : [output]
  return outputs.flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk')
}

describe('the plugin entry in a production bundle', () => {
  it('keeps @walletconnect/universal-provider out of the first paint: only a dynamic import reaches it', async () => {
    const chunks = await bundleEntry()
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    const entry = chunks.find((chunk) => chunk.isEntry) as Chunk
    const firstPaint = staticClosure(entry, byName)
    const hasProvider = (chunk: Chunk) =>
      UNIVERSAL_PROVIDER_MARKERS.every((marker) => chunk.code.includes(marker))

    expect([...firstPaint].filter(hasProvider)).toEqual([])
    const providerChunk = chunks.find(hasProvider)
    expect(providerChunk, 'a chunk holding the universal provider').toBeDefined()
    expect(providerChunk?.isDynamicEntry).toBe(true)

    // What choosing WalletConnect fetches: the provider chunk and what it imports, minus the first paint.
    const lazy = [...staticClosure(providerChunk as Chunk, byName)].filter((chunk) => !firstPaint.has(chunk))
    const lazySize = sizeOf(lazy)
    const entrySize = sizeOf([...firstPaint])
    console.info(
      `walletconnect first paint: ${entrySize.bytes} B (${entrySize.gzip} B gzip) in ${firstPaint.size} chunk(s); ` +
        `universal provider lazy chunk(s): ${lazySize.bytes} B (${lazySize.gzip} B gzip) in ${lazy.length} chunk(s)`,
    )
    expect(lazySize.bytes).toBeGreaterThan(entrySize.bytes)
  }, 120_000)
})
