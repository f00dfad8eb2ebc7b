import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../../e2e/support/browser.js'
import { type MeasureRunOptions, measureRun, type RunMeasurement } from './measureRun.js'

/** One page measured every round: its id in the results, its URL and how it is clicked. */
export type BenchCase = {
  id: string
  url: string
  options?: Omit<MeasureRunOptions, 'extensionScripts'>
}

export type BrowserBenchOptions = {
  cases: readonly BenchCase[]
  runs: number
  /** Rounds run first and thrown away: the first pages of a fresh browser start its processes. */
  warmUpRounds?: number
  /**
   * Starts each round one case later than the last (the same cases, rotated), so no page always
   * follows the same neighbour. The floor pairs with each round whatever its place.
   */
  rotate?: boolean
  onRun?: (id: string, round: number, measurement: RunMeasurement) => void
}

/** The installed browser wallet every page sees, floor included (see the file). */
const BENCH_WALLET = fileURLToPath(new URL('./benchWallet.js', import.meta.url))

/**
 * Measures every case `runs` times in one headless Chromium, round by round (each case once, then
 * again), so a slow moment of the machine touches all pages alike and each round's figures can be
 * compared with that round's floor.
 */
export async function runBrowserBench({
  cases,
  runs,
  warmUpRounds = 1,
  rotate = false,
  onRun,
}: BrowserBenchOptions): Promise<Map<string, RunMeasurement[]>> {
  const measurements = new Map<string, RunMeasurement[]>(cases.map((c) => [c.id, []]))
  const extensionScripts = [await readFile(BENCH_WALLET, 'utf8')]
  const browser = await launchChromium()
  try {
    for (let round = -warmUpRounds; round < runs; round++) {
      const shift = rotate ? ((round % cases.length) + cases.length) % cases.length : 0
      for (const benchCase of [...cases.slice(shift), ...cases.slice(0, shift)]) {
        const measurement = await measureRun(browser, benchCase.url, {
          ...benchCase.options,
          extensionScripts,
        })
        if (round < 0) continue
        measurements.get(benchCase.id)?.push(measurement)
        onRun?.(benchCase.id, round, measurement)
      }
    }
  } finally {
    await browser.close()
  }
  return measurements
}
