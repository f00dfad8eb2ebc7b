// The e-mail wallet end to end (issue 15): the demo dapp with @portico/plugin-email-auth, the
// secure site on its own origin, real anvil chains. Codes and device links are read from the
// secure site's inbox; the frame's Approve / Reject buttons are clicked inside the frame.
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { PlaygroundChain } from '../../testkit/src/services/playgroundServices.js'
import { PLAYGROUND_FAUCET_WEI } from '../../testkit/src/services/secure-site/forPlayground.js'
import { emailWallet } from './support/emailWallet.js'
import {
  type DappSession,
  formatViolations,
  headerNetworkButton,
  loadDapp,
  localChains,
  modal,
  type OpenDappOptions,
  openAccount,
  registerDappSessions,
  runAxe,
  seriousViolations,
  truncatedEther,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const SITE = services.secureSiteUrl as string
const [CHAIN_A, CHAIN_B] = services.chains as [PlaygroundChain, PlaygroundChain]
const client = createPublicClient({ transport: http(CHAIN_A.rpcUrl) })

let mailboxes = 0
/** A fresh address per test: users live as long as the secure site runs. */
const newEmail = () => `visitor-${Date.now().toString(36)}-${++mailboxes}@example.com`

const dapps = registerDappSessions({
  chains,
  // The secure site's faults and the project's allow list, as every test starts.
  reset: () =>
    Promise.all([fetch(`${SITE}/__secure-site/faults`, { method: 'DELETE' }), allowOrigins(LOCAL)]),
})

const LOCAL = { origins: ['http://127.0.0.1:*'] }
/** The playground project's allow list on the secure site. */
const allowOrigins = (body: { origins: string[]; unverified?: string[] }) =>
  fetch(`${SITE}/__secure-site/projects/portico-playground`, { method: 'POST', body: JSON.stringify(body) })

async function dapp(options: OpenDappOptions = {}): Promise<DappSession> {
  const session = await dapps.open({
    ...options,
    settings: { emailWallet: true, ...options.settings },
  })
  return session
}

const { inbox, lastMail } = emailWallet(SITE)

const frame = (page: Page) => page.frameLocator('iframe[name="portico-secure-frame"]')
const account = (page: Page) =>
  page.evaluate(() => {
    const { portico } = window.porticoDapp!
    return {
      connected: portico.wallet.isConnected('eip155'),
      address: portico.wallet.getAccount('eip155').address as Hex | undefined,
      connector: portico.wallet.getActiveConnector('eip155')?.id,
    }
  })

async function startEmailLogin(page: Page, email: string) {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .click()
  const connect = modal(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue' }).click()
}

async function enterCode(page: Page, code: string) {
  const view = modal(page, 'Email login')
  await view.getByRole('textbox', { name: 'Code' }).fill(code)
  await view.getByRole('button', { name: 'Verify' }).click()
}

async function loginByEmail(page: Page, email: string) {
  const before = (await inbox(email)).length
  await startEmailLogin(page, email)
  await modal(page, 'Email login').getByRole('textbox', { name: 'Code' }).waitFor()
  const mails = await inbox(email)
  expect(mails.length).toBe(before + 1)
  await enterCode(page, (await lastMail(email, 'login-code')).code as string)
  await modal(page).waitFor({ state: 'detached' })
  await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
  return (await account(page)).address as Hex
}

describe('e-mail wallet', () => {
  it('logs in with the code from the inbox (resend throttled); Account shows the e-mail truncated, the embedded address and its anvil balance; a device with a session connects at once', async () => {
    const { page } = await dapp()
    // Nothing of the frame is fetched before the visitor picks e-mail (no login was stored).
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .click()
    await modal(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).waitFor()
    expect(
      await page.evaluate((site) => {
        const fetched = performance.getEntriesByType('resource').map((entry) => entry.name)
        return [
          document.querySelector('iframe[name="portico-secure-frame"]') !== null,
          ...fetched.filter((url) => url.startsWith(site)),
        ]
      }, SITE),
    ).toEqual([false])
    // A malformed e-mail is refused in place, before anything is sent.
    await modal(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue' }).click()
    await modal(page, 'Connect Wallet').getByText('Check the email address').waitFor()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    // Over 30 characters: the account header truncates it (spec 5).
    const email = `long-${newEmail()}`
    await startEmailLogin(page, email)
    const view = modal(page, 'Email login')
    await view.getByRole('textbox', { name: 'Code' }).waitFor()
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await view.getByRole('button', { name: 'Resend code' }).click()
    await view.getByText(/^Please try again after \d+ seconds$/).waitFor()
    await enterCode(page, '000000' === (await lastMail(email, 'login-code')).code ? '111111' : '000000')
    await view.getByText('Invalid code').waitFor()
    await enterCode(page, (await lastMail(email, 'login-code')).code as string)
    await modal(page).waitFor({ state: 'detached' })
    const { address, connector } = await account(page)
    expect(connector).toBe('AUTH')
    // Spec 3's stored login data: e-mail, chain id and the login-used flag; no last-login time.
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('@portico-playground/email-auth.login'))) ?? '{}',
    )
    expect(stored).toMatchObject({ email, chainId: CHAIN_A.chainId, loginUsed: true })
    expect(stored).not.toHaveProperty('lastEmailLoginTime')
    expect(await client.getBalance({ address: address as Hex })).toBe(PLAYGROUND_FAUCET_WEI)
    await openAccount(page)
    const accountView = modal(page, 'Account')
    await accountView
      .getByText(`${email.slice(0, 29)}…`)
      .first()
      .waitFor()
    await accountView
      .getByText(`${truncatedEther(PLAYGROUND_FAUCET_WEI)} ETH`)
      .first()
      .waitFor()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // The app forgot its login but the frame kept its session: the same e-mail connects at once
    // (CONNECT), with no code sent.
    await page.evaluate(() => localStorage.removeItem('@portico-playground/email-auth.login'))
    await loadDapp(page)
    expect((await account(page)).connected).toBe(false)
    const mails = (await inbox(email)).length
    await startEmailLogin(page, email)
    await modal(page).waitFor({ state: 'detached' })
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    expect((await account(page)).address).toBe(address)
    expect((await inbox(email)).length).toBe(mails)
  })

  it('signs a message approved in the frame (verified with viem), sends a transaction that is mined, and a rejection fails the request', async () => {
    const { page } = await dapp({ settings: { theme: 'dark' } })
    const address = await loginByEmail(page, newEmail())

    await page.getByRole('button', { name: 'Sign message' }).click()
    await modal(page, 'Approve transaction').waitFor()
    await frame(page).getByRole('heading', { name: 'Sign message' }).waitFor()
    // The frame lies over the modal (spec 9: z-index 999999), at the modal's size.
    const frameElement = page.locator('iframe[name="portico-secure-frame"]')
    expect(await frameElement.evaluate((element) => getComputedStyle(element).zIndex)).toBe('999999')
    await expect
      .poll(async () => {
        const [frameBox, modalBox] = await Promise.all([
          frameElement.boundingBox(),
          modal(page, 'Approve transaction').boundingBox(),
        ])
        if (!frameBox || !modalBox) return Number.POSITIVE_INFINITY
        return Math.max(
          ...(['x', 'y', 'width', 'height'] as const).map((k) => Math.abs(frameBox[k] - modalBox[k])),
        )
      })
      .toBeLessThanOrEqual(1)
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from the Portico playground', signature })).toBe(
      true,
    )
    await modal(page).waitFor({ state: 'detached' })

    const to = '0x000000000000000000000000000000000000dEaD'
    const sending = page.evaluate(
      ({ from, to }) =>
        window.porticoDapp!.portico.request({
          namespace: 'eip155',
          method: 'eth_sendTransaction',
          params: [{ from, to, value: '0xde0b6b3a7640000' }],
        }),
      { from: address, to },
    )
    await frame(page).getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const hash = (await sending) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBeGreaterThanOrEqual(parseEther('1'))

    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame(page).getByRole('button', { name: 'Reject' }).click()
    await page
      .getByTestId('sign-result')
      .getByText(/Not signed/)
      .waitFor()
    await modal(page).waitFor({ state: 'detached' })
  })

  it('keeps the session over a reload without a code, updates the e-mail with both codes, and signs out within 3 s', async () => {
    const { page } = await dapp()
    const email = newEmail()
    const address = await loginByEmail(page, email)
    const mailsBefore = (await inbox(email)).length
    await loadDapp(page)
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    expect((await account(page)).address).toBe(address)
    expect((await inbox(email)).length).toBe(mailsBefore)

    // Another network from Account: the frame switches (SWITCH_NETWORK) and the wallet answers on it.
    await openAccount(page)
    await modal(page, 'Account')
      .getByRole('button', { name: /Network$/ })
      .click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(`^${CHAIN_B.name}`) })
      .click()
    await expect.poll(() => headerNetworkButton(page).textContent()).toContain(CHAIN_B.name)
    await expect
      .poll(() =>
        page.evaluate(() =>
          window.porticoDapp!.portico.request({ namespace: 'eip155', method: 'eth_chainId' }),
        ),
      )
      .toBe(`0x${CHAIN_B.chainId.toString(16)}`)
    expect((await account(page)).address).toBe(address)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    const newAddress = newEmail()
    await page.getByRole('button', { name: 'Update e-mail' }).click()
    const update = modal(page, 'Update email')
    await update.getByRole('textbox', { name: 'New email' }).fill(newAddress)
    await update.getByRole('button', { name: 'Send codes' }).click()
    await update.getByText(/current email/).waitFor()
    await update
      .getByRole('textbox', { name: 'Code' })
      .fill((await lastMail(email, 'update-primary-code')).code as string)
    await update.getByRole('button', { name: 'Verify' }).click()
    await update.getByText(`Enter the code we sent to ${newAddress}`).waitFor()
    await update
      .getByRole('textbox', { name: 'Code' })
      .fill((await lastMail(newAddress, 'update-secondary-code')).code as string)
    await update.getByRole('button', { name: 'Verify' }).click()
    await update.getByText(`Your email is now ${newAddress}`).waitFor()

    const started = Date.now()
    await page.evaluate(() => window.porticoDapp!.portico.wallet.disconnect())
    expect(Date.now() - started).toBeLessThan(3500)
    expect(await page.evaluate(() => localStorage.getItem('@portico-playground/email-auth.login'))).toBeNull()
    await loadDapp(page)
    expect((await account(page)).connected).toBe(false)
  })

  it('a second login from a new device waits for the device link, then asks for a code', async () => {
    const email = newEmail()
    const first = await dapp()
    const address = await loginByEmail(first.page, email)
    const { page } = await dapp()
    await startEmailLogin(page, email)
    const view = modal(page, 'Email login')
    await view.getByRole('heading', { name: 'Approve this device' }).waitFor()
    const { link } = await lastMail(email, 'device-approval')
    expect((await fetch(link as string)).status).toBe(200)
    await view.getByRole('textbox', { name: 'Code' }).waitFor()
    await enterCode(page, (await lastMail(email, 'login-code')).code as string)
    await modal(page).waitFor({ state: 'detached' })
    expect((await account(page)).address).toBe(address)
  })

  it("shows 'Network Error - Could not load embedded wallet' when the frame never gets ready (clock moved 20 s)", async () => {
    await fetch(`${SITE}/__secure-site/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'never-ready' }),
    })
    const { page } = await dapp({ fakeClock: true })
    await startEmailLogin(page, newEmail())
    await page.waitForFunction(() => document.querySelector('iframe[name="portico-secure-frame"]') !== null)
    await page.clock.fastForward(20_000)
    await page.getByText('Network Error - Could not load embedded wallet').first().waitFor()
    await modal(page, 'Email login').getByText('Something went wrong').waitFor()
  })
  it("shows 'Origin Not Allowed' and 'Unverified Domain' from the project's allow list", async () => {
    await allowOrigins({ origins: ['https://app.example'] })
    const { page } = await dapp()
    await startEmailLogin(page, newEmail())
    await page.getByText('Origin Not Allowed').first().waitFor()
    await allowOrigins({ origins: ['http://127.0.0.1:*'], unverified: ['http://127.0.0.1:*'] })
    const second = await dapp()
    await startEmailLogin(second.page, newEmail())
    await second.page.getByText('Unverified Domain').first().waitFor()
  })
})
