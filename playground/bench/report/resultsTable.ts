import { type BudgetFile, describeLimit, type Verdict } from './budgets.js'
import type { Result } from './metrics.js'
import { roundTo } from './stats.js'
import { textTable } from './textTable.js'

/**
 * Every result with its ratio to the floor's median of the same metric (when the floor has one),
 * and, where a budget applies, the limit and PASS / FAIL.
 */
export function resultsTable(results: readonly Result[], verdicts: readonly Verdict[]): string {
  const floorMedian = (metric: string) =>
    results.find((r) => r.scenario === 'floor' && r.metric === metric)?.median
  const rows = results.map((result) => {
    const floor = floorMedian(result.metric)
    const ratio = result.scenario !== 'floor' && floor ? `${roundTo(result.median / floor, 2)}x` : ''
    const verdict = verdicts.find((v) => v.result === result)
    const limit = verdict
      ? `${verdict.budget.of === 'max' ? 'max ' : ''}${describeLimit(verdict.budget)}`
      : ''
    return [
      result.scenario,
      result.metric,
      result.median,
      result.min,
      result.max,
      result.unit,
      ratio,
      limit,
      verdict ? (verdict.pass ? 'PASS' : 'FAIL') : '',
    ]
  })
  return textTable(
    ['scenario', 'metric', 'median', 'min', 'max', 'unit', 'x floor', 'budget', 'verdict'],
    rows,
  )
}

/** Portico's figures for the comparison scenario beside the other libraries' (issue 4). */
export function comparisonTable(results: readonly Result[], comparison: BudgetFile['comparison']): string {
  const metrics = [
    ...new Set(
      comparison.libraries.flatMap((library) => Object.keys(library).filter((key) => key !== 'name')),
    ),
  ]
  const rows = metrics.map((metric) => [
    metric,
    results.find((r) => r.scenario === comparison.scenario && r.metric === metric)?.median ?? '-',
    ...comparison.libraries.map((library) => library[metric] ?? '-'),
  ])
  return textTable(
    ['metric', `Portico ${comparison.scenario}`, ...comparison.libraries.map((library) => library.name)],
    rows,
  )
}
