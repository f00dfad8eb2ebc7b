import type { Browser } from 'playwright-core'
import { gzipSize } from '../../../testkit/src/bundle/gzip.js'
import { type ClickMode, clickAs, needsTouch, waitForProbe } from './clickModes.js'
import { watchNetwork } from './networkLog.js'
import { PROBE_GLOBAL, type ProbeSelectors, type ProbeState, probeScript } from './pageProbe.js'

/** The figures of one page load and one click, in bytes and milliseconds. */
export type RunMeasurement = {
  jsBeforeClickBytes: number
  jsBeforeClickGzipBytes: number
  scriptsBeforeClick: string[]
  navToButtonMs: number
  /** From the click's input (see `ProbeState.clickAt`) to the first frame with the list and a row. */
  clickToListVisibleMs: number
  clickToListSettledMs: number
  /** From the first sign of intent on the button (pointer over it, finger down, focus) to the click's input. */
  intentLeadMs: number
  /** From the click's input to the `click` event reaching the page. */
  clickDispatchDelayMs: number
  /** JS heap used with the modal open, before and after a forced garbage collection. */
  heapModalOpenBytes: number
  heapModalOpenAfterGcBytes: number
  /** JavaScript fetched from the click until the list settled (the click waits for some of it). */
  scriptsOnClick: string[]
  jsOnClickGzipBytes: number
  /** Requests (and sockets) to any host but 127.0.0.1 before the click; they fail (no DNS). */
  outsideRequestsBeforeClick: string[]
  /**
   * Requests to any origin but the page's own before the click, local services included (the API
   * emulator): what a visitor who never clicks would cause beyond loading the page.
   */
  otherOriginRequestsBeforeClick: string[]
  /** Uncaught errors of the page (noted only when `pageErrors: 'note'`). */
  pageErrors: string[]
}

/** Portico's pages and the floor: the connect button and the Connect view's wallet list. */
export const PORTICO_SELECTORS: ProbeSelectors = {
  button: 'button.portico-connect-button',
  list: '[data-testid="connect-wallet-list"]',
  row: 'li',
}

export type MeasureRunOptions = {
  /**
   * Scripts the browser's extensions inject into every page at document start, in the page's own
   * world (how a wallet extension announces its provider): the same for every scenario, floor too.
   */
  extensionScripts?: readonly string[]
  /** Where the page's button and list are. Default: Portico's (and the floor's). */
  selectors?: ProbeSelectors
  /** How the visitor clicks. Default `instant` (the worst case). */
  click?: ClickMode
  /** CPU slowdown factor (DevTools throttling), 1 = none. */
  cpuSlowdown?: number
  /**
   * An uncaught error in the page fails the run (`'fail'`, default: Portico's pages) or is noted
   * in `pageErrors` (`'note'`: a peer whose code throws when its hosts cannot be reached).
   */
  pageErrors?: 'fail' | 'note'
}

/** Quiet network after the button shows: whatever the page loads on its own has arrived. */
const QUIET_MS = 300
const TIMEOUT_MS = 30_000

/**
 * Loads `url` in a fresh context (empty cache and storage), waits for the connect button and a
 * quiet network, counts the JavaScript and outside requests so far, clicks the button as `click`
 * says and follows the wallet list until it settles, then reads the JS heap with the modal open,
 * before and after a forced garbage collection.
 */
export async function measureRun(
  browser: Browser,
  url: string,
  {
    extensionScripts = [],
    selectors = PORTICO_SELECTORS,
    click = 'instant',
    cpuSlowdown = 1,
    pageErrors = 'fail',
  }: MeasureRunOptions = {},
): Promise<RunMeasurement> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    hasTouch: needsTouch(click),
  })
  try {
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.addInitScript({ content: probeScript(selectors) })
    for (const content of extensionScripts) await page.addInitScript({ content })
    const network = watchNetwork(page)
    const cdp = await context.newCDPSession(page)
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })

    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await waitForProbe(page, `window.${PROBE_GLOBAL}.buttonVisibleAt !== null`, TIMEOUT_MS)
    await network.settle(QUIET_MS, TIMEOUT_MS)
    network.markClick()
    const scripts = await network.scripts('before')
    const outsideRequestsBeforeClick = network.outsideRequests()
    const pageOrigin = new URL(url).origin
    const otherOriginRequestsBeforeClick = network.requests().filter((request) => {
      const { origin, protocol } = new URL(request)
      return ['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && origin !== pageOrigin
    })

    await clickAs(click, page, cdp, selectors.button)
    await waitForProbe(page, `window.${PROBE_GLOBAL}.listSettledAt !== null`, TIMEOUT_MS)
    const clickScripts = await network.scripts('after')

    const heapBeforeGc = await cdp.send('Runtime.getHeapUsage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heapAfterGc = await cdp.send('Runtime.getHeapUsage')
    const probe = (await page.evaluate(`window.${PROBE_GLOBAL}`)) as ProbeState
    if (problems.length && pageErrors === 'fail') throw new Error(`The page threw: ${problems.join('; ')}`)
    const { buttonVisibleAt, clickAt, intentAt, clickDispatchedAt, listVisibleAt, listSettledAt } = probe
    if (
      buttonVisibleAt === null ||
      clickAt === null ||
      clickDispatchedAt === null ||
      listVisibleAt === null ||
      listSettledAt === null
    )
      throw new Error(`The probe missed a moment: ${JSON.stringify(probe)}`)

    return {
      jsBeforeClickBytes: scripts.reduce((sum, script) => sum + script.body.length, 0),
      jsBeforeClickGzipBytes: scripts.reduce((sum, script) => sum + gzipSize(script.body), 0),
      scriptsBeforeClick: scripts.map((script) => script.url),
      navToButtonMs: buttonVisibleAt,
      clickToListVisibleMs: listVisibleAt - clickAt,
      clickToListSettledMs: listSettledAt - clickAt,
      clickDispatchDelayMs: clickDispatchedAt - clickAt,
      intentLeadMs: intentAt === null ? 0 : clickAt - intentAt,
      heapModalOpenBytes: heapBeforeGc.usedSize,
      heapModalOpenAfterGcBytes: heapAfterGc.usedSize,
      outsideRequestsBeforeClick,
      otherOriginRequestsBeforeClick,
      pageErrors: problems,
      scriptsOnClick: clickScripts.map((script) => script.url),
      jsOnClickGzipBytes: clickScripts.reduce((sum, script) => sum + gzipSize(script.body), 0),
    }
  } finally {
    await context.close()
  }
}
