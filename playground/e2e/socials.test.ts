// Social and Farcaster login end to end (issue 16): the demo dapp with emailAuth() and socials(),
// the secure site on its own origin and the OAuth provider stand-in on another. The popup is a
// real window: the test answers the provider's consent page in it, the secure site's callback
// page hands the result to the app.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { defaultFeatures } from '../../testkit/src/services/api/config-state.js'
import {
  clickClosingWindow,
  type DappSession,
  emulatorAdmin,
  formatViolations,
  loadDapp,
  modal,
  type OpenDappOptions,
  openAccount,
  registerDappSessions,
  runAxe,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const SITE = services.secureSiteUrl as string

const dapps = registerDappSessions()

async function dapp(options: OpenDappOptions = {}): Promise<DappSession> {
  const session = await dapps.open({
    ...options,
    settings: { emailWallet: true, socialLogin: true, ...options.settings },
  })
  return session
}

const axeClean = async (page: Page) =>
  expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
    [],
  )

const state = (page: Page) =>
  page.evaluate(() => {
    const { portico } = window.porticoDapp!
    const account = portico.wallet.getAccount('eip155')
    return {
      connected: portico.wallet.isConnected('eip155'),
      connector: portico.wallet.getActiveConnector('eip155')?.id,
      address: account.address,
      socialProvider: account.socialProvider,
      userName: account.user?.userName,
      email: account.user?.email,
    }
  })

async function openConnect(page: Page) {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .click()
  const connect = modal(page, 'Connect Wallet')
  // The social section loads with the view.
  await connect.locator('[data-social]').first().waitFor()
  return connect
}

/** Clicks a provider's button and returns the popup once it shows the provider's consent page. */
async function startSocial(page: Page, name: string) {
  const connect = await openConnect(page)
  const popupOpened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: `Continue with ${name}` }).click()
  const popup = await popupOpened
  await popup.getByRole('heading', { name: `Sign in with ${name}` }).waitFor()
  return popup
}

async function approveInPopup(page: Page, popup: Page, username?: string) {
  if (username) await popup.getByRole('textbox').fill(username)
  await clickClosingWindow(popup, popup.getByRole('button', { name: 'Approve' }))
  await modal(page).waitFor({ state: 'detached' })
  await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
}

describe('social login', () => {
  it('google end to end: the 600x800 popup, the consent page on another origin, connected with the embedded wallet; axe light', async () => {
    const { page } = await dapp()
    const connect = await openConnect(page)
    const buttons = await connect
      .locator('[data-social]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-social')))
    // Spec 1's order; the remote config of the playground project lists every provider.
    expect(buttons).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])
    await axeClean(page)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    const popup = await startSocial(page, 'Google')
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
    expect(size).toEqual({ width: 600, height: 800 })
    expect(new URL(popup.url()).origin).not.toBe(SITE)
    expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin)
    const waiting = modal(page, 'Social login')
    await waiting.getByText('Sign in with Google in the window that opened').waitFor()
    await axeClean(page)
    await approveInPopup(page, popup)
    expect(await state(page)).toMatchObject({
      connected: true,
      connector: 'AUTH',
      socialProvider: 'google',
      userName: 'alice.google',
      email: 'alice.google@example.test',
    })
    await openAccount(page)
    await modal(page, 'Account').getByText('alice.google@example.test').first().waitFor()
  }, 120_000)

  it('discord end to end: the user name loses its legacy 0, and a reload keeps provider and user name; axe dark', async () => {
    const { page } = await dapp({ settings: { theme: 'dark' } })
    const popup = await startSocial(page, 'Discord')
    await axeClean(page)
    await approveInPopup(page, popup)
    const connected = await state(page)
    expect(connected).toMatchObject({ socialProvider: 'discord', userName: 'alice0', email: null })
    await openAccount(page)
    const account = modal(page, 'Account')
    await account.getByText('alice', { exact: true }).waitFor()
    expect(await account.getByText('alice0').count()).toBe(0)

    await loadDapp(page)
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    expect(await state(page)).toMatchObject({
      address: connected.address,
      socialProvider: 'discord',
      userName: 'alice0',
    })
    await openAccount(page)
    await modal(page, 'Account').getByText('alice', { exact: true }).waitFor()
  }, 120_000)

  for (const [name, userName] of [
    ['GitHub', 'alice-gh'],
    ['Apple', 'Alice Apple'],
    ['Facebook', 'Alice Facebook'],
    ['X', 'alice_x'],
  ] as const)
    it(`${name}: the popup round trip connects with the provider's user name`, async () => {
      const { page } = await dapp()
      const popup = await startSocial(page, name)
      await approveInPopup(page, popup)
      expect(await state(page)).toMatchObject({ connected: true, connector: 'AUTH', userName })
    })

  it('a denied consent shows the reason in place and leaves nothing connected; Try again opens a new popup', async () => {
    const { page } = await dapp()
    const popup = await startSocial(page, 'GitHub')
    await clickClosingWindow(popup, popup.getByRole('button', { name: 'Deny' }))
    const view = modal(page, 'Social login')
    await view.getByRole('alert').getByText('The user denied access').waitFor()
    expect(await state(page)).toMatchObject({ connected: false })
    const again = page.waitForEvent('popup')
    await view.getByRole('button', { name: 'Try again' }).click()
    const second = await again
    await second.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor()
    await approveInPopup(page, second, 'second-try')
    expect(await state(page)).toMatchObject({ connected: true, userName: 'second-try' })
  })

  it("closing the popup shows 'Popup closed' within a second and goes back to Connect", async () => {
    const { page } = await dapp()
    const popup = await startSocial(page, 'Apple')
    await popup.close()
    const started = Date.now()
    await page.getByText('Popup closed').waitFor()
    expect(Date.now() - started).toBeLessThan(2000)
    await modal(page, 'Connect Wallet').waitFor()
    expect(await state(page)).toMatchObject({ connected: false })
  })

  it('a result forged from another origin is ignored and reported; the real one still connects', async () => {
    const { page, problems } = await dapp()
    await page.evaluate(() => {
      const seen: unknown[] = []
      ;(window as unknown as { socialEvents: unknown[] }).socialEvents = seen
      window.porticoDapp!.portico.events.on('socials:login', (event) => seen.push(event))
    })
    const popup = await startSocial(page, 'Google')
    // The provider's page (another origin) posts a result of its own to the app.
    await popup.evaluate((site) => {
      window.opener.postMessage({ resultUri: `${site}/social/callback?code=forged&state=forged` }, '*')
    }, SITE)
    await page.waitForFunction(() =>
      (window as unknown as { socialEvents: { stage: string }[] }).socialEvents.some(
        (e) => e.stage === 'error',
      ),
    )
    const events = await page.evaluate(() => (window as unknown as { socialEvents: unknown[] }).socialEvents)
    expect(events).toContainEqual({
      stage: 'error',
      provider: 'google',
      message: `Untrusted Origin: ${new URL(popup.url()).origin}`,
    })
    expect(popup.isClosed()).toBe(false)
    expect(await state(page)).toMatchObject({ connected: false })
    await approveInPopup(page, popup)
    expect(await state(page)).toMatchObject({ connected: true, socialProvider: 'google' })
    // The warning the forged message left is the one expected problem.
    const warnings = problems.splice(0)
    expect(warnings).toEqual([expect.stringContaining('Untrusted Origin')])
  })

  it('the remote social_login list decides which buttons show; on a 360x640 phone the section fits and passes axe', async () => {
    const apiUrl = services.apiUrl
    const features = defaultFeatures().map((feature) =>
      feature.id === 'social_login' ? { ...feature, config: ['email', 'discord', 'google'] } : feature,
    )
    const answer = await fetch(`${apiUrl}/__emulator/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ features }),
    })
    expect(answer.ok).toBe(true)
    try {
      const { page } = await dapp({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })
      const connect = await openConnect(page)
      await page.waitForFunction(() => document.querySelectorAll('[data-social]').length === 2, undefined, {
        timeout: 10_000,
      })
      const buttons = await connect
        .locator('[data-social]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-social')))
      // Spec order, not the remote list's.
      expect(buttons).toEqual(['google', 'discord'])
      const widths = await connect
        .locator('[data-social]')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right))
      for (const right of widths) expect(right).toBeLessThanOrEqual(360)
      await axeClean(page)
    } finally {
      await emulatorAdmin(apiUrl).reset()
    }
  })

  it('Telegram mini app on a Mac: x is hidden, the page itself goes to the provider and comes back with ?result_uri=', async () => {
    const { page, context } = await dapp({
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    })
    await context.addInitScript(() => {
      ;(window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: { platform: 'macos', initData: 'test' },
      }
    })
    await loadDapp(page)
    const connect = await openConnect(page)
    const buttons = await connect
      .locator('[data-social]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-social')))
    expect(buttons).toEqual(['google', 'github', 'apple', 'facebook', 'discord', 'farcaster'])
    await connect.getByRole('button', { name: 'Continue with Facebook' }).click()
    await page.getByRole('heading', { name: 'Sign in with Facebook' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.waitForFunction(
      () => window.porticoDapp?.portico.wallet.isConnected('eip155') === true,
      undefined,
      {
        timeout: 30_000,
      },
    )
    expect(await state(page)).toMatchObject({ socialProvider: 'facebook', userName: 'Alice Facebook' })
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    // Two whole page loads and the provider's page: more than the default minute on a loaded machine.
  }, 120_000)
})

describe('Farcaster login', () => {
  async function openFarcaster(page: Page) {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const view = modal(page, 'Farcaster')
    const link = view.getByRole('link', { name: /Open in Farcaster/ })
    await link.waitFor()
    await view.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
    return { view, url: (await link.getAttribute('href')) as string }
  }

  it('shows the QR code and link, connects once approved in the Farcaster page; axe dark', async () => {
    const { page, context } = await dapp({ settings: { theme: 'dark' } })
    const { url } = await openFarcaster(page)
    expect(new URL(url).origin).toBe(SITE)
    expect(
      await page.evaluate(() => window.porticoDapp!.portico.wallet.getAccount('eip155').farcasterUrl),
    ).toBe(url)
    await axeClean(page)
    const farcasterApp = await context.newPage()
    await farcasterApp.goto(url)
    await farcasterApp.getByRole('textbox', { name: 'Farcaster user name' }).fill('fc-visitor')
    await farcasterApp.getByRole('button', { name: 'Approve' }).click()
    await farcasterApp.getByRole('heading', { name: 'Signed in' }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    expect(await state(page)).toMatchObject({
      connector: 'AUTH',
      socialProvider: 'farcaster',
      userName: 'fc-visitor',
    })
    await openAccount(page)
    await modal(page, 'Account').getByText('fc-visitor').first().waitFor()
  })

  it("a rejection shows 'Failed to connect to farcaster'; leaving the view forgets the link and reloads the frame", async () => {
    const { page, context } = await dapp()
    const first = await openFarcaster(page)
    const farcasterApp = await context.newPage()
    await farcasterApp.goto(first.url)
    await farcasterApp.getByRole('button', { name: 'Reject' }).click()
    await first.view.getByRole('alert').getByText('Failed to connect to farcaster').waitFor()
    await first.view.getByRole('button', { name: 'Try again' }).click()
    const second = await modal(page, 'Farcaster').getByRole('link', { name: /Open in Farcaster/ })
    await second.waitFor()
    const url = (await second.getAttribute('href')) as string
    expect(url).not.toBe(first.url)

    const frameBefore = await page.locator('iframe[name="portico-secure-frame"]').elementHandle()
    await modal(page, 'Farcaster').getByRole('button', { name: 'Back' }).click()
    await modal(page, 'Connect Wallet').waitFor()
    expect(
      await page.evaluate(() => window.porticoDapp!.portico.wallet.getAccount('eip155').farcasterUrl),
    ).toBe(undefined)
    // The auth connector's frame was reloaded: a new element; the abandoned link is spent.
    await page.waitForFunction((old) => {
      const current = document.querySelector('iframe[name="portico-secure-frame"]')
      return current !== null && current !== old
    }, frameBefore)
    // The secure site spends the link when the old frame's held request ends, which it learns a
    // moment after the frame is replaced: ask until it has (a busy machine showed the form).
    await expect
      .poll(async () => {
        await farcasterApp.goto(url)
        return farcasterApp.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('Link not valid')
    expect(await state(page)).toMatchObject({ connected: false })
  })
})
