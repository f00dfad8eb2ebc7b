import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  collectPageProblems,
  emulatorAdmin,
  focused,
  formatViolations,
  type HarnessOptions,
  launchChromium,
  type NewPageOptions,
  newPage,
  openHarness,
  runAxe,
  seriousViolations,
  tabTo,
} from './support/index.js'

let browser: Browser
let problems: string[] = []
const pages: Page[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()))
  // No React warning, uncaught error or failed request on any page.
  expect(problems).toEqual([])
})

async function harness(options: HarnessOptions = {}, pageOptions: NewPageOptions = {}): Promise<Page> {
  const page = await newPage(browser, pageOptions)
  pages.push(page)
  problems = collectPageProblems(page)
  await openHarness(page, inject('playgroundUrl'), { api: inject('apiUrl'), ...options })
  return page
}

const api = emulatorAdmin(inject('apiUrl'))
const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name } : {})
const openFromButton = async (page: Page) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet').waitFor()
  await catalogueShown(page)
}
/** The catalogue (from the emulator) has arrived: its wallets and the All wallets entry show. */
const catalogueShown = async (page: Page) => {
  await dialog(page).getByText('Portico Test Wallet Two').waitFor()
  await dialog(page).getByText('All wallets').waitFor()
}
const evaluateHarness = <T>(page: Page, fn: (h: NonNullable<Window['porticoHarness']>) => T | Promise<T>) =>
  page.evaluate(`(${fn.toString()})(window.porticoHarness)`) as Promise<T>
const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

describe('modal shell in Chromium', () => {
  it('opens as a 360 px dialog, navigates, goes back and closes', async () => {
    const page = await harness()
    await openFromButton(page)
    expect((await dialog(page).boundingBox())?.width).toBe(360)
    await dialog(page).getByText('All wallets').click()
    await dialog(page, 'All Wallets').waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page, 'Connect Wallet').waitFor()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('keeps the rows it shows in place while the catalogue adds more (a click lands where aimed)', async () => {
    const page = await harness()
    // The catalogue answers late, so the installed wallet's row shows first and rows arrive after.
    await api.fault('wallets', { kind: 'delay', delayMs: 600, times: 2 })
    try {
      await page.evaluate(() => {
        const tops: number[] = []
        Object.defineProperty(window, '__rowTops', { value: tops })
        const watch = () => {
          const row = document.querySelector('[data-testid="connect-wallet-list"] li button')
          if (row) tops.push(row.getBoundingClientRect().top)
          if (tops.length < 90) requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const shownBefore = await dialog(page).getByRole('listitem').count()
      await catalogueShown(page)
      expect(await dialog(page).getByRole('listitem').count()).toBeGreaterThan(shownBefore)
      // Past the 150 ms height animation that follows the new rows.
      await page.waitForTimeout(300)
      const tops = (await page.evaluate('window.__rowTops')) as number[]
      expect(tops.length).toBeGreaterThan(20)
      expect(new Set(tops.map(Math.round))).toEqual(new Set([Math.round(tops[0] ?? Number.NaN)]))
    } finally {
      await api.clearFaults()
    }
  })

  it("loads the modal's code before any click with ui({ preload: 'idle' }), and only on intent without", async () => {
    const loadedModalCode = (page: Page) =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          // The module in the dev server, its chunk (`modalBundle-<hash>.js`) in the built pages.
          .some((entry) => /\/modalBundle[.-]/.test(entry.name)),
      )
    const idle = await harness({ preload: 'idle' })
    const idleProblems = problems
    await expect.poll(() => loadedModalCode(idle), { timeout: 10_000 }).toBe(true)
    const intent = await harness()
    // Nothing has pointed at or focused a button yet.
    await intent.waitForLoadState('networkidle')
    expect(await loadedModalCode(intent)).toBe(false)
    await intent.getByRole('button', { name: 'Connect Wallet' }).hover()
    await expect.poll(() => loadedModalCode(intent), { timeout: 10_000 }).toBe(true)
    // The preloaded page opens from its button like any other.
    await openFromButton(idle)
    expect(idleProblems).toEqual([])
  })

  it('connects the mock wallet with the keyboard only (Tab, Enter, arrows)', async () => {
    const page = await harness()
    await tabTo(page, /^Connect Wallet$/)
    await page.keyboard.press('Enter')
    await dialog(page, 'Connect Wallet').waitFor()
    await catalogueShown(page)
    expect((await focused(page)).inside).toBe(true)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toMatchObject({ name: 'Close', inside: true })
    await page.keyboard.press('Tab')
    expect((await focused(page)).name).toMatch(/^Mock Wallet/)
    await page.keyboard.press('ArrowDown')
    expect((await focused(page)).name).toMatch(/^Portico Test Wallet/)
    await page.keyboard.press('End')
    expect((await focused(page)).name).toMatch(/^All wallets/)
    await page.keyboard.press('Home')
    expect((await focused(page)).name).toMatch(/^Mock Wallet/)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await evaluateHarness(page, (h) => h.portico.wallet.isConnected())).toBe(true)
    // Focus went back to the opener, which now shows the account (focus-trap returns it on the
    // next task after the dialog left, so wait for it).
    await expect.poll(async () => (await focused(page, 'body')).name).toMatch(/^0xf39F…2266/)
  })

  it('traps focus inside the dialog and restores it to the opener', async () => {
    const page = await harness()
    await openFromButton(page)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect((await focused(page)).inside).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab')
      expect((await focused(page)).inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await expect.poll(async () => (await focused(page, 'body')).name).toBe('Connect Wallet')
  })

  it('closes on Escape and on a backdrop click, but only shakes while closing is disabled', async () => {
    const page = await harness()
    await openFromButton(page)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })

    await openFromButton(page)
    await page.mouse.click(20, 780)
    await dialog(page).waitFor({ state: 'detached' })

    await evaluateHarness(page, (h) => h.portico.modal.open({ view: 'harness/Locked' }))
    await dialog(page).getByText('This step must be finished').waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Close' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.mouse.click(20, 780)
    expect(await dialog(page).getAttribute('data-shake')).toBe('')
    expect(await computed(page, '.portico-shell-modal', 'animation-name')).toBe('portico-shake')
    await dialog(page).getByRole('button', { name: 'Finish' }).click()
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('switches theme at runtime: dark, light, and system following the OS', async () => {
    const page = await harness()
    const background = () => computed(page, '.portico-shell-modal', 'background-color')
    await page.getByRole('button', { name: 'dark', exact: true }).click()
    await openFromButton(page)
    expect(await background()).toBe('rgb(24, 25, 28)')
    await evaluateHarness(page, (h) => h.portico.theme.setState({ mode: 'light' }))
    expect(await background()).toBe('rgb(255, 255, 255)')
    await evaluateHarness(page, (h) => h.portico.theme.setState({ mode: 'system' }))
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await background()).toBe('rgb(24, 25, 28)')
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await background()).toBe('rgb(255, 255, 255)')
  })

  it("applies the app's accent override to its instance only", async () => {
    const page = await harness({ accent: '#b3261e' })
    expect(await computed(page, '.portico-connect-button', 'background-color')).toBe('rgb(179, 38, 30)')
  })

  it('switches the language at runtime, German loaded on demand', async () => {
    const page = await harness()
    await page.getByRole('button', { name: 'Deutsch' }).click()
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    await dialog(page, 'Wallet verbinden').waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Schließen' }).count()).toBe(1)
    expect(await page.locator('.portico-shell-overlay').getAttribute('lang')).toBe('de')
    await evaluateHarness(page, (h) => h.portico.i18n.setLocale('en'))
    await dialog(page, 'Connect Wallet').waitFor()
  })

  it('shows toasts 356 px wide, 14 px apart, in a polite live region, closing after 4 s', async () => {
    const page = await harness()
    await page.getByRole('button', { name: 'Success toast' }).click()
    const region = page.getByRole('status').filter({ hasText: 'Address copied' })
    await region.waitFor()
    expect(await region.getAttribute('aria-live')).toBe('polite')
    const toast = page.locator('.portico-toast', { hasText: 'Address copied' })
    expect((await toast.boundingBox())?.width).toBe(356)
    expect(await computed(page, '.portico-toast-list', 'row-gap')).toBe('14px')
    expect(await toast.locator('.portico-toast-icon svg').count()).toBe(1)
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-toasts'] })))).toEqual(
      [],
    )

    await page.getByRole('button', { name: 'Error toast' }).click()
    const error = page.locator('.portico-toast[data-variant="error"]', { hasText: 'Connection rejected' })
    await error.waitFor()
    await toast.waitFor({ state: 'detached' })
    await page.waitForTimeout(4300)
    expect(await error.count()).toBe(0)
  })

  it('renders inline in embedded mode, without trapping the page', async () => {
    const page = await harness({ embedded: true })
    const region = page.getByRole('region', { name: 'Connect Wallet' })
    await region.waitFor()
    expect(await page.locator('main').getByRole('region', { name: 'Connect Wallet' }).count()).toBe(1)
    expect(await page.locator('.portico-shell-overlay').count()).toBe(0)
    expect(await dialog(page).count()).toBe(0)
    // The host page stays usable around it.
    await page.locator('#host-button').focus()
    expect((await focused(page, 'body')).name).toBe('A host button')
    await region.getByText('Mock Wallet').click()
    await page.getByRole('region', { name: 'Account' }).waitFor()
    expect(
      formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-embedded'] }))),
    ).toEqual([])
  })

  it('leaves the host page styles untouched', async () => {
    const page = await harness()
    const hostStyles = () =>
      page.evaluate(() =>
        ['#host-button', 'h1', 'body', 'fieldset'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector) as Element)
          return [
            style.fontFamily,
            style.boxSizing,
            style.color,
            style.backgroundColor,
            style.lineHeight,
          ].join('|')
        }),
      )
    const before = await hostStyles()
    await openFromButton(page)
    await evaluateHarness(page, (h) => h.portico.notifications.success('Styled?'))
    await page.getByText('Styled?').waitFor()
    expect(await hostStyles()).toEqual(before)
  })

  it('animates per spec 9: header text 120 ms, height 150 ms, view 150 ms, shake 500 ms', async () => {
    const page = await harness()
    await openFromButton(page)
    expect(await computed(page, '.portico-shell-title-text', 'animation-duration')).toBe('0.12s')
    expect(await computed(page, '.portico-shell-body', 'transition-duration')).toBe('0.15s')
    expect(await computed(page, '.portico-shell-body', 'transition-property')).toBe('height')
    expect(await computed(page, '.portico-shell-outlet-view', 'animation-duration')).toBe('0.15s')
    await dialog(page).getByText('All wallets').click()
    await dialog(page, 'All Wallets').waitFor()
    expect(await computed(page, '.portico-shell-outlet-view', 'animation-name')).toBe('portico-view-push')
    // Read when the shake starts: on a busy machine a later read may find it already over.
    const shake = await evaluateHarness(
      page,
      (h) =>
        new Promise<string>((resolve) => {
          const shell = document.querySelector<HTMLElement>('.portico-shell-modal')
          shell?.addEventListener(
            'animationstart',
            (event) => resolve(`${event.animationName} ${getComputedStyle(shell).animationDuration}`),
            { once: true },
          )
          h.portico.modal.shake()
        }),
    )
    expect(shake).toMatch(/ 0\.5s$/)
  })

  it('does not move under prefers-reduced-motion (a shake becomes an outline)', async () => {
    const page = await harness({}, { reducedMotion: 'reduce' })
    await openFromButton(page)
    expect(await computed(page, '.portico-shell-outlet-view', 'animation-name')).toBe('none')
    expect(await computed(page, '.portico-shell-title-text', 'animation-name')).toBe('none')
    expect(await computed(page, '.portico-shell-body', 'transition-duration')).toBe('0s')
    await evaluateHarness(page, (h) => h.portico.modal.shake())
    expect(await computed(page, '.portico-shell-modal', 'animation-name')).toBe('none')
    expect(await computed(page, '.portico-shell-modal', 'outline-style')).toBe('solid')
  })
})
