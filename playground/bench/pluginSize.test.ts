// Feature plugins may add at most their small registration before the first click (1.5 KiB gzip):
// the same composition is built with and without the plugin and the eager JavaScript compared.
// The plugin-* pages are not bench scenarios; only this check builds them. The last checks build
// WalletConnect's composition and the `full` one, whose per-plugin shares the bench reports too.
import { toKib } from '@portico/testkit/bundle/gzip'
import { describe, expect, it } from 'vitest'
import { checkBudgets, readBudgets } from './report/budgets.js'
import type { Scenario } from './scenarios.js'
import { entryFiles, splitEagerLazy, totalSize } from './size/buildGraph.js'
import { buildScenario } from './size/buildScenario.js'
import { compositionResults, pluginBudgets, pluginShares } from './size/pluginShares.js'
import { WALLETCONNECT_BASELINE } from './size/sizeMetrics.js'

const eagerGzipBytes = async (page: string) => {
  const build = await buildScenario(page as Scenario, { write: false })
  const { eager } = splitEagerLazy(build)
  return {
    bytes: totalSize(eager).gzipBytes,
    modules: eager.flatMap((chunk) => chunk.modules.map((m) => m.id)),
  }
}

/** Each plugin checked: its id, its budget's metric and its folder (feature plugins under plugins/). */
const PLUGINS = [
  ['swap', 'js_before_click_added_by_swap_gzip_kib', 'plugins/swap'],
  ['siwx', 'js_before_click_added_by_siwx_gzip_kib', 'plugins/siwx'],
  ['names', 'js_before_click_added_by_names_gzip_kib', 'plugins/names'],
  ['onramp', 'js_before_click_added_by_onramp_gzip_kib', 'plugins/onramp'],
  ['email-auth', 'js_before_click_added_by_email_auth_gzip_kib', 'plugins/email-auth'],
  ['analytics', 'js_before_click_added_by_analytics_gzip_kib', 'plugins/analytics'],
  // Social login needs the e-mail wallet: measured against the composition that has it.
  ['socials', 'js_before_click_added_by_socials_gzip_kib', 'plugins/socials', 'plugin-email-auth'],
  ['smart-sessions', 'js_before_click_added_by_smart_sessions_gzip_kib', 'plugins/smart-sessions'],
  // A chain plugin (2 KiB budget, with its network definition): discovery only before the click.
  ['bip122', 'js_before_click_added_by_bip122_gzip_kib', 'chains/bip122'],
  ['solana', 'js_before_click_added_by_solana_gzip_kib', 'chains/solana'],
  ['cosmos', 'js_before_click_added_by_cosmos_gzip_kib', 'chains/cosmos'],
  ['polkadot', 'js_before_click_added_by_polkadot_gzip_kib', 'chains/polkadot'],
] as const

describe('feature plugin entries', () => {
  it.each(PLUGINS)(
    'composing %s() adds at most its budget (gzip) before the first click, none of its core or views',
    async (plugin, metric, folder, basePage: string = 'plugin-base') => {
      const budget = readBudgets().budgets.find(
        (b) => b.scenario === `plugin-${plugin}` && b.metric === metric,
      )?.max
      expect(budget).toBeTypeOf('number')
      const [without, withPlugin] = [await eagerGzipBytes(basePage), await eagerGzipBytes(`plugin-${plugin}`)]
      const addedKib = (withPlugin.bytes - without.bytes) / 1024
      console.info(`${plugin}() adds ${addedKib.toFixed(2)} KiB gzip before the first click`)
      const pluginModules = withPlugin.modules.filter((id) => id.includes(`/${folder}/`))
      expect(pluginModules.length).toBeGreaterThan(0)
      // Only the entry's modules: no schemas, service, views or view texts before the click.
      expect(
        pluginModules.filter((id) => /\/(core|views|actions|wallets|message|transfer)\/|viewEn/.test(id)),
      ).toEqual([])
      expect(
        addedKib,
        `${plugin}() adds ${addedKib.toFixed(2)} KiB gzip: ${pluginModules.join(', ')}`,
      ).toBeLessThanOrEqual(budget as number)
    },
    120_000,
  )
})

describe('WalletConnect', () => {
  it('adds at most its budget (gzip) before the first click: the connector, not its service or client', async () => {
    const budget = readBudgets().budgets.find(
      (b) =>
        b.scenario === 'connect-evm-wc' && b.metric === 'js_before_click_added_by_walletconnect_gzip_kib',
    )?.max
    expect(budget).toBeTypeOf('number')
    const [without, withPlugin] = [
      await eagerGzipBytes(WALLETCONNECT_BASELINE),
      await eagerGzipBytes('connect-evm-wc'),
    ]
    const addedKib = (withPlugin.bytes - without.bytes) / 1024
    console.info(`walletConnect() adds ${addedKib.toFixed(2)} KiB gzip before the first click`)
    const pluginModules = withPlugin.modules.filter((id) => id.includes('/plugins/walletconnect/'))
    expect(
      pluginModules.filter((id) =>
        /\/(views|session|locales)\/|Service|Provider|Client|NamespaceSession/.test(id),
      ),
    ).toEqual([])
    expect(withPlugin.modules.filter((id) => /node_modules\/@(walletconnect|reown)\//.test(id))).toEqual([])
    expect(
      addedKib,
      `walletConnect() adds ${addedKib.toFixed(2)} KiB gzip: ${pluginModules.join(', ')}`,
    ).toBeLessThanOrEqual(budget as number)
  }, 120_000)
})

describe('every plugin composed (full)', () => {
  it("keeps each plugin's share before the first click within its budget, and no chain or WalletConnect library", async () => {
    const build = await buildScenario('full', { write: false })
    const shares = pluginShares(build)
    const results = compositionResults(build)
    const verdicts = checkBudgets(pluginBudgets('full', shares, readBudgets().budgets), results)
    for (const share of shares)
      console.info(`${share.id}: ${toKib(share.beforeClickGzipBytes)} KiB gzip before the click in full`)
    expect(shares.length).toBeGreaterThan(10)
    expect(verdicts).toHaveLength(shares.length)
    expect(
      verdicts.filter((v) => !v.pass).map((v) => `${v.budget.metric} ${v.value} > ${v.budget.max}`),
    ).toEqual([])
    const libraries = results.filter((r) => r.metric.endsWith('_library_modules_before_click'))
    expect(libraries.map((r) => [r.metric, r.median])).toEqual([
      ['chain_library_modules_before_click', 0],
      ['walletconnect_library_modules_before_click', 0],
    ])
    // The button paints once the entry and every file it imports statically have arrived. With
    // every plugin's lazy views importing React and ui's hooks, Rolldown keeps the entry's shared
    // code together only while ui's first-paint modules stay shallow (docs/ENGINEERING.md): it
    // was 8 files (React, ui's context, 4 small kernel files, the JSX and bundler runtimes apart).
    const files = entryFiles(build).map((chunk) => chunk.fileName)
    expect(files.length, `the entry waits for ${files.join(', ')}`).toBeLessThanOrEqual(3)
  }, 180_000)
})
