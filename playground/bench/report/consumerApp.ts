import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_DIR } from '../scenarios.js'

/** Written by playground/e2e/consumer.test.ts (an app outside the workspace, from the tarballs). */
export const CONSUMER_APP_RESULTS = join(BUILD_DIR, 'consumer-app.json')

export type ConsumerAppResults = {
  /** The consumer app's page `/`, JS fetched before the first click (gzip, each file alone). */
  page?: { gzipKib: number; files: number }
  /** The playground's composition (a) page built by the consumer app from the tarballs. */
  connectEvm?: { gzipKib: number }
  /** When the test measured it (ISO). */
  date: string
}

/** Lines for the bench's report from the consumer test's last run; undefined when it has not run. */
export function consumerAppLines(): string[] | undefined {
  let results: ConsumerAppResults
  try {
    results = JSON.parse(readFileSync(CONSUMER_APP_RESULTS, 'utf8')) as ConsumerAppResults
  } catch {
    return undefined
  }
  return [
    `Consumer app from the packed tarballs (playground/e2e/consumer.test.ts, ${results.date.slice(0, 16).replace('T', ' ')}), gzip KiB before the first click:`,
    `  page / (kernel + ui + eip155 + balances + activity + send, hydrated): ${results.page?.gzipKib ?? 'not measured'}`,
    `  composition (a) built from the tarballs: ${results.connectEvm?.gzipKib ?? 'not measured'}`,
  ]
}
