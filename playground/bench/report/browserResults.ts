import type { RunMeasurement } from '../browser/measureRun.js'
import type { Scenario } from '../scenarios.js'
import { METRICS, type MetricName, type Result } from './metrics.js'
import { medianInterval, roundTo, summarize } from './stats.js'

const MIB = 1024 * 1024

/** What each run contributes to each metric. */
const PER_RUN: [MetricName, (run: RunMeasurement) => number][] = [
  ['js_before_click_gzip_kib', (run) => run.jsBeforeClickGzipBytes / 1024],
  ['js_before_click_raw_kib', (run) => run.jsBeforeClickBytes / 1024],
  ['nav_to_button_ms', (run) => run.navToButtonMs],
  ['click_to_list_visible_ms', (run) => run.clickToListVisibleMs],
  ['click_to_list_settled_ms', (run) => run.clickToListSettledMs],
  ['heap_modal_open_mib', (run) => run.heapModalOpenBytes / MIB],
  ['outside_requests_before_click', (run) => run.outsideRequestsBeforeClick.length],
]

export function toResult(scenario: string, metric: MetricName, samples: readonly number[]): Result {
  const { unit, digits } = METRICS[metric]
  const { median, min, max } = summarize(samples)
  return {
    scenario,
    metric,
    median: roundTo(median, digits),
    min: roundTo(min, digits),
    max: roundTo(max, digits),
    unit,
  }
}

/**
 * Median, min and max of every measured figure per scenario; `nav_to_button_ratio_to_floor` from
 * each round's own floor run (runs are interleaved), so a slow round does not skew the ratio.
 */
export function browserResults(runs: ReadonlyMap<Scenario, readonly RunMeasurement[]>): Result[] {
  const results: Result[] = []
  const ratios = navRatios(runs)
  for (const [scenario, measurements] of runs) {
    if (measurements.length === 0) continue
    for (const [metric, read] of PER_RUN) results.push(toResult(scenario, metric, measurements.map(read)))
    const own = ratios.get(scenario)
    if (own) results.push(toResult(scenario, 'nav_to_button_ratio_to_floor', own))
  }
  return results
}

/** Each round's navigation time over that round's floor, per scenario (the floor has none). */
export function navRatios(runs: ReadonlyMap<Scenario, readonly RunMeasurement[]>): Map<Scenario, number[]> {
  const floor = runs.get('floor') ?? []
  const ratios = new Map<Scenario, number[]>()
  for (const [scenario, measurements] of runs) {
    if (scenario === 'floor' || measurements.length === 0 || floor.length !== measurements.length) continue
    ratios.set(
      scenario,
      measurements.map((run, round) => run.navToButtonMs / (floor[round] as RunMeasurement).navToButtonMs),
    )
  }
  return ratios
}

/**
 * Lines for the report: the 90 % interval of each scenario's median navigation ratio, so a reader
 * sees whether a PASS or FAIL against a ratio budget is more than this machine's noise.
 */
export function describeNavRatioIntervals(
  runs: ReadonlyMap<Scenario, readonly RunMeasurement[]>,
  budgets: ReadonlyMap<string, number>,
): string[] {
  return [...navRatios(runs)].map(([scenario, ratios]) => {
    const { median } = summarize(ratios)
    const { low, high } = medianInterval(ratios)
    const budget = budgets.get(scenario)
    const reading =
      budget === undefined
        ? ''
        : low > budget
          ? `, above the budget ${budget} throughout`
          : high <= budget
            ? `, within the budget ${budget} throughout`
            : `, the budget ${budget} lies inside it: the verdict is within noise`
    return `  ${scenario.padEnd(24)} ${roundTo(median, 2)}  (${roundTo(low, 2)}-${roundTo(high, 2)}${reading})`
  })
}
