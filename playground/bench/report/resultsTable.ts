import { type PeerRun, PORTICO_PAGE } from '../peers/peerReport.js'
import { describeLimit, type Verdict } from './budgets.js'
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

/** Portico through wagmi (WagmiProvider, react-query, wagmiAdapter): the peers' own setup. */
const WAGMI_PAGE = 'connect-wagmi'

/**
 * Portico's figures (connect-evm, and connect-wagmi) beside the peers' from the last `npm run bench:peers` (measured there, the
 * same way for every page, on the date and machine it names); a note when it never ran here.
 */
export function comparisonTable(results: readonly Result[], peers: PeerRun | undefined): string {
  if (!peers) return 'Peers: not measured on this machine yet (npm run bench:peers).'
  const libraries = Object.keys(peers.versions)
  const ids = [...new Set(peers.results.map((r) => r.scenario))].filter(
    (id) => id !== 'floor' && id !== PORTICO_PAGE,
  )
  const metrics = [
    'js_before_click_gzip_kib',
    'nav_to_button_ratio_to_floor',
    'click_to_list_visible_ms',
    'heap_modal_open_mib',
    'heap_modal_open_after_gc_mib',
  ]
  const peerMedian = (id: string, metric: string) =>
    peers.results.find((r) => r.scenario === id && r.metric === metric)?.median ?? '-'
  const median = (scenario: string, metric: string) =>
    results.find((r) => r.scenario === scenario && r.metric === metric)?.median ?? '-'
  // The peers are wagmi setups: Portico's wagmi composition (issue 23) stands beside them too.
  const rows = metrics.map((metric) => [
    metric,
    median(PORTICO_PAGE, metric),
    median(WAGMI_PAGE, metric),
    peerMedian(PORTICO_PAGE, metric),
    ...ids.map((id) => peerMedian(id, metric)),
  ])
  return `Beside the peers (their figures from npm run bench:peers, ${peers.date.slice(0, 16)} UTC, ${peers.runs} rounds; ${libraries.join(', ')}):\n\n${textTable(['metric', 'Portico (this run)', 'Portico + wagmi (this run)', 'Portico (peers run)', ...ids], rows)}`
}
