import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { toKib } from '../../../testkit/src/bundle/gzip.js'
import type { Budget } from '../report/budgets.js'
import type { Result } from '../report/metrics.js'
import { REPO_ROOT } from '../scenarios.js'
import { splitEagerLazy } from './buildGraph.js'
import type { ScenarioBuild } from './buildScenario.js'
import { WORKSPACE_DIRS } from './packageOf.js'
import { packageSizes } from './packageSizes.js'
import { constant } from './sizeMetrics.js'

/**
 * Libraries that must never load before the first click in any composition (issue 24): the chain
 * libraries (viem and its core ox, Solana's, bitcoinjs, Polkadot's, CosmJS) and WalletConnect's.
 */
const CHAIN_LIBRARY = /^(viem|ox|@solana\/.+|bitcoinjs-lib|@scure\/btc-signer|@polkadot\/.+|@cosmjs\/.+)$/
const WALLETCONNECT_LIBRARY = /^(@walletconnect\/.+|@reown\/.+)$/

/** The standard's limits for what a plugin adds before the first click (gzip KiB). */
const STANDARD_LIMIT_KIB = { chain: 2, feature: 1.5 } as const

export type PluginShare = {
  pkg: string
  /** Its folder's name: `swap`, `bip122`. */
  id: string
  kind: 'chain' | 'feature'
  beforeClickGzipBytes: number
  totalGzipBytes: number
}

/**
 * What each chain and feature plugin weighs in a build, before the first click and in all: its
 * modules' share of the chunks' gzip bytes (by minified length; an estimate, see packageSizes).
 * Packages the build does not compose are left out.
 */
export function pluginShares(build: ScenarioBuild): PluginShare[] {
  const sizes = new Map(packageSizes(build).map((row) => [row.pkg, row]))
  const names = new Map(WORKSPACE_DIRS.map((dir) => [dir, workspaceName(dir)]))
  return WORKSPACE_DIRS.filter((dir) => dir.startsWith('chains/') || dir.startsWith('plugins/')).flatMap(
    (dir) => {
      const pkg = names.get(dir) as string
      const size = sizes.get(pkg)
      if (!size) return []
      return [
        {
          pkg,
          id: basename(dir),
          kind: dir.startsWith('chains/') ? ('chain' as const) : ('feature' as const),
          beforeClickGzipBytes: size.eagerGzipBytes,
          totalGzipBytes: size.eagerGzipBytes + size.lazyGzipBytes,
        },
      ]
    },
  )
}

/** packageSizes names workspace modules by their package name; the folder's manifest says it. */
const workspaceName = (dir: string) =>
  (JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name

/** The per-plugin metric names of a composition. */
export const pluginMetric = (id: string, what: 'before_click' | 'total') =>
  `plugin_${id.replaceAll('-', '_')}_${what}_gzip_kib`

/**
 * Each plugin's budget before the click in a composition: its own entry in budgets.json (the
 * `plugin-<id>` check of pluginSize.test.ts, or WalletConnect's issue-5 entry), else the
 * standard's limit for its kind.
 */
export function pluginBudgets(
  scenario: string,
  shares: readonly PluginShare[],
  budgets: readonly Budget[],
): Budget[] {
  return shares.map((share) => {
    const own =
      budgets.find(
        (b) => b.scenario === `plugin-${share.id}` && b.metric.startsWith('js_before_click_added_by_'),
      ) ?? budgets.find((b) => b.metric === `js_before_click_added_by_${share.id}_gzip_kib`)
    return {
      scenario,
      metric: pluginMetric(share.id, 'before_click'),
      max: own?.max ?? STANDARD_LIMIT_KIB[share.kind],
      source: own
        ? `its own budget (${own.scenario} ${own.metric}); here its estimated share of ${scenario}'s eager chunks`
        : `the standard's limit for a ${share.kind} plugin; here its estimated share of ${scenario}'s eager chunks`,
    }
  })
}

/**
 * A composition's per-plugin figures and its forbidden-library counts: the chain libraries' and
 * WalletConnect's modules among the chunks loaded before the click (both must be 0).
 */
export function compositionResults(build: ScenarioBuild): Result[] {
  const eagerModules = splitEagerLazy(build).eager.flatMap((chunk) => chunk.modules)
  return [
    ...pluginShares(build).flatMap((share) => [
      constant(
        build.scenario,
        pluginMetric(share.id, 'before_click'),
        toKib(share.beforeClickGzipBytes),
        'KiB',
      ),
      constant(build.scenario, pluginMetric(share.id, 'total'), toKib(share.totalGzipBytes), 'KiB'),
    ]),
    constant(
      build.scenario,
      'chain_library_modules_before_click',
      eagerModules.filter((m) => CHAIN_LIBRARY.test(m.pkg)).length,
      'count',
    ),
    constant(
      build.scenario,
      'walletconnect_library_modules_before_click',
      eagerModules.filter((m) => WALLETCONNECT_LIBRARY.test(m.pkg)).length,
      'count',
    ),
  ]
}

/** Lines naming the forbidden modules a composition loads before the click (none, normally). */
export function describeForbiddenModules(build: ScenarioBuild): string[] {
  return splitEagerLazy(build)
    .eager.flatMap((chunk) => chunk.modules)
    .filter((m) => CHAIN_LIBRARY.test(m.pkg) || WALLETCONNECT_LIBRARY.test(m.pkg))
    .map((m) => `  ${build.scenario}: ${m.pkg} before the click (${m.id})`)
}
