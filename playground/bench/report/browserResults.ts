import type { RunMeasurement } from '../browser/measureRun.js'
import { type MetricName, metricSpec, type Result, variantMetric } from './metrics.js'
import { medianInterval, roundTo, summarize } from './stats.js'

const MIB = 1024 * 1024

/** What each run contributes to each metric. */
export const PER_RUN: [MetricName, (run: RunMeasurement) => number][] = [
  ['js_before_click_gzip_kib', (run) => run.jsBeforeClickGzipBytes / 1024],
  ['js_before_click_raw_kib', (run) => run.jsBeforeClickBytes / 1024],
  ['nav_to_button_ms', (run) => run.navToButtonMs],
  ['click_to_list_visible_ms', (run) => run.clickToListVisibleMs],
  ['click_to_list_settled_ms', (run) => run.clickToListSettledMs],
  ['click_dispatch_delay_ms', (run) => run.clickDispatchDelayMs],
  ['click_intent_lead_ms', (run) => run.intentLeadMs],
  ['js_on_click_gzip_kib', (run) => run.jsOnClickGzipBytes / 1024],
  ['files_on_click', (run) => run.scriptsOnClick.length],
  ['heap_modal_open_mib', (run) => run.heapModalOpenBytes / MIB],
  ['heap_modal_open_after_gc_mib', (run) => run.heapModalOpenAfterGcBytes / MIB],
  ['outside_requests_before_click', (run) => run.outsideRequestsBeforeClick.length],
  ['outside_hosts_before_click', (run) => hostsOf(run.outsideRequestsBeforeClick).length],
  ['other_origin_requests_before_click', (run) => run.otherOriginRequestsBeforeClick.length],
]

/** The distinct hosts of some URLs, sorted. */
export function hostsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).host))].sort()
}

export function toResult(scenario: string, metric: string, samples: readonly number[]): Result {
  const { unit, digits } = metricSpec(metric)
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

/** Figures that depend on how the button is clicked, the only ones a click variant reports. */
const CLICK_METRICS: readonly MetricName[] = [
  'click_to_list_visible_ms',
  'click_to_list_settled_ms',
  'click_dispatch_delay_ms',
  'click_intent_lead_ms',
  'js_on_click_gzip_kib',
  'files_on_click',
]
const CLICK_VARIANTS = new Set(['hover', 'touch', 'keyboard'])

/**
 * A measured case's id is its page (`connect-evm`, `floor`, `rainbowkit`) or the page and how it
 * was measured (`connect-evm@hover`, `floor@cpu4x`): results go to the page, the variant becomes a
 * metric suffix.
 */
export function splitCaseId(id: string): { page: string; variant: string } {
  const [page = id, variant = ''] = id.split('@')
  return { page, variant }
}

/**
 * Median, min and max of every measured figure per case; `nav_to_button_ratio_to_floor` from each
 * round's own floor run of the same variant (runs are interleaved), so a slow round does not skew
 * the ratio.
 */
export function browserResults(runs: ReadonlyMap<string, readonly RunMeasurement[]>): Result[] {
  const results: Result[] = []
  const ratios = navRatios(runs)
  for (const [id, measurements] of runs) {
    if (measurements.length === 0) continue
    const { page, variant } = splitCaseId(id)
    const metrics = CLICK_VARIANTS.has(variant) ? PER_RUN.filter(([m]) => CLICK_METRICS.includes(m)) : PER_RUN
    for (const [metric, read] of metrics)
      results.push(toResult(page, variantMetric(metric, variant), measurements.map(read)))
    const own = ratios.get(id)
    if (own) results.push(toResult(page, variantMetric('nav_to_button_ratio_to_floor', variant), own))
  }
  return results
}

/**
 * Each round's navigation time over that round's floor (of the same variant: `floor@cpu4x` for
 * `x@cpu4x`), per case; the floor has none, nor has a click variant.
 */
export function navRatios(runs: ReadonlyMap<string, readonly RunMeasurement[]>): Map<string, number[]> {
  const ratios = new Map<string, number[]>()
  for (const [id, measurements] of runs) {
    const { page, variant } = splitCaseId(id)
    if (page === 'floor' || CLICK_VARIANTS.has(variant)) continue
    const floor = runs.get(variant ? `floor@${variant}` : 'floor') ?? []
    if (measurements.length === 0 || floor.length !== measurements.length) continue
    ratios.set(
      id,
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
  runs: ReadonlyMap<string, readonly RunMeasurement[]>,
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
