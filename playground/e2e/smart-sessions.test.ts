// Smart-account sessions (issue 21): the Sessions view of the demo dapp behind the smartSessions
// flag, reading and revoking the permissions the API emulator keeps per account, in Chromium.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import {
  answerWallet,
  connectTestWallet,
  emulatorAdmin,
  formatViolations,
  localChains,
  modal,
  openAccount,
  registerDappSessions,
  runAxe,
  saveScreenshot,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const apiUrl = inject('apiUrl')
const chains = localChains(services)
const api = emulatorAdmin(apiUrl)
const CHAIN_ID = services.chains[0]!.chainId
const ACCOUNT = `eip155:${CHAIN_ID}:${DEV_ACCOUNTS[0]!.address}`

const dapps = registerDappSessions({ chains, api })

async function dapp(options: { colorScheme?: 'light' | 'dark'; small?: boolean } = {}) {
  const colorScheme = options.colorScheme ?? 'light'
  const session = await dapps.open({
    settings: { theme: colorScheme },
    colorScheme,
    ...(options.small ? { viewport: { width: 360, height: 640 } } : {}),
  })
  await session.page.evaluate(() => window.porticoDapp!.portico.flags.setLocal({ smartSessions: true }))
  return session
}

/** What a wallet does when it grants permissions: registers them with the cosigner (API-FACTS 2.19). */
async function grant(
  permissions: Array<{ type: string; data: unknown }>,
  expiry = Date.now() / 1000 + 86_400,
) {
  const response = await fetch(`${apiUrl}/v1/sessions/${ACCOUNT}?projectId=portico-playground&v=2`, {
    method: 'POST',
    headers: { origin: 'http://127.0.0.1:5173' },
    body: JSON.stringify({
      chainId: `eip155:${CHAIN_ID}`,
      expiry: Math.floor(expiry),
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04ab' }] } },
      permissions,
      policies: [],
    }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { pci: string }).pci
}
const listed = async () =>
  (
    (await (await fetch(`${apiUrl}/v1/sessions/${ACCOUNT}?projectId=portico-playground`)).json()) as {
      pcis: Array<{ pci: string; revokedAt: number | null }>
    }
  ).pcis

const DAILY_ALLOWANCE = {
  type: 'native-token-recurring-allowance',
  data: { allowance: '0x2386f26fc10000', start: 1_700_000_000, period: 86_400 },
}

/** Connected, Account, then the Sessions button. */
async function openSessions(page: Page) {
  await connectTestWallet(page)
  await openAccount(page)
  await modal(page, 'Account').getByRole('button', { name: 'Sessions' }).click()
  return modal(page, 'Sessions')
}

describe('smart sessions', () => {
  it('is hidden while the smartSessions flag is off (the default)', async () => {
    const session = await dapps.open({ settings: { theme: 'light' } })
    await connectTestWallet(session.page)
    await openAccount(session.page)
    await modal(session.page, 'Account').getByRole('button', { name: 'Send', exact: true }).waitFor()
    expect(await modal(session.page, 'Account').getByRole('button', { name: 'Sessions' }).count()).toBe(0)
  })

  it('lists the account sessions in words, revokes one with the wallet signature and marks it revoked', async () => {
    const first = await grant([DAILY_ALLOWANCE])
    await grant([{ type: 'wallet-teleport', data: { anywhere: true } }])
    const { page } = await dapp()
    const view = await openSessions(page)
    await view.getByText('Spend up to 0.01 ETH every 1 day').waitFor()
    await view.getByText('Unknown permission (wallet-teleport)').waitFor()
    expect(await view.getByRole('heading', { name: '127.0.0.1:5173' }).count()).toBe(2)
    expect(await view.getByText(/^Expires /).count()).toBe(2)
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await saveScreenshot(view, 'SmartSessions-light')

    const item = view.locator(`[data-pci="${first}"]`)
    await item.getByRole('button', { name: 'Revoke the session of 127.0.0.1:5173' }).click()
    await answerWallet(page, 'personal_sign', 'approve')
    await item.getByText('Revoked').waitFor()
    expect(await item.getByRole('button', { name: /Revoke/ }).count()).toBe(0)
    const after = await listed()
    expect(after.find((s) => s.pci === first)?.revokedAt).toBeTypeOf('number')
    expect(after.filter((s) => s.revokedAt === null)).toHaveLength(1)
    const [revoke] = await api.requests('sessions-revoke')
    expect(revoke).toBeDefined()
  })

  it('a refused signature revokes nothing and says so; the list stays', async () => {
    dapps.expectNoise(/Failed to load resource/)
    await grant([DAILY_ALLOWANCE])
    const { page } = await dapp()
    const view = await openSessions(page)
    await view.getByRole('button', { name: /^Revoke the session/ }).click()
    await answerWallet(page, 'personal_sign', 'reject')
    await view.getByRole('alert').waitFor()
    await view.getByText('Spend up to 0.01 ETH every 1 day').waitFor()
    expect((await listed())[0]?.revokedAt).toBeNull()
    expect(await api.requests('sessions-revoke')).toEqual([])
  })

  it('empty, error and recovery states, dark, on a 360x640 phone', async () => {
    dapps.expectNoise(/Failed to load resource/)
    await api.fault('sessions-list', { kind: 'status', status: 503, times: 1 })
    const { page } = await dapp({ colorScheme: 'dark', small: true })
    const view = await openSessions(page)
    await view.getByText('Sessions unavailable').waitFor()
    await view.getByText('HTTP status code: 503').waitFor()
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.getByText('No sessions').waitFor()
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await saveScreenshot(view, 'SmartSessions-empty-dark')
    const box = await view.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(360)
  })

  it('a malformed answer is a clear error; bad entries are skipped, the good ones kept', async () => {
    dapps.expectNoise(/Failed to load resource/, /Skipped 1 malformed session/)
    await grant([DAILY_ALLOWANCE])
    await api.fault('sessions-list', { kind: 'malformed', times: 1 })
    const { page } = await dapp()
    const view = await openSessions(page)
    await view.getByText('Sessions unavailable').waitFor()
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.getByText('Spend up to 0.01 ETH every 1 day').waitFor()
  })
})
