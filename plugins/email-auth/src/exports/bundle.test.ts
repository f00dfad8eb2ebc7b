// @vitest-environment node
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'

type Chunk = Rollup.OutputChunk

/** Issue 15: composing emailAuth() adds at most 1.5 KiB gzip before the first click. */
const BUDGET_GZIP_BYTES = 1.5 * 1024

function staticClosure(start: Chunk, byName: Map<string, Chunk>): Chunk[] {
  const seen = new Set<Chunk>([start])
  const queue = [start]
  while (queue.length) {
    for (const name of (queue.pop() as Chunk).imports) {
      const next = byName.get(name)
      if (next && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen]
}

describe('the email-auth plugin entry in a production bundle', () => {
  it('adds at most 1.5 KiB gzip before the first click; the frame, its protocol and the views load later', async () => {
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
          // What every Portico app ships already stays out, so the figure is the plugin's own.
          external: [/^react($|\/)/, /^react-dom($|\/)/, /^@portico\/(kernel|ui)($|\/)/, /^zod($|\/)/],
          output: { format: 'es' },
        },
      },
    })) as Rollup.RollupOutput
    const chunks = output.output.filter((item): item is Chunk => item.type === 'chunk')
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    // Vite's module-preload helper comes with any app that loads code lazily (the kernel does), so
    // it is not this plugin's; everything else the entry loads at once is.
    const isPreloadHelper = (chunk: Chunk) =>
      Object.keys(chunk.modules).every((id) => id.includes('preload-helper'))
    const eager = staticClosure(chunks.find((chunk) => chunk.isEntry) as Chunk, byName).filter(
      (chunk) => !isPreloadHelper(chunk),
    )
    // Vite inlines its preload helper into this entry (one dynamic importer): measure our modules' code only.
    const ours = (chunk: Chunk) =>
      Object.entries(chunk.modules)
        .filter(([id]) => !id.includes('preload-helper'))
        .map(([, module]) => module.code ?? '')
        .join('\n')
    const gzip = eager.reduce((sum, chunk) => sum + gzipSync(ours(chunk)).length, 0)
    console.info(`email-auth before the click: ${gzip} B gzip in ${eager.length} chunk(s)`)
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES)
    // The frame channel and its protocol are in lazy chunks, never before the click.
    expect(eager.some((chunk) => chunk.code.includes('portico-secure-frame'))).toBe(false)
    expect(eager.some((chunk) => chunk.code.includes('@w3m-app/'))).toBe(false)
    expect(
      chunks.some((chunk) => !eager.includes(chunk) && chunk.code.includes('portico-secure-frame')),
    ).toBe(true)
  }, 120_000)
})
