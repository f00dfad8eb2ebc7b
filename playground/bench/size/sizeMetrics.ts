import { toKib as kib } from '../../../testkit/src/bundle/gzip.js'
import type { Result } from '../report/metrics.js'
import type { Scenario } from '../scenarios.js'
import { splitEagerLazy, totalSize } from './buildGraph.js'
import type { ScenarioBuild } from './buildScenario.js'
import { PAGE_CODE } from './packageOf.js'

/** A figure read from a build: the same value as its median, min and max. */
export const constant = (scenario: string, metric: string, value: number, unit: string): Result => ({
  scenario,
  metric,
  median: value,
  min: value,
  max: value,
  unit,
})

/** Everything each build emits (loaded sooner or later), raw and gzip. */
export function totalSizeResults(builds: readonly ScenarioBuild[]): Result[] {
  return builds.flatMap((build) => {
    const total = totalSize(build.chunks)
    return [
      constant(build.scenario, 'js_total_gzip_kib', kib(total.gzipBytes), 'KiB'),
      constant(build.scenario, 'js_total_raw_kib', kib(total.bytes), 'KiB'),
    ]
  })
}

/**
 * JS before the first click read from the build graph (entry chunk and its static imports), for
 * the size-only check that runs without a browser. The browser run measures the same thing from
 * what was fetched, which also catches code a page loads on its own before any click.
 */
export function staticBeforeClickResults(builds: readonly ScenarioBuild[]): Result[] {
  return builds.flatMap((build) => {
    const eager = totalSize(splitEagerLazy(build).eager)
    return [
      constant(build.scenario, 'js_before_click_gzip_kib', kib(eager.gzipBytes), 'KiB'),
      constant(build.scenario, 'js_before_click_raw_kib', kib(eager.bytes), 'KiB'),
    ]
  })
}

const WALLETCONNECT_PLUGIN = '@portico/plugin-walletconnect'

/** The composition connect-evm-wc adds WalletConnect to: (a), its instance created at once like wc's. */
export const WALLETCONNECT_BASELINE = 'connect-evm-instance' satisfies Scenario
const isWalletConnectLibrary = (pkg: string) => pkg.startsWith('@walletconnect/') || pkg.startsWith('@reown/')

/**
 * Issue 5's check: composing WalletConnect into (a) may add only its own small entry before the
 * click, none of the WalletConnect libraries; and how much it adds for later (its lazy chunks).
 * `beforeClickGzipKib` are the two compositions' before-click figures (measured or static).
 */
export function walletConnectResults(
  builds: ReadonlyMap<Scenario, ScenarioBuild>,
  beforeClickGzipKib: { withoutWalletConnect: number; withWalletConnect: number },
): Result[] {
  const base = builds.get(WALLETCONNECT_BASELINE)
  const withWc = builds.get('connect-evm-wc')
  if (!base || !withWc) return []
  const eager = splitEagerLazy(withWc).eager
  const libraryModules = eager.flatMap((chunk) => chunk.modules).filter((m) => isWalletConnectLibrary(m.pkg))
  const lazyAdded =
    totalSize(splitEagerLazy(withWc).lazy).gzipBytes - totalSize(splitEagerLazy(base).lazy).gzipBytes
  const added = beforeClickGzipKib.withWalletConnect - beforeClickGzipKib.withoutWalletConnect
  return [
    constant(
      'connect-evm-wc',
      'js_before_click_added_by_walletconnect_gzip_kib',
      Math.round(added * 10) / 10,
      'KiB',
    ),
    constant('connect-evm-wc', 'walletconnect_library_modules_before_click', libraryModules.length, 'count'),
    constant('connect-evm-wc', 'walletconnect_lazy_gzip_kib', kib(lazyAdded), 'KiB'),
  ]
}

/**
 * Lines for the report: WalletConnect's lazy chunks (those holding the plugin's or the libraries'
 * modules, largest first), and any module of another package that composing it moved before the click.
 */
export function describeWalletConnectComposition(builds: ReadonlyMap<Scenario, ScenarioBuild>): string[] {
  const base = builds.get(WALLETCONNECT_BASELINE)
  const withWc = builds.get('connect-evm-wc')
  if (!base || !withWc) return []
  const isWalletConnect = (pkg: string) => isWalletConnectLibrary(pkg) || pkg === WALLETCONNECT_PLUGIN
  const chunks = splitEagerLazy(withWc)
    .lazy.filter((chunk) => chunk.modules.some((m) => isWalletConnect(m.pkg)))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const lines = chunks.map(
    (chunk) =>
      `  lazy ${chunk.fileName}: ${kib(chunk.gzipBytes)} KiB gzip (${kib(chunk.bytes)} KiB raw), ` +
      `${chunk.modules.length} modules`,
  )
  const baseEager = new Set(splitEagerLazy(base).eager.flatMap((chunk) => chunk.modules.map((m) => m.id)))
  const movedEager = splitEagerLazy(withWc)
    .eager.flatMap((chunk) => chunk.modules)
    .filter((m) => !baseEager.has(m.id) && m.pkg !== WALLETCONNECT_PLUGIN && m.pkg !== PAGE_CODE)
  for (const m of movedEager) lines.push(`  before the click besides the plugin's entry: ${m.id} (${m.pkg})`)
  return lines
}
