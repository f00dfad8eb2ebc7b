// One-step sign-in through the e-mail wallet (issues 15 and 18; API-FACTS 7.1): with the siwx
// plugin on, the e-mail login's GET_USER carries the sign-in message and the frame signs it, so no
// sign-in prompt follows the login; the session verifies and is kept over a reload.
import type { Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { emailWallet } from './support/emailWallet.js'
import { loadDapp, modal, registerDappSessions } from './support/index.js'

const wallet = emailWallet(inject('services').secureSiteUrl as string)
const SESSIONS_KEY = '@portico-playground/siwx/sessions'

const dapps = registerDappSessions()

const siwxEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { siwxEvents: unknown[] }).siwxEvents)

describe('one-step sign-in through the e-mail wallet', () => {
  it('the login signs the sign-in message for EVM and Solana: no prompt follows, the sessions verify and survive a reload', async () => {
    const session = await dapps.open({
      settings: { emailWallet: true, signIn: 'required' },
    })
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
    // One login, both namespaces signed in: EVM and the Solana connection the login also makes.
    await expect.poll(async () => (await siwxEvents(page)).length).toBe(2)
    const events = (await siwxEvents(page)) as [string, { caipNetworkId: string; address: string }][]
    expect(events).toContainEqual(['siwx:auth-success', { caipNetworkId: chainId, address }])
    expect(events.map(([name]) => name)).toEqual(['siwx:auth-success', 'siwx:auth-success'])
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SESSIONS_KEY)
    const list = (Array.isArray(stored) ? stored : (stored.sessions ?? [])) as {
      data: { chainId: string }
      message: string
      signature: Hex
    }[]
    expect(list).toHaveLength(2)
    const evm = list.find((session) => session.data.chainId === chainId)!
    expect(await verifyMessage({ address, message: evm.message, signature: evm.signature })).toBe(true)
    expect(await modal(page).count()).toBe(0)

    await loadDapp(page)
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    expect(await modal(page, 'Sign in').count()).toBe(0)
    expect(JSON.stringify(await page.evaluate((key) => localStorage.getItem(key), SESSIONS_KEY))).toContain(
      address,
    )
  }, 120_000)
})
