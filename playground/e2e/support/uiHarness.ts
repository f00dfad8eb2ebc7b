import type { Page } from 'playwright-core'
import { type HarnessOptions, harnessQuery } from '../../src/ui-harness/harnessOptions.js'

export type { HarnessOptions }

/** The URL of the UI harness page with its query-string switches. */
export function harnessUrl(baseUrl: string, options: HarnessOptions = {}): string {
  return `${baseUrl}/ui-harness.html${harnessQuery(options)}`
}

/**
 * Loads the UI harness and waits until its instance started (and connected, when asked).
 * `window.porticoHarness` then holds `{ portico, chain, networks }` for `page.evaluate`.
 *
 * @example
 * await openHarness(page, playgroundUrl, { theme: 'dark', connected: true, api: apiUrl })
 * await page.evaluate(() => window.porticoHarness?.portico.modal.open({ view: 'Account' }))
 */
export async function openHarness(page: Page, baseUrl: string, options: HarnessOptions = {}): Promise<void> {
  await page.goto(harnessUrl(baseUrl, options))
  await page.waitForFunction(() => window.porticoHarness?.ready === true, undefined, { timeout: 30_000 })
}
