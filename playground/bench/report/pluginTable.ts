import { toKib } from '../../../testkit/src/bundle/gzip.js'
import { type PluginShare, pluginMetric } from '../size/pluginShares.js'
import type { Verdict } from './budgets.js'
import { textTable } from './textTable.js'

/**
 * One row per composed plugin: what it adds before the first click and in all (gzip KiB, its
 * modules' estimated share of the build), its budget before the click and the verdict.
 */
export function pluginTable(
  shares: readonly PluginShare[],
  verdicts: readonly Verdict[],
  { markdown = false } = {},
): string {
  const header = ['plugin', 'kind', 'before the click', 'in all', 'budget before the click', 'verdict']
  const rows = [...shares]
    .sort((a, b) => b.beforeClickGzipBytes - a.beforeClickGzipBytes)
    .map((share) => {
      const verdict = verdicts.find(
        (v) => v.budget.scenario === 'full' && v.budget.metric === pluginMetric(share.id, 'before_click'),
      )
      return [
        share.pkg,
        share.kind,
        toKib(share.beforeClickGzipBytes),
        toKib(share.totalGzipBytes),
        verdict?.budget.max !== undefined ? `<= ${verdict.budget.max}` : '',
        verdict ? (verdict.pass ? 'PASS' : 'FAIL') : '',
      ]
    })
  if (!markdown) return textTable(header, rows)
  return [
    `| ${header.join(' | ')} |`,
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}
