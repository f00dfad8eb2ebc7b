import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/support/browser.js'
import { clickAs, waitForProbe } from './clickModes.js'
import { PORTICO_SELECTORS } from './measureRun.js'
import { PROBE_GLOBAL, type ProbeState, probeScript } from './pageProbe.js'
import { type StaticServer, startStaticServer } from './staticServer.js'

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
<body><button class="portico-connect-button" style="width:160px;height:48px">Connect</button></body></html>`

/** Touch and pointer listeners on `window`, as DevTools lists them (every world's). */
async function windowListeners(cdp: CDPSession): Promise<string[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' })
  return listeners.map((listener) => `${listener.type}${listener.passive ? ' (passive)' : ''}`)
}

describe('the bench measures the page without the test harness in it', () => {
  let dir: string
  let server: StaticServer
  let browser: Browser

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-click-modes-'))
    await writeFile(join(dir, 'index.html'), PAGE)
    server = await startStaticServer(dir)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  })

  async function openPage(): Promise<{ page: Page; cdp: CDPSession }> {
    const context = await browser.newContext({ hasTouch: true })
    const page = await context.newPage()
    await page.addInitScript({ content: probeScript(PORTICO_SELECTORS) })
    const cdp = await context.newCDPSession(page)
    await page.goto(server.url)
    return { page, cdp }
  }

  it('waits and taps without adding a listener to the page; a Playwright locator would add a blocking touchstart', async () => {
    const { page, cdp } = await openPage()
    await waitForProbe(page, `window.${PROBE_GLOBAL}.buttonVisibleAt !== null`, 10_000)
    await clickAs('touch', page, cdp, PORTICO_SELECTORS.button)
    const probe = (await page.evaluate(`window.${PROBE_GLOBAL}`)) as ProbeState
    expect(probe.clickAt).not.toBeNull()
    expect(probe.intentAt).not.toBeNull()
    // The probe's own listeners (pointer, key, click: none of them touch) are all the page has.
    expect((await windowListeners(cdp)).filter((type) => type.startsWith('touch'))).toEqual([])

    // The control: the same page after one locator call carries Playwright's non-passive listener,
    // the one that holds Chromium's loading tasks while a finger is down.
    await page.locator(PORTICO_SELECTORS.button).boundingBox()
    expect(await windowListeners(cdp)).toContain('touchstart')
    await page.context().close()
  })

  it('focuses the button inside a web component for the keyboard click (its host cannot take focus)', async () => {
    const { page, cdp } = await openPage()
    await page.evaluate(`(() => {
      class Outer extends HTMLElement { connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<span>label</span><inner-button></inner-button>' } }
      class Inner extends HTMLElement { connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<button style="width:120px;height:40px">Connect</button>' } }
      customElements.define('inner-button', Inner)
      customElements.define('outer-button', Outer)
      document.body.append(document.createElement('outer-button'))
    })()`)
    const pressed = page.evaluate(
      `new Promise((resolve) => document.querySelector('outer-button').addEventListener('click', (event) => resolve(event.composedPath()[0].tagName)))`,
    )
    await clickAs('keyboard', page, cdp, 'outer-button')
    expect(await pressed).toBe('BUTTON')
    expect(await page.evaluate(`document.activeElement.tagName`)).toBe('OUTER-BUTTON')
    await page.context().close()
  })

  it('a moment the page never reaches fails the wait with the expression in its message', async () => {
    const { page } = await openPage()
    await expect(waitForProbe(page, `window.${PROBE_GLOBAL}.listSettledAt !== null`, 50)).rejects.toThrow(
      /listSettledAt !== null` within 50 ms/,
    )
    await page.context().close()
  })
})
