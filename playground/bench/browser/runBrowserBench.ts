import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../../e2e/support/browser.js'
import type { Scenario } from '../scenarios.js'
import { measureRun, type RunMeasurement } from './measureRun.js'

export type BrowserBenchOptions = {
  scenarios: readonly Scenario[]
  /** Page URL of a scenario. */
  urlFor: (scenario: Scenario) => string
  runs: number
  /** Rounds run first and thrown away: the first pages of a fresh browser start its processes. */
  warmUpRounds?: number
  onRun?: (scenario: Scenario, round: number, measurement: RunMeasurement) => void
}

/** The installed browser wallet every page sees, floor included (see the file). */
const BENCH_WALLET = fileURLToPath(new URL('./benchWallet.js', import.meta.url))

/**
 * Measures every scenario `runs` times in one headless Chromium, round by round (floor, then each
 * composition, then again), so a slow moment of the machine touches all scenarios alike and each
 * round's figures can be compared with that round's floor.
 */
export async function runBrowserBench({
  scenarios,
  urlFor,
  runs,
  warmUpRounds = 1,
  onRun,
}: BrowserBenchOptions): Promise<Map<Scenario, RunMeasurement[]>> {
  const measurements = new Map<Scenario, RunMeasurement[]>(scenarios.map((scenario) => [scenario, []]))
  const extensionScripts = [await readFile(BENCH_WALLET, 'utf8')]
  const browser = await launchChromium()
  try {
    for (let round = -warmUpRounds; round < runs; round++) {
      for (const scenario of scenarios) {
        const measurement = await measureRun(browser, urlFor(scenario), { extensionScripts })
        if (round < 0) continue
        measurements.get(scenario)?.push(measurement)
        onRun?.(scenario, round, measurement)
      }
    }
  } finally {
    await browser.close()
  }
  return measurements
}
