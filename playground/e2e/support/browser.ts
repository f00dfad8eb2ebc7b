import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core'
import { systemProgram } from '../../../scripts/provision.js'

/**
 * Flags Debian's Chromium needs here (LOCAL-SERVICES.md); the host resolver rules make every host
 * but 127.0.0.1 fail at once instead of hanging, so a test never reaches the internet.
 *
 * Headless Chromium opens every window (each new context) with the address bar's suggestion popups
 * built as hidden WebUI pages: two per window, in a renderer of their own. No test shows them,
 * and without them (`WebUIOmnibox*` off) browser files took 27% less CPU (e2e README).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
]

/** Starts Chromium with Playwright's feature lists and ours merged (Chromium keeps only the last). */
const MERGED_FEATURES_LAUNCHER = fileURLToPath(new URL('./chromium-merged-features.sh', import.meta.url))

/**
 * Launches headless Chromium (`CHROME_PATH`, else `chromium` on PATH, else Debian's `/usr/bin/chromium`:
 * the program `npm test` provisions, see scripts/system-needs.ts). About 0.4 s.
 *
 * @example
 * const browser = await launchChromium()
 * const page = await newPage(browser, { colorScheme: 'dark' })
 */
export function launchChromium({ loopbackNames = [] }: LaunchChromiumOptions = {}): Promise<Browser> {
  const args = loopbackNames.length
    ? CHROMIUM_ARGS.map((arg) =>
        arg.startsWith('--host-resolver-rules=')
          ? `--host-resolver-rules=${loopbackNames.map((name) => `MAP ${name} 127.0.0.1 , `).join('')}${arg.slice('--host-resolver-rules='.length)}`
          : arg,
      )
    : CHROMIUM_ARGS
  return chromium.launch({
    executablePath: MERGED_FEATURES_LAUNCHER,
    env: { ...process.env, PORTICO_CHROMIUM: systemProgram('chromium') },
    headless: true,
    args,
  })
}

export type LaunchChromiumOptions = {
  /**
   * Host names (`*.localhost` only) resolved to 127.0.0.1, for a page that must have another
   * origin than 127.0.0.1 (an allow-list check); every other name still fails.
   */
  loopbackNames?: readonly `${string}.localhost`[]
}

export type NewPageOptions = Pick<
  BrowserContextOptions,
  | 'colorScheme'
  | 'reducedMotion'
  | 'viewport'
  | 'locale'
  | 'deviceScaleFactor'
  | 'isMobile'
  | 'hasTouch'
  | 'userAgent'
>

/** A page in a fresh context (own storage and cookies): 1024x800, light, English by default. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    ...options,
  })
  return context.newPage()
}

/**
 * Records the page's uncaught errors and console errors/warnings (React reports hydration and key
 * problems there), for a test to assert it stayed clean.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const { url } = message.location()
    problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`)
  })
  return problems
}

/**
 * Clicks a button that closes its own window (a popup's Approve, Deny or "Back to the app") and
 * waits for the window to close. The page may close before Chromium acknowledges the click; that
 * is the expected ending, so only a failure while the window is still open is an error.
 */
export async function clickClosingWindow(window: Page, button: Locator): Promise<void> {
  const closed = window.waitForEvent('close')
  try {
    await button.click()
  } catch (error) {
    if (!window.isClosed()) throw error
  }
  await closed
}
