import type { CDPSession, Page } from 'playwright-core'
import { pageScript } from './pageScript.js'

/**
 * How the visitor clicks the connect button.
 * - `instant`: the worst case; the pointer arrives, presses and releases in the same instant.
 * - `hover`: the pointer rests on the button 100 ms before it presses.
 * - `touch`: a finger: touch down (pointerdown) 80 ms before it lifts (the click), no hover.
 * - `keyboard`: the button gets focus, Enter 100 ms later.
 */
export type ClickMode = 'instant' | 'hover' | 'touch' | 'keyboard'

export const CLICK_MODES: readonly ClickMode[] = ['instant', 'hover', 'touch', 'keyboard']

export const HOVER_BEFORE_PRESS_MS = 100
export const TOUCH_DOWN_BEFORE_CLICK_MS = 80
export const FOCUS_BEFORE_ENTER_MS = 100

/** The context option a mode needs: a touch screen for `touch`. */
export const needsTouch = (mode: ClickMode) => mode === 'touch'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Clicks the element at `selector` as `mode` says (the element must have a box). It finds the
 * element with `page.evaluate` and presses through the DevTools input domain only: Playwright's
 * locators would add its injected script to the page (see `waitForProbe`).
 */
export async function clickAs(mode: ClickMode, page: Page, cdp: CDPSession, selector: string): Promise<void> {
  const box = (await page.evaluate(
    `(() => { const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect(); return box && box.width > 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : null })()`,
  )) as { x: number; y: number; width: number; height: number } | null
  if (!box) throw new Error('The connect button has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  switch (mode) {
    case 'instant':
      return page.mouse.click(x, y)
    case 'hover':
      await page.mouse.move(x, y)
      await pause(HOVER_BEFORE_PRESS_MS)
      await page.mouse.down()
      return page.mouse.up()
    case 'touch':
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      await pause(TOUCH_DOWN_BEFORE_CLICK_MS)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      return
    case 'keyboard':
      await page.evaluate(pageScript(focusWithin, selector))
      await pause(FOCUS_BEFORE_ENTER_MS)
      return page.keyboard.press('Enter')
  }
}

/**
 * Focuses the element at `selector` or, when it cannot take focus itself, the first focusable
 * element inside it, through open shadow roots: a web component's button (AppKit's
 * `<appkit-button>`) is a host whose real `<button>` sits a few shadow roots down. Runs in the page.
 */
function focusWithin(selector: string): void {
  const host = document.querySelector(selector)
  if (!host) throw new Error(`No element matches ${selector}`)
  const focusable = 'button, a[href], input, select, textarea, [tabindex]'
  const search = (element: Element): Element | null => {
    if (element.matches(focusable)) return element
    for (const child of (element.shadowRoot ?? element).querySelectorAll('*')) {
      const found = child.matches(focusable) ? child : child.shadowRoot ? search(child) : null
      if (found) return found
    }
    return null
  }
  ;((search(host) ?? host) as HTMLElement).focus()
}

/**
 * Waits until the page's probe has recorded `moment`, polling in the page once per frame as
 * Playwright's `waitForFunction` would, but without it. `waitForFunction` and locators install
 * Playwright's injected script in the page, which is no part of any page a visitor loads: its
 * non-passive `touchstart` listener on `window` makes Chromium hold the page's loading tasks
 * (an `import()` started on pointerdown evaluates after the finger lifts instead of 7-14 ms after
 * it lands), and its objects add about 0.7 MiB to the page's heap (1.06 -> 1.75 MiB before GC on
 * an empty page). The bench measures every page, peers included, without it.
 */
export async function waitForProbe(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const reached = await page.evaluate(
    `new Promise((resolve) => { const deadline = performance.now() + ${timeoutMs}; const check = () => { if (${expression}) resolve(true); else if (performance.now() > deadline) resolve(false); else requestAnimationFrame(check) }; check() })`,
  )
  if (reached !== true) throw new Error(`The page did not reach \`${expression}\` within ${timeoutMs} ms`)
}
