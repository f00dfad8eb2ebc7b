import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Result } from '../report/metrics.js'
import { textTable } from '../report/textTable.js'
import { BENCH_DIR } from '../scenarios.js'

/** The Portico scenario measured beside the peers: composition (a), as the README composes it. */
export const PORTICO_PAGE = 'connect-evm'

export const PEER_RESULTS_FILE = join(BENCH_DIR, 'peers-results.json')

/** The rows of the side-by-side table, in order, with their labels. */
export const PEER_TABLE_ROWS: readonly [metric: string, label: string][] = [
  ['js_before_click_gzip_kib', 'JS before the click (gzip KiB)'],
  ['nav_to_button_ms', 'navigation to button (ms)'],
  ['nav_to_button_ratio_to_floor', '  ratio to the floor'],
  ['click_to_list_visible_ms', 'click to list, instant click (ms)'],
  ['click_to_list_visible_ms_hover', 'click to list, hover 100 ms first (ms)'],
  ['click_intent_lead_ms_hover', '  hover to press as it happened (ms)'],
  ['click_to_list_visible_ms_touch', 'click to list, touch 80 ms (ms)'],
  ['click_intent_lead_ms_touch', '  touch down to click as it happened (ms)'],
  ['click_to_list_visible_ms_keyboard', 'click to list, focus + Enter (ms)'],
  ['click_intent_lead_ms_keyboard', '  focus to Enter as it happened (ms)'],
  ['files_on_click', 'files fetched on the click'],
  ['js_on_click_gzip_kib', 'JS fetched on the click (gzip KiB)'],
  ['heap_modal_open_mib', 'heap, modal open (MiB)'],
  ['heap_modal_open_after_gc_mib', '  after GC (MiB)'],
  ['outside_hosts_before_click', 'hosts contacted before the click'],
  ['nav_to_button_ms_cpu4x', '4x CPU: navigation to button (ms)'],
  ['nav_to_button_ratio_to_floor_cpu4x', '  ratio to the floor'],
  ['click_to_list_visible_ms_cpu4x', '4x CPU: click to list (ms)'],
]

const median = (results: readonly Result[], page: string, metric: string) =>
  results.find((r) => r.scenario === page && r.metric === metric)?.median

function rows(results: readonly Result[], pages: readonly string[]) {
  return PEER_TABLE_ROWS.filter(([metric]) =>
    pages.some((page) => median(results, page, metric) !== undefined),
  ).map(([metric, label]) => [label, ...pages.map((page) => median(results, page, metric) ?? '-')] as const)
}

/** Metrics down, pages across. */
export function peersTable(
  results: readonly Result[],
  pages: readonly string[],
  names: Readonly<Record<string, string>>,
): string {
  return textTable(['median', ...pages.map((page) => names[page] ?? page)], rows(results, pages))
}

/** The same table in Markdown, for bench/README.md. */
export function markdownTable(
  results: readonly Result[],
  pages: readonly string[],
  names: Readonly<Record<string, string>>,
): string {
  const header = ['Median', ...pages.map((page) => names[page] ?? page)]
  return [
    `| ${header.join(' | ')} |`,
    `| --- |${pages.map(() => ' ---: |').join('')}`,
    ...rows(results, pages).map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}

/** A budget of Portico's figure: a number, or the best (lowest) peer's figure of the same run. */
export type PeerBudget = {
  metric: string
  max?: number | 'best peer'
  below?: number | 'best peer'
  source: string
}

export type PeerVerdict = {
  budget: PeerBudget
  value: number | undefined
  limit: number
  pass: boolean
  description: string
}

export function readPeerBudgets(): PeerBudget[] {
  const file = JSON.parse(readFileSync(join(BENCH_DIR, 'budgets.json'), 'utf8')) as {
    peers?: { budgets: PeerBudget[] }
  }
  return file.peers?.budgets ?? []
}

/**
 * Checks Portico's figures against `peers` in bench/budgets.json. Every figure is better when
 * lower, so "the best peer" is the lowest median among the peers of this run.
 */
export function checkPeerBudgets(
  results: readonly Result[],
  peers: readonly string[],
  budgets: readonly PeerBudget[] = readPeerBudgets(),
): PeerVerdict[] {
  return budgets.map((budget) => {
    const value = median(results, PORTICO_PAGE, budget.metric)
    const peerValues = peers
      .map((peer) => ({ peer, value: median(results, peer, budget.metric) }))
      .filter((entry): entry is { peer: string; value: number } => entry.value !== undefined)
    const best = peerValues.sort((a, b) => a.value - b.value)[0]
    const resolve = (limit: number | 'best peer' | undefined) => (limit === 'best peer' ? best?.value : limit)
    const max = resolve(budget.max)
    const below = resolve(budget.below)
    const limit = (max ?? below) as number
    const pass =
      value !== undefined &&
      (max === undefined || value <= max) &&
      (below === undefined || value < below) &&
      (budget.max !== 'best peer' || best !== undefined) &&
      (budget.below !== 'best peer' || best !== undefined)
    const against =
      budget.max === 'best peer' || budget.below === 'best peer'
        ? ` (best peer: ${best?.peer ?? 'none measured'})`
        : ''
    const description = `${budget.metric}: ${value ?? 'not measured'} ${budget.below !== undefined ? '<' : '<='} ${limit}${against}`
    return { budget, value, limit, pass, description }
  })
}

export type PeerRun = {
  date: string
  runs: number
  machine: Record<string, unknown>
  versions: Record<string, Record<string, string>>
  hosts: Record<string, string[]>
  pageErrors: Record<string, string[]>
  results: Result[]
  verdicts: PeerVerdict[]
}

export function writePeerResults(run: PeerRun): string {
  writeFileSync(PEER_RESULTS_FILE, `${JSON.stringify(run, null, 2)}\n`)
  return PEER_RESULTS_FILE
}

/** The last `bench:peers` run, for the main bench's comparison (none when it never ran). */
export function readPeerResults(): PeerRun | undefined {
  try {
    return JSON.parse(readFileSync(PEER_RESULTS_FILE, 'utf8')) as PeerRun
  } catch {
    return undefined
  }
}
