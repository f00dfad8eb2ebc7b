// Feature plugins may add at most their small registration before the first click (1.5 KiB gzip):
// the same composition is built with and without the plugin and the eager JavaScript compared.
// The pages are not bench scenarios; only this check builds them.
import { describe, expect, it } from 'vitest'
import { readBudgets } from './report/budgets.js'
import type { Scenario } from './scenarios.js'
import { splitEagerLazy, totalSize } from './size/buildGraph.js'
import { buildScenario } from './size/buildScenario.js'

const eagerGzipBytes = async (page: string) => {
  const build = await buildScenario(page as Scenario, { write: false })
  const { eager } = splitEagerLazy(build)
  return {
    bytes: totalSize(eager).gzipBytes,
    modules: eager.flatMap((chunk) => chunk.modules.map((m) => m.id)),
  }
}

describe('feature plugin entries', () => {
  it('composing swap() adds at most its budget (gzip) before the first click, none of its core or views', async () => {
    const budget = readBudgets().budgets.find(
      (b) => b.scenario === 'plugin-swap' && b.metric === 'js_before_click_added_by_swap_gzip_kib',
    )?.max
    expect(budget).toBeTypeOf('number')
    const [without, withSwap] = [await eagerGzipBytes('plugin-base'), await eagerGzipBytes('plugin-swap')]
    const addedKib = (withSwap.bytes - without.bytes) / 1024
    const swapModules = withSwap.modules.filter((id) => id.includes('/plugins/swap/'))
    expect(swapModules.length).toBeGreaterThan(0)
    // Only the entry's modules: no schemas, service, views or view texts before the click.
    expect(swapModules.filter((id) => /\/(core|views)\/|viewEn/.test(id))).toEqual([])
    expect(
      addedKib,
      `swap() adds ${addedKib.toFixed(2)} KiB gzip: ${swapModules.join(', ')}`,
    ).toBeLessThanOrEqual(budget as number)
  }, 120_000)
})
