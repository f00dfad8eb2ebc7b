import { toKib } from '../../../testkit/src/bundle/gzip.js'
import type { ScenarioBuild } from '../size/buildScenario.js'
import { type PackageSize, packageSizes } from '../size/packageSizes.js'
import { textTable } from './textTable.js'

/** Packages under this in every build (gzip, before and after the click together) share one line. */
const SMALL_BYTES = 0.2 * 1024
/** Differences under this are the estimate's noise (a chunk's gzip is shared by minified length). */
const NOISE_BYTES = 0.3 * 1024

type Column = 'eagerGzipBytes' | 'lazyGzipBytes'

export type PackageTableOptions = {
  /** Only the packages whose size differs between the first and the last build. */
  onlyChanged?: boolean
}

/**
 * Gzip KiB per package before the first click and loaded later, one pair of columns per build,
 * then what the last build adds to the first (connect-evm then full: what the other plugins add).
 */
export function packageTable(
  builds: readonly ScenarioBuild[],
  { onlyChanged = false }: PackageTableOptions = {},
) {
  const sizes = builds.map((build) => new Map(packageSizes(build).map((row) => [row.pkg, row])))
  const first = sizes[0] ?? new Map<string, PackageSize>()
  const last = sizes.at(-1) ?? first
  const sum = (map: Map<string, PackageSize>, names: readonly string[], column: Column) =>
    names.reduce((total, name) => total + (map.get(name)?.[column] ?? 0), 0)
  const delta = (names: readonly string[], column: Column) =>
    sum(last, names, column) - sum(first, names, column)
  const cellsOf = (names: readonly string[]) => [
    ...sizes.flatMap((map) => [
      toKib(sum(map, names, 'eagerGzipBytes')),
      toKib(sum(map, names, 'lazyGzipBytes')),
    ]),
    ...(sizes.length > 1
      ? [toKib(delta(names, 'eagerGzipBytes')), toKib(delta(names, 'lazyGzipBytes'))]
      : []),
  ]

  const packages = [...new Set(sizes.flatMap((map) => [...map.keys()]))]
  // Heaviest before the click first, then heaviest later.
  const weight = (pkg: string) =>
    Math.max(
      ...sizes.map((map) => (map.get(pkg)?.eagerGzipBytes ?? 0) * 1e4 + (map.get(pkg)?.lazyGzipBytes ?? 0)),
    )
  packages.sort((a, b) => weight(b) - weight(a))
  const changed = (pkg: string) =>
    Math.abs(delta([pkg], 'eagerGzipBytes')) >= NOISE_BYTES ||
    Math.abs(delta([pkg], 'lazyGzipBytes')) >= NOISE_BYTES
  const isSmall = (pkg: string) =>
    sizes.every((map) => sum(map, [pkg], 'eagerGzipBytes') + sum(map, [pkg], 'lazyGzipBytes') < SMALL_BYTES)

  const shown = onlyChanged ? packages.filter(changed) : packages
  const small = shown.filter(isSmall)
  const rows = shown.filter((pkg) => !isSmall(pkg)).map((pkg) => [pkg, ...cellsOf([pkg])])
  if (small.length) rows.push([`(${small.length} smaller packages)`, ...cellsOf(small)])
  if (onlyChanged && shown.length < packages.length)
    rows.push([
      `(${packages.length - shown.length} unchanged packages)`,
      ...cellsOf(packages.filter((p) => !changed(p))),
    ])
  rows.push(['total', ...cellsOf(packages)])

  const header = ['package (gzip KiB)']
  for (const build of builds) header.push(`${build.scenario} before`, `${build.scenario} lazy`)
  const added = builds.at(-1)?.scenario
  if (builds.length > 1) header.push(`${added} adds before`, `${added} adds lazy`)
  return textTable(header, rows)
}
