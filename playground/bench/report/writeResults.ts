import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from '../scenarios.js'
import type { Result } from './metrics.js'

export const RESULTS_FILE = join(BENCH_DIR, 'results.json')

/** `bench/results.json`: one object per line, so a diff shows which figures moved. */
export function writeResults(results: readonly Result[]): void {
  const lines = results.map((result) => `  ${JSON.stringify(result)}`)
  writeFileSync(RESULTS_FILE, `[\n${lines.join(',\n')}\n]\n`)
}
