import type { BuiltChunk, ScenarioBuild } from './buildScenario.js'

export type ChunkSplit = {
  /**
   * What loads before any interaction: the entry chunk, the page's own modules it loads by itself
   * after the first paint (its Portico instance), and every chunk those import statically.
   */
  eager: readonly BuiltChunk[]
  /** Everything else: loaded by `import()` on demand. */
  lazy: readonly BuiltChunk[]
}

/** Splits a build into what the page loads before any interaction and the rest. */
export function splitEagerLazy(build: ScenarioBuild): ChunkSplit {
  const byName = new Map(build.chunks.map((chunk) => [chunk.fileName, chunk]))
  const eager = new Set(build.chunks.filter((chunk) => chunk.isEntry || chunk.isPageModule))
  for (const chunk of eager)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) eager.add(imported)
    }
  return { eager: [...eager], lazy: build.chunks.filter((chunk) => !eager.has(chunk)) }
}

/**
 * The files the page's entry waits for before it runs: the entry chunk and every chunk it imports
 * statically, directly or not (an ES module runs once its whole static graph has arrived).
 */
export function entryFiles(build: ScenarioBuild): readonly BuiltChunk[] {
  const byName = new Map(build.chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set(build.chunks.filter((chunk) => chunk.isEntry))
  for (const chunk of files)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) files.add(imported)
    }
  return [...files]
}

export type SizeTotals = { bytes: number; gzipBytes: number; files: number }

/** Raw and gzip bytes of some chunks, each compressed on its own as it is served. */
export function totalSize(chunks: readonly BuiltChunk[]): SizeTotals {
  return {
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    files: chunks.length,
  }
}
