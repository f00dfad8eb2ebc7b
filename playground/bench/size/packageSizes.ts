import { splitEagerLazy } from './buildGraph.js'
import type { BuiltChunk, ScenarioBuild } from './buildScenario.js'

export type PackageSize = {
  pkg: string
  eagerGzipBytes: number
  lazyGzipBytes: number
  eagerBytes: number
  lazyBytes: number
}

/**
 * What each package weighs in a build, before the first click (eager chunks) and loaded later.
 * A chunk's real raw and gzip bytes are shared among its modules by their minified length, so the
 * rows add up to the measured totals; a package's gzip figure is an estimate (gzip is not additive).
 */
export function packageSizes(build: ScenarioBuild): PackageSize[] {
  const { eager, lazy } = splitEagerLazy(build)
  const rows = new Map<string, PackageSize>()
  const row = (pkg: string) => {
    let found = rows.get(pkg)
    if (!found) {
      found = { pkg, eagerGzipBytes: 0, lazyGzipBytes: 0, eagerBytes: 0, lazyBytes: 0 }
      rows.set(pkg, found)
    }
    return found
  }
  const add = (chunks: readonly BuiltChunk[], when: 'eager' | 'lazy') => {
    for (const chunk of chunks) {
      const weight = chunk.modules.reduce((sum, module) => sum + module.minifiedBytes, 0)
      if (weight === 0) continue
      for (const module of chunk.modules) {
        const share = module.minifiedBytes / weight
        const target = row(module.pkg)
        target[`${when}GzipBytes`] += chunk.gzipBytes * share
        target[`${when}Bytes`] += chunk.bytes * share
      }
    }
  }
  add(eager, 'eager')
  add(lazy, 'lazy')
  return [...rows.values()].sort(
    (a, b) => b.eagerGzipBytes - a.eagerGzipBytes || b.lazyGzipBytes - a.lazyGzipBytes,
  )
}
