import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from '../scenarios.js'
import type { Result } from './metrics.js'

export type Budget = {
  scenario: string
  metric: string
  /** The value may equal it. */
  max?: number
  /** The value must stay under it. */
  below?: number
  /** Which figure is checked; default the median. */
  of?: 'median' | 'max'
  source: string
}

export type BudgetFile = {
  budgets: Budget[]
}

export type Verdict = { budget: Budget; result: Result; value: number; pass: boolean }

export function readBudgets(): BudgetFile {
  return JSON.parse(readFileSync(join(BENCH_DIR, 'budgets.json'), 'utf8')) as BudgetFile
}

/** "≤ 95", "< 20". */
export function describeLimit(budget: Budget): string {
  return budget.max !== undefined ? `<= ${budget.max}` : `< ${budget.below}`
}

/**
 * Checks each budget against the results; a budget whose figure was not measured in this run
 * (a size-only run has no timings) is left out rather than failed.
 */
export function checkBudgets(budgets: readonly Budget[], results: readonly Result[]): Verdict[] {
  const verdicts: Verdict[] = []
  for (const budget of budgets) {
    const result = results.find((r) => r.scenario === budget.scenario && r.metric === budget.metric)
    if (!result) continue
    const value = budget.of === 'max' ? result.max : result.median
    const pass =
      (budget.max === undefined || value <= budget.max) &&
      (budget.below === undefined || value < budget.below)
    verdicts.push({ budget, result, value, pass })
  }
  return verdicts
}
