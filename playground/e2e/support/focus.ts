import type { Page } from 'playwright-core'

export type FocusedElement = {
  tag: string
  /** The accessible-ish name: aria-label, else the text. */
  name: string
  /** Whether focus is inside the element matching `within` (default: the open dialog). */
  inside: boolean
}

/** Describes the focused element, for keyboard tests. */
export function focused(page: Page, within = '[role="dialog"]'): Promise<FocusedElement> {
  return page.evaluate((selector) => {
    const element = document.activeElement as HTMLElement | null
    const container = document.querySelector(selector)
    // Close to the accessible name: the aria-label, else the text without decorative parts.
    const text = () => {
      const copy = element?.cloneNode(true) as HTMLElement | undefined
      for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove()
      return copy?.textContent ?? ''
    }
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: (element?.getAttribute('aria-label') ?? text()).trim(),
      inside: Boolean(container && element && container.contains(element)),
    }
  }, within)
}

/** Presses Tab until the focused element's name matches, at most `limit` times. */
export async function tabTo(page: Page, name: RegExp, limit = 20): Promise<FocusedElement> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const current = await focused(page)
    if (name.test(current.name)) return current
  }
  throw new Error(`No element named ${name} was reached with ${limit} presses of Tab.`)
}
