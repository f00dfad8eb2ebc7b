// Sign in with the wallet (issue 18) end to end: the demo dapp with the siwx plugin composed, the
// test browser wallet, a real anvil chain and the API emulator's sign-in server, in Chromium.

import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import type { DappSettings } from '../src/dapp/settings.js'
import {
  answerWallet,
  emulatorAdmin,
  formatViolations,
  loadDapp,
  localChains,
  modal,
  modalSettled,
  registerDappSessions,
  runAxe,
  saveScreenshot,
  seriousViolations,
  walletPrompt,
  walletRow,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const ACCOUNT = DEV_ACCOUNTS[0]!.address
const SESSIONS_KEY = '@portico-playground/siwx/sessions'

const dapps = registerDappSessions({ chains, api })

async function dapp(settings: Partial<DappSettings>, colorScheme: 'light' | 'dark' = 'light', small = false) {
  const session = await dapps.open({
    settings: { theme: colorScheme, ...settings },
    colorScheme,
    ...(small ? { viewport: { width: 360, height: 640 } } : {}),
  })
  // The sign-in events, as an analytics plugin would see them.
  await session.page.evaluate(() => {
    const seen: unknown[] = []
    Object.assign(window, { siwxEvents: seen })
    const { events } = window.porticoDapp!.portico
    for (const name of ['siwx:auth-success', 'siwx:auth-error', 'siwx:cancel'] as const)
      events.on(name, (payload) => seen.push([name, payload]))
  })
  return session
}

const siwxEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { siwxEvents: unknown[] }).siwxEvents)
const isConnected = (page: Page) =>
  page.evaluate(() => window.porticoDapp!.portico.wallet.isConnected('eip155'))
const signInView = (page: Page) => modal(page, 'Sign in')

/** Connect Wallet, the test wallet, Approve: the sign-in view follows. */
async function connect(page: Page) {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .click()
  await walletRow(page, 'Portico Test Wallet').click()
  await answerWallet(page, 'eth_requestAccounts', 'approve')
  await signInView(page).getByRole('heading', { name: 'Portico playground wants you to sign in' }).waitFor()
}

const storedSessions = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ message: string; signature: string }>,
    SESSIONS_KEY,
  )

describe('sign in with the wallet', () => {
  it('required: asks after connecting, cannot be closed, keeps the signed session across a reload', async () => {
    const { page } = await dapp({ signIn: 'required' })
    await connect(page)
    const view = signInView(page)
    expect(await view.getByText('Cancelling disconnects your wallet.').count()).toBe(1)
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await saveScreenshot(view, 'SIWXSignMessage-light')
    await page.keyboard.press('Escape')
    await page.waitForTimeout(200)
    expect(await view.isVisible()).toBe(true)

    await view.getByRole('button', { name: 'Sign in' }).click()
    // While the wallet asks: spec 8's loading text.
    await view.getByRole('status').getByText('Authenticating...').waitFor()
    await answerWallet(page, 'personal_sign', 'approve')
    await view.waitFor({ state: 'detached' })
    const [session] = await storedSessions(page)
    expect(session?.message).toMatch(
      /wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\nSign in to the Portico playground\.\n\nURI: /,
    )
    expect(
      await verifyMessage({
        address: ACCOUNT,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(await siwxEvents(page)).toEqual([
      ['siwx:auth-success', { caipNetworkId: `eip155:${services.chains[0]!.chainId}`, address: ACCOUNT }],
    ])

    await loadDapp(page)
    await page.waitForTimeout(500)
    expect(await isConnected(page)).toBe(true)
    expect(await modal(page).count()).toBe(0)
    expect(await walletPrompt(page).count()).toBe(0)
  })

  it('signs in a Solana account: the ed25519 signature verifies and the session survives a reload', async () => {
    const { page } = await dapp({ signIn: 'required' })
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .click()
    await walletRow(page, 'Portico Solana Test Wallet').click()
    await answerWallet(page, 'standard:connect', 'approve')
    const view = signInView(page)
    await view.getByRole('button', { name: 'Sign in' }).click()
    await answerWallet(page, 'solana:signMessage', 'approve')
    await view.waitFor({ state: 'detached' })
    const [session] = await storedSessions(page)
    expect(session?.message).toMatch(
      /wants you to sign in with your [ \w]*Solana[ \w]* account:\n[1-9A-HJ-NP-Za-km-z]{32,44}\n/,
    )
    const address = session!.message.split('\n')[1]!
    expect(
      ed25519.verify(
        bs58.decode(session!.signature),
        new TextEncoder().encode(session!.message),
        bs58.decode(address),
      ),
    ).toBe(true)
    expect(await siwxEvents(page)).toEqual([
      [
        'siwx:auth-success',
        expect.objectContaining({ address, caipNetworkId: expect.stringMatching(/^solana:/) }),
      ],
    ])
    await loadDapp(page)
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('solana') === true)
    await page.waitForTimeout(500)
    expect(await modal(page).count()).toBe(0)
    expect(await walletPrompt(page).count()).toBe(0)
  })

  it('a refused signature shows the error and keeps the view; Try again signs in', async () => {
    const { page } = await dapp({ signIn: 'required' })
    await connect(page)
    const view = signInView(page)
    await view.getByRole('button', { name: 'Sign in' }).click()
    await answerWallet(page, 'personal_sign', 'reject')
    await view.getByRole('alert').getByText('Error signing message').waitFor()
    expect(await siwxEvents(page)).toMatchObject([['siwx:auth-error', { error: 'Error signing message' }]])
    expect(await storedSessions(page)).toEqual([])

    await view.getByRole('button', { name: 'Try again' }).click()
    await answerWallet(page, 'personal_sign', 'approve')
    await view.waitFor({ state: 'detached' })
    expect(await storedSessions(page)).toHaveLength(1)
  })

  it('required: Cancel disconnects the wallet', async () => {
    const { page } = await dapp({ signIn: 'required' })
    await connect(page)
    await signInView(page).getByRole('button', { name: 'Cancel' }).click()
    await signInView(page).waitFor({ state: 'detached' })
    await expect.poll(() => isConnected(page)).toBe(false)
    expect(await siwxEvents(page)).toEqual([['siwx:cancel', { required: true }]])
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .waitFor()
  })

  it('optional: Cancel only closes; the wallet stays connected', async () => {
    const { page } = await dapp({ signIn: 'optional' }, 'dark', true)
    await connect(page)
    expect(await signInView(page).getByText('Cancelling disconnects your wallet.').count()).toBe(0)
    // On a 360 x 640 screen both buttons are on screen without scrolling, once the sheet has grown
    // to the view's height and the view has slid in (both animate after the view shows).
    await modalSettled(page)
    for (const name of ['Cancel', 'Sign in']) {
      const box = await signInView(page).getByRole('button', { name, exact: true }).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 360 && box.y + box.height <= 640, name).toBe(true)
    }
    await saveScreenshot(signInView(page), 'SIWXSignMessage-dark')
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await signInView(page).getByRole('button', { name: 'Cancel' }).click()
    await signInView(page).waitFor({ state: 'detached' })
    expect(await isConnected(page)).toBe(true)
    expect(await siwxEvents(page)).toEqual([['siwx:cancel', { required: false }]])
  })

  it('server sessions: the sign-in server verifies, and a reload asks it instead of the wallet', async () => {
    const { page } = await dapp({ signIn: 'required', signInSessions: 'server' }, 'dark')
    await connect(page)
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await signInView(page).getByRole('button', { name: 'Sign in' }).click()
    await answerWallet(page, 'personal_sign', 'approve')
    await signInView(page).waitFor({ state: 'detached' })
    const status = async (route: string) =>
      ((await api.requests(route)) as Array<{ status?: number }>).map((request) => request.status)
    expect(await status('auth-nonce')).toEqual([200])
    expect(await status('auth-authenticate')).toEqual([200])

    await loadDapp(page)
    await expect.poll(() => status('auth-me')).toEqual([200])
    expect(await modal(page).count()).toBe(0)
    expect(await walletPrompt(page).count()).toBe(0)
  })
})
