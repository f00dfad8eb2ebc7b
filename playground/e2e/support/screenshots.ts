import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatViolations, runAxe, seriousViolations } from './axe.js'
import { SCREENSHOT_DIR } from './paths.js'

/**
 * Saves a PNG under `playground/e2e/screenshots/<name>.png` with animations finished, so the
 * picture is what a visitor sees once the view has settled. Returns the file path.
 *
 * @example
 * await saveScreenshot(page.locator('.portico-shell-modal'), 'Connect-dark')
 */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Invalid screenshot name: ${name}`)
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  await target.screenshot({ path, animations: 'disabled', caret: 'hide' })
  return path
}

/**
 * Saves `target` twice, as `<name>-light.png` and `<name>-dark.png`: `setMode` turns the page to
 * each mode, and each picture waits until every Portico element of the page shows that mode. One
 * flow gives both pictures, without a second page load; with `axe`, each mode is also checked by
 * axe-core. The page is left dark.
 *
 * @example
 * await saveScreenshotsLightAndDark(modal(page), 'Account', (mode) => setDappTheme(page, mode))
 */
export async function saveScreenshotsLightAndDark(
  target: Page | Locator,
  name: string,
  setMode: (mode: 'light' | 'dark') => Promise<unknown>,
  {
    axe,
  }: { /** A selector axe-core checks in each mode (no serious or critical violation). */ axe?: string } = {},
): Promise<void> {
  const page = 'mainFrame' in target ? target : target.page()
  for (const mode of ['light', 'dark'] as const) {
    await setMode(mode)
    await page.waitForFunction(
      (wanted) =>
        [...document.querySelectorAll('[data-portico-theme]')].every(
          (element) => element.getAttribute('data-portico-theme') === wanted,
        ),
      mode,
    )
    if (axe)
      expect(formatViolations(seriousViolations(await runAxe(page, { include: [axe] }))), mode).toEqual([])
    await saveScreenshot(target, `${name}-${mode}`)
  }
}
