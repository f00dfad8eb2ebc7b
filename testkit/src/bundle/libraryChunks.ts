import { build, defaultClientConditions, type Rolldown } from 'vite'
import { gzipSize } from './gzip.js'

/**
 * What a package's bundle test measures: a production build of one entry (library mode, ESM,
 * minified, sources through the `source` condition) split into the chunks that load with it (it
 * and its static imports) and the lazily loaded rest.
 */
export type Chunk = Rolldown.OutputChunk

export async function bundleLibrary(entry: string, isExternal: (id: string) => boolean): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: isExternal },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Chunk => item.type === 'chunk')
}

/** A chunk and every chunk it imports statically. */
export function staticClosure(entry: Chunk, chunks: readonly Chunk[]): Chunk[] {
  const seen = new Set<Chunk>([entry])
  for (const chunk of seen)
    for (const file of chunk.imports) {
      const next = chunks.find((c) => c.fileName === file)
      if (next) seen.add(next)
    }
  return [...seen]
}

/** The chunks that load with `entry`, the lazy rest, and the external imports of the eager part. */
export async function splitLibrary(entry: string, isExternal: (id: string) => boolean) {
  const chunks = await bundleLibrary(entry, isExternal)
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

/** Gzip size of chunks sent as one file (level 9). */
export const gzipChunks = (chunks: readonly Chunk[]) => gzipSize(chunks.map((chunk) => chunk.code).join('\n'))
