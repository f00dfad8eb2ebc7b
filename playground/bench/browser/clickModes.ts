import type { CDPSession, Page } from 'playwright-core'

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

/** Clicks the element at `selector` as `mode` says (the element must have a box). */
export async function clickAs(mode: ClickMode, page: Page, cdp: CDPSession, selector: string): Promise<void> {
  const button = page.locator(selector).first()
  const box = await button.boundingBox()
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
      await button.focus()
      await pause(FOCUS_BEFORE_ENTER_MS)
      return page.keyboard.press('Enter')
  }
}
