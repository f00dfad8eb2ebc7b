// One-step sign-in through the e-mail wallet (issues 15 and 18; API-FACTS 7.1): with the siwx
// plugin on, the e-mail login's GET_USER carries the sign-in message and the frame signs it, so no
// sign-in prompt follows the login; the session verifies and is kept over a reload.
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { emailWallet } from './support/emailWallet.js'
import { type DappSession, launchChromium, loadDapp, modal, openDapp } from './support/index.js'

const wallet = emailWallet(inject('services').secureSiteUrl as string)
const SESSIONS_KEY = '@portico-playground/siwx/sessions'

let browser: Browser
const sessions: DappSession[] = []
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())
afterEach(async () => {
  const opened = sessions.splice(0)
  await Promise.all(opened.map((session) => session.context.close()))
  for (const session of opened) {
    expect(session.outsideRequests).toEqual([])
    expect(session.problems).toEqual([])
  }
})

const siwxEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { siwxEvents: unknown[] }).siwxEvents)

describe('one-step sign-in through the e-mail wallet', () => {
  it('the login signs the sign-in message: no prompt follows, the session verifies and survives a reload', async () => {
    const session = await openDapp(browser, inject('playgroundUrl'), {
      settings: { emailWallet: true, signIn: 'required' },
    })
    sessions.push(session)
    const { page } = session
    await page.evaluate(() => {
      const seen: unknown[] = []
      Object.assign(window, { siwxEvents: seen })
      const { events } = window.porticoDapp!.portico
      for (const name of ['siwx:auth-success', 'siwx:auth-error', 'siwx:cancel'] as const)
        events.on(name, (payload) => seen.push([name, payload]))
    })
    const address = await wallet.login(page, wallet.newEmail())
    const chainId = await page.evaluate(
      () => window.porticoDapp!.portico.wallet.getActiveNetwork('eip155')!.caipNetworkId,
    )
    await expect
      .poll(() => siwxEvents(page))
      .toEqual([['siwx:auth-success', { caipNetworkId: chainId, address }]])
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SESSIONS_KEY)
    const kept = JSON.stringify(stored)
    expect(kept).toContain(address)
    const list = (Array.isArray(stored) ? stored : (stored.sessions ?? [])) as {
      message: string
      signature: Hex
    }[]
    expect(list).toHaveLength(1)
    const { message, signature } = list[0]!
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(await modal(page).count()).toBe(0)

    await loadDapp(page)
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    expect(await modal(page, 'Sign in').count()).toBe(0)
    expect(JSON.stringify(await page.evaluate((key) => localStorage.getItem(key), SESSIONS_KEY))).toContain(
      address,
    )
  }, 120_000)
})
