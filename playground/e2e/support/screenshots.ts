import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
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
