// Opt-in analytics (issue 21) end to end: the demo dapp with analytics() composed, the API
// emulator recording /e and /batch, in Chromium. Nothing may leave before the visitor acts.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import type { DappSettings } from '../src/dapp/settings.js'
import {
  answerWallet,
  emulatorAdmin,
  localChains,
  modal,
  type RecordedEvent,
  registerDappSessions,
  walletRow,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const ACCOUNT = DEV_ACCOUNTS[0]!.address
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const dapps = registerDappSessions({ chains, api })

async function dapp(settings: Partial<DappSettings> = {}) {
  const session = await dapps.open({
    settings: { theme: 'light', analytics: true, ...settings },
  })
  return session
}

type Body = {
  eventId: string
  url: string
  domain: string
  timestamp: number | string
  props: Record<string, unknown>
}
/** Every event the emulator received, whether posted alone to /e or in a /batch. */
const received = async () =>
  (await api.events()).flatMap((record: RecordedEvent) =>
    (record.endpoint === 'batch' ? (record.body as Body[]) : [record.body as Body]).map((body) => ({
      endpoint: record.endpoint,
      query: record.query,
      body,
    })),
  )
const names = async () => (await received()).map((r) => r.body.props.event)
const waitForEvent = async (event: string, count = 1) => {
  await expect
    .poll(async () => (await names()).filter((name) => name === event).length, { timeout: 15_000 })
    .toBe(count)
}
const openModal = (page: Page) =>
  page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
const emitErrors = (page: Page, count: number, label: string) =>
  page.evaluate(
    ({ count, label }) => {
      const { events } = window.porticoDapp!.portico
      for (let i = 0; i < count; i++)
        events.emit('kernel:error', { error: new Error(`${label} ${i}`), source: 'test' })
    },
    { count, label },
  )
const hidePage = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')))

describe('analytics', () => {
  it('sends nothing before the visitor acts, even when the page hides', async () => {
    const { page } = await dapp()
    await page.waitForTimeout(2500)
    await hidePage(page)
    await page.waitForTimeout(500)
    expect(await api.requests('analytics')).toEqual([])
    expect(await api.requests('analytics-config')).toEqual([])
  })

  it('after the first open: MODAL_OPEN / MODAL_CLOSE with the API-FACTS fields, the rest by beacon on page hide', async () => {
    const { page } = await dapp()
    await openModal(page)
    await modal(page).waitFor()
    await waitForEvent('MODAL_OPEN')
    expect(await api.requests('analytics-config')).toHaveLength(1)
    const [open] = (await received()).filter((r) => r.body.props.event === 'MODAL_OPEN')
    expect(open?.endpoint).toBe('e')
    expect(open?.query).toMatchObject({ projectId: 'portico-playground', st: 'appkit' })
    expect(open?.query.sv).toMatch(/^react-eip155[a-z0-9,]*-\d/)
    expect(open?.body.eventId).toMatch(UUID)
    expect(open?.body.url).toBe(page.url())
    expect(open?.body.domain).toBe('127.0.0.1')
    expect(Math.abs(Number(open?.body.timestamp) - Date.now())).toBeLessThan(60_000)
    expect(open?.body.props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false, caipNetworkId: `eip155:${services.chains[0]!.chainId}` },
    })

    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    // Hidden before the 2 s flush: the close leaves in one beacon to /batch.
    await hidePage(page)
    await waitForEvent('MODAL_CLOSE')
    const close = (await received()).find((r) => r.body.props.event === 'MODAL_CLOSE')
    expect(close?.endpoint).toBe('batch')
    expect(close?.query.projectId).toBe('portico-playground')
  })

  it('connect and sign-in events reach the emulator', async () => {
    const { page } = await dapp({ signIn: 'optional' })
    await openModal(page)
    await walletRow(page, 'Portico Test Wallet').click()
    await answerWallet(page, 'eth_requestAccounts', 'approve')
    const view = modal(page, 'Sign in')
    await view.getByRole('button', { name: 'Sign in' }).click()
    await answerWallet(page, 'personal_sign', 'approve')
    await view.waitFor({ state: 'detached' })
    await waitForEvent('SIWX_AUTH_SUCCESS')
    await waitForEvent('CONNECT_SUCCESS')
    const events = await received()
    const success = events.find((r) => r.body.props.event === 'SIWX_AUTH_SUCCESS')
    expect(success?.body.props.properties).toEqual({
      network: `eip155:${services.chains[0]!.chainId}`,
      isSmartAccount: false,
      caipNetworkId: `eip155:${services.chains[0]!.chainId}`,
    })
    expect(events.find((r) => r.body.props.event === 'CONNECT_SUCCESS')?.body.props.properties).toMatchObject(
      {
        method: 'browser',
      },
    )
    // The address is not added to events that are not about it.
    expect(JSON.stringify(success)).not.toContain(ACCOUNT.slice(2).toLowerCase())
  })

  it('a burst of 20 errors sends exactly 5 reports in 60 s; 60 s later 5 more', async () => {
    const { page } = await dapp()
    const start = Date.now()
    await page.clock.setFixedTime(start)
    await openModal(page)
    await waitForEvent('MODAL_OPEN')
    await emitErrors(page, 20, 'burst')
    await waitForEvent('INTERNAL_SDK_ERROR', 5)
    await page.clock.setFixedTime(start + 59_000)
    await emitErrors(page, 3, 'still limited')
    await page.waitForTimeout(1000)
    expect((await names()).filter((name) => name === 'INTERNAL_SDK_ERROR')).toHaveLength(5)
    const report = (await received()).find((r) => r.body.props.event === 'INTERNAL_SDK_ERROR')
    expect(report?.endpoint).toBe('e')
    expect(report?.body.timestamp).toBe(new Date(start).toISOString())
    expect(report?.body.props).toMatchObject({ type: 'error', errorType: 'Error', errorMessage: 'burst 0' })
    expect(String(report?.body.props.stackTrace)).toContain('burst 0')

    await page.clock.setFixedTime(start + 60_001)
    await emitErrors(page, 20, 'later')
    await waitForEvent('INTERNAL_SDK_ERROR', 10)
    await page.waitForTimeout(1000)
    expect((await names()).filter((name) => name === 'INTERNAL_SDK_ERROR')).toHaveLength(10)
  })

  it('a 403 shows Invalid App Configuration once and nothing more is sent', async () => {
    await api.fault('analytics', { kind: 'status', status: 403 })
    const session = await dapp()
    const { page } = session
    await openModal(page)
    const alert = modal(page).getByRole('alert')
    await alert.getByText('Invalid App Configuration').waitFor()
    await alert.getByRole('button', { name: 'Dismiss alert' }).click()
    await alert.waitFor({ state: 'detached' })
    const tried = (await api.requests('analytics')).length
    expect(tried).toBeGreaterThan(0)
    await emitErrors(page, 2, 'after 403')
    await page.keyboard.press('Escape')
    await openModal(page)
    await hidePage(page)
    await page.waitForTimeout(3000)
    expect(await api.requests('analytics')).toHaveLength(tried)
    expect(await modal(page).getByRole('alert').count()).toBe(0)
    expect(await api.events()).toEqual([])
    // The browser reports the refused request and the plugin says why it stops; nothing else.
    const expected = session.problems.filter((p) => /403|Analytics refused this origin/.test(p))
    expect(expected.length).toBeGreaterThan(0)
    session.problems.splice(
      0,
      session.problems.length,
      ...session.problems.filter((p) => !expected.includes(p)),
    )
  })
})
