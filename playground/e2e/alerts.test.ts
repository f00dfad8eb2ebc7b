// Every alert of spec 8 raised by its condition and shown in the modal's alert bar (issue 21), in
// Chromium against the API emulator told to answer each case.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { DappSettings } from '../src/dapp/settings.js'
import {
  answerWallet,
  type DappSession,
  emulatorAdmin,
  formatViolations,
  launchChromium,
  localChains,
  modal,
  openDapp,
  registerDappSessions,
  runAxe,
  seriousViolations,
  walletRow,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))

const dapps = registerDappSessions({
  chains,
  api,
  // The browser logs every refused request; the modal logs why it falls back. Nothing else.
  noise: [/Failed to load resource|Remote config unavailable|Prefetch failed|Reading the account|balances/i],
})

async function dapp(
  options: { settings?: Partial<DappSettings>; baseUrl?: string; colorScheme?: 'light' | 'dark' } = {},
) {
  const colorScheme = options.colorScheme ?? 'light'
  return dapps.open({ settings: { theme: colorScheme, ...options.settings }, colorScheme }, options.baseUrl)
}

const openModal = (page: Page) =>
  page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()

/** The alert bar shows `title`; axe finds nothing serious in the dialog with it. */
async function expectAlert(page: Page, title: string) {
  const alert = modal(page).getByRole('alert').filter({ hasText: title })
  await alert.waitFor({ timeout: 15_000 })
  expect(await alert.locator('.portico-shell-alert-title').textContent()).toBe(title)
  return alert
}

describe('alerts from the hosted services', () => {
  it('Invalid Project ID when the config does not know the project (401)', async () => {
    await api.fault('config', { kind: 'status', status: 401 })
    const { page } = await dapp()
    await openModal(page)
    await expectAlert(page, 'Invalid Project ID')
  })

  it('Project ID Not Configured when the config refuses the project (403)', async () => {
    await api.fault('config', { kind: 'status', status: 403 })
    const { page } = await dapp()
    await openModal(page)
    const alert = await expectAlert(page, 'Project ID Not Configured')
    await alert.getByRole('button', { name: 'Dismiss alert' }).click()
    await alert.waitFor({ state: 'detached' })
  })

  it('Server Error from the wallet catalogue (5xx), light and dark without axe violations', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await api.fault('wallets', { kind: 'status', status: 503 })
      const { page } = await dapp({ colorScheme })
      await openModal(page)
      await expectAlert(page, 'Server Error')
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] }))),
      ).toEqual([])
      await api.clearFaults()
    }
  })

  it('Rate Limited from the balance route (429) after connecting', async () => {
    const { page } = await dapp()
    await openModal(page)
    await walletRow(page, 'Portico Test Wallet').click()
    await api.fault('balance', { kind: 'rate-limit' })
    await answerWallet(page, 'eth_requestAccounts', 'approve')
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').last().click()
    await expectAlert(page, 'Rate Limited')
  })

  it('Origin Not Allowed when the page origin is not on the project allow-list', async () => {
    await api.configure({ allowedOrigins: ['https://shop.example'] })
    // *.localhost resolves to this machine in Chromium and is not one of the always-allowed local origins.
    const port = new URL(inject('playgroundUrl')).port
    const shopBrowser = await launchChromium({ loopbackNames: ['shop.localhost'] })
    const session = await openDapp(shopBrowser, `http://shop.localhost:${port}`, {
      settings: { theme: 'light' },
    })
    dapps.track({ ...session, context: { close: () => shopBrowser.close() } as DappSession['context'] })
    const { page } = session
    await openModal(page)
    await expectAlert(page, 'Origin Not Allowed')
    expect(await api.requests('origins')).toHaveLength(1)
  })

  it('no alert when the origin is allowed and the services answer', async () => {
    await api.configure({ allowedOrigins: ['https://shop.example'] })
    const { page } = await dapp()
    await openModal(page)
    await walletRow(page, 'Portico Test Wallet').waitFor()
    await page.waitForTimeout(1500)
    expect(await modal(page).locator('.portico-shell-alert').count()).toBe(0)
  })
})

describe("alerts from the modal's own rules", () => {
  it('Network Not Found when the app asks for a network it did not configure', async () => {
    const { page } = await dapp()
    await openModal(page)
    await walletRow(page, 'Portico Test Wallet').waitFor()
    const refused = await page.evaluate(async () => {
      const { wallet } = window.porticoDapp!.portico
      const known = wallet.getState().networks[0]!
      const unknown = { ...known, id: 10, name: 'OP Mainnet', caipNetworkId: 'eip155:10' as const }
      return wallet.requestNetworkSwitch(unknown).then(
        () => 'switched',
        (error: Error) => error.message.split('\n')[0],
      )
    })
    expect(refused).toBe('Network Not Found')
    await expectAlert(page, 'Network Not Found')
  })

  it.each([
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
    ['Unauthorized: origin not allowed', 'Origin Not Allowed'],
    ['Unauthorized: invalid key', 'Invalid Project ID'],
  ])('the provider error "%s" shows %s while connecting', async (message, title) => {
    const { page } = await dapp()
    await openModal(page)
    await walletRow(page, 'Portico Test Wallet').waitFor()
    // The wallet's provider fails the connection with the provider's wording (spec 8 mapping).
    await page.evaluate((message) => {
      const { wallet } = window.porticoDapp!.portico
      const connector = wallet.getState().connectors.find((c) => c.name === 'Portico Test Wallet')
      const provider = connector!.provider as { request(args: { method: string }): Promise<unknown> }
      const request = provider.request.bind(provider)
      provider.request = (args) =>
        args.method === 'eth_requestAccounts' ? Promise.reject(new Error(message)) : request(args)
    }, message)
    await walletRow(page, 'Portico Test Wallet').click()
    await expectAlert(page, title)
  })

  it('Multi-wallet not enabled when a second wallet is added with the feature off', async () => {
    const { page } = await dapp()
    await openModal(page)
    await walletRow(page, 'Portico Test Wallet').click()
    await answerWallet(page, 'eth_requestAccounts', 'approve')
    await page.evaluate(() => window.porticoDapp!.portico.modal.open({ view: 'ProfileWallets' }))
    await modal(page).getByRole('button', { name: 'Add wallet' }).click()
    await expectAlert(page, 'Multi-wallet not enabled')
    expect(await modal(page).getByRole('button', { name: 'Add wallet' }).count()).toBe(1)
  })
})
