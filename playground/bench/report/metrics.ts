/** One row of `bench/results.json` (issue 4's shape). */
export type Result = {
  scenario: string
  metric: string
  median: number
  min: number
  max: number
  unit: string
}

/** Every metric the runner writes, with its unit and how many decimals it keeps. */
export const METRICS = {
  js_before_click_gzip_kib: { unit: 'KiB', digits: 1 },
  js_before_click_raw_kib: { unit: 'KiB', digits: 1 },
  js_total_gzip_kib: { unit: 'KiB', digits: 1 },
  js_total_raw_kib: { unit: 'KiB', digits: 1 },
  nav_to_button_ms: { unit: 'ms', digits: 1 },
  nav_to_button_ratio_to_floor: { unit: 'x', digits: 2 },
  click_to_list_visible_ms: { unit: 'ms', digits: 1 },
  click_to_list_settled_ms: { unit: 'ms', digits: 1 },
  click_dispatch_delay_ms: { unit: 'ms', digits: 1 },
  click_intent_lead_ms: { unit: 'ms', digits: 1 },
  js_on_click_gzip_kib: { unit: 'KiB', digits: 1 },
  files_on_click: { unit: 'count', digits: 0 },
  heap_modal_open_mib: { unit: 'MiB', digits: 2 },
  heap_modal_open_after_gc_mib: { unit: 'MiB', digits: 2 },
  outside_requests_before_click: { unit: 'count', digits: 0 },
  outside_hosts_before_click: { unit: 'count', digits: 0 },
  other_origin_requests_before_click: { unit: 'count', digits: 0 },
  chain_library_modules_before_click: { unit: 'count', digits: 0 },
  js_before_click_added_by_walletconnect_gzip_kib: { unit: 'KiB', digits: 1 },
  walletconnect_library_modules_before_click: { unit: 'count', digits: 0 },
  walletconnect_lazy_gzip_kib: { unit: 'KiB', digits: 1 },
  group_10k_transactions_ms: { unit: 'ms', digits: 3 },
  quote_answer_to_shown_ms: { unit: 'ms', digits: 1 },
  wallets_700_keystroke_ms: { unit: 'ms', digits: 1 },
  wallets_700_keystroke_worst_ms: { unit: 'ms', digits: 1 },
  wallets_700_rows_in_dom: { unit: 'count', digits: 0 },
  wallets_700_scroll_longest_task_ms: { unit: 'ms', digits: 1 },
  tokens_1000_answer_to_list_ms: { unit: 'ms', digits: 1 },
  tokens_1000_reopen_ms: { unit: 'ms', digits: 1 },
  tokens_1000_scroll_longest_task_ms: { unit: 'ms', digits: 1 },
  tokens_1000_rows_in_dom: { unit: 'count', digits: 0 },
  activity_10k_last_page_to_rows_ms: { unit: 'ms', digits: 1 },
  activity_10k_reopen_ms: { unit: 'ms', digits: 1 },
  activity_10k_scroll_longest_task_ms: { unit: 'ms', digits: 1 },
  activity_10k_rows_in_dom: { unit: 'count', digits: 0 },
  heap_all_loaded_after_gc_mib: { unit: 'MiB', digits: 1 },
} as const satisfies Record<string, { unit: string; digits: number }>

export type MetricName = keyof typeof METRICS

/**
 * A figure taken another way than the default keeps its metric's name with a suffix: the click
 * mode (`_hover`, `_touch`, `_keyboard`) or the CPU slowdown (`_cpu4x`).
 */
export function variantMetric(metric: MetricName, suffix: string): string {
  return suffix ? `${metric}_${suffix}` : metric
}

/** Unit and decimals of a metric, variants included. */
export function metricSpec(metric: string): { unit: string; digits: number } {
  const base = Object.keys(METRICS)
    .filter((name) => metric === name || metric.startsWith(`${name}_`))
    .sort((a, b) => b.length - a.length)[0] as MetricName | undefined
  // Per-plugin sizes of a composition (`plugin_<id>_before_click_gzip_kib`, `..._total_gzip_kib`).
  if (!base && metric.endsWith('_kib')) return { unit: 'KiB', digits: 1 }
  if (!base) throw new Error(`Unknown metric ${metric}`)
  return METRICS[base]
}
