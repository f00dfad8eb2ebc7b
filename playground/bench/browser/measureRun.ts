import type { Browser } from 'playwright-core'
import { gzipSize } from '../../../testkit/src/bundle/gzip.js'
import { watchNetwork } from './networkLog.js'
import { PROBE_GLOBAL, type ProbeState, probeScript } from './pageProbe.js'

/** The figures of one page load and one click, in bytes and milliseconds. */
export type RunMeasurement = {
  jsBeforeClickBytes: number
  jsBeforeClickGzipBytes: number
  scriptsBeforeClick: string[]
  navToButtonMs: number
  clickToListVisibleMs: number
  clickToListSettledMs: number
  heapModalOpenBytes: number
  outsideRequestsBeforeClick: string[]
}

export type MeasureRunOptions = {
  /**
   * Scripts the browser's extensions inject into every page at document start, in the page's own
   * world (how a wallet extension announces its provider): the same for every scenario, floor too.
   */
  extensionScripts?: readonly string[]
}

const SELECTORS = {
  button: 'button.portico-connect-button',
  list: '[data-testid="connect-wallet-list"]',
  row: 'li',
}
/** Quiet network after the button shows: whatever the page loads on its own has arrived. */
const QUIET_MS = 300
const TIMEOUT_MS = 15_000

/**
 * Loads `url` in a fresh context (empty cache and storage), waits for the connect button and a
 * quiet network, counts the JavaScript and outside requests so far, clicks the button like a
 * user (pointer moves there, presses, releases) and follows the wallet list until it settles,
 * then reads the JS heap after a forced garbage collection with the modal open.
 */
export async function measureRun(
  browser: Browser,
  url: string,
  { extensionScripts = [] }: MeasureRunOptions = {},
): Promise<RunMeasurement> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
  })
  try {
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.addInitScript({ content: probeScript(SELECTORS) })
    for (const content of extensionScripts) await page.addInitScript({ content })
    const network = watchNetwork(page)
    const cdp = await context.newCDPSession(page)

    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await page.waitForFunction(`window.${PROBE_GLOBAL}.buttonVisibleAt !== null`, null, {
      timeout: TIMEOUT_MS,
    })
    await network.settle(QUIET_MS, TIMEOUT_MS)
    network.stopNotingScripts()
    const scripts = await network.scripts()
    const outsideRequestsBeforeClick = network.outsideRequests()

    const box = await page.locator(SELECTORS.button).boundingBox()
    if (!box) throw new Error('The connect button has no box')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(`window.${PROBE_GLOBAL}.listSettledAt !== null`, null, { timeout: TIMEOUT_MS })

    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const probe = (await page.evaluate(`window.${PROBE_GLOBAL}`)) as ProbeState
    if (problems.length) throw new Error(`The page threw: ${problems.join('; ')}`)
    const { buttonVisibleAt, clickAt, listVisibleAt, listSettledAt } = probe
    if (buttonVisibleAt === null || clickAt === null || listVisibleAt === null || listSettledAt === null)
      throw new Error(`The probe missed a moment: ${JSON.stringify(probe)}`)

    return {
      jsBeforeClickBytes: scripts.reduce((sum, script) => sum + script.body.length, 0),
      jsBeforeClickGzipBytes: scripts.reduce((sum, script) => sum + gzipSize(script.body), 0),
      scriptsBeforeClick: scripts.map((script) => script.url),
      navToButtonMs: buttonVisibleAt,
      clickToListVisibleMs: listVisibleAt - clickAt,
      clickToListSettledMs: listSettledAt - clickAt,
      heapModalOpenBytes: heap.usedSize,
      outsideRequestsBeforeClick,
    }
  } finally {
    await context.close()
  }
}
