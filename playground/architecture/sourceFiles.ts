import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The layering test's probe folders start with this; they come and go while it runs. */
export const PROBE_PREFIX = 'layering-'

/**
 * The library source files below `dir` (`.ts` and `.tsx`, tests left out), without the folders
 * named in `skip` and without the layering test's probe folders: the architecture test files run
 * in parallel, and a probe another file is writing may be gone by the time it would be read.
 *
 * @example
 * sourceFiles(join(REPO, 'ui/src'), ['testing'])
 */
export function sourceFiles(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(PROBE_PREFIX)) return []
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : sourceFiles(path, skip)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}
