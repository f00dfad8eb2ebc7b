// The e-mail wallet's views in Chromium (issue 15): axe in light and dark on every view and step
// (Connect's e-mail section, EmailLogin's code, error and device steps, Account with its entry to
// UpdateEmailWallet, each UpdateEmailWallet step, ApproveTransaction); German texts (the secure
// site's frame too); and replies forged by other windows and frames, which are ignored and
// reported while the request waits on.
import type { Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { emailWallet } from './support/emailWallet.js'
import {
  formatViolations,
  modal,
  openAccount,
  registerDappSessions,
  runAxe,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const SITE = services.secureSiteUrl as string
const wallet = emailWallet(SITE)

const dapps = registerDappSessions()

type Theme = 'light' | 'dark'
async function dapp(theme: Theme = 'light', locale: 'en' | 'de' = 'en') {
  const session = await dapps.open({
    settings: { emailWallet: true, theme, locale },
    colorScheme: theme,
  })
  return session
}

async function axe(page: Page, what: string) {
  expect(
    formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] }))),
    what,
  ).toEqual([])
}

describe('e-mail wallet views', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`every view and step passes axe (${theme}); Account's entry opens UpdateEmailWallet, whose new address shows once the secure site reports it`, async () => {
      const { page } = await dapp(theme)
      let email = wallet.newEmail()
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: 'Connect Wallet' })
        .click()
      await modal(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).waitFor()
      await axe(page, `Connect with the e-mail section (${theme})`)
      await modal(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).fill(email)
      await modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue' }).click()
      const login = modal(page, 'Email login')
      await login.getByRole('textbox', { name: 'Code' }).waitFor()
      await axe(page, `EmailLogin, code (${theme})`)
      const { code } = await wallet.lastMail(email, 'login-code')
      await login.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000')
      await login.getByRole('button', { name: 'Verify' }).click()
      await login.getByText('Invalid code').waitFor()
      await axe(page, `EmailLogin, wrong code (${theme})`)
      await login.getByRole('textbox', { name: 'Code' }).fill(code as string)
      await login.getByRole('button', { name: 'Verify' }).click()
      await modal(page).waitFor({ state: 'detached' })

      await openAccount(page)
      const account = modal(page, 'Account')
      await account.getByText(email).first().waitFor()
      await axe(page, `Account of the embedded wallet (${theme})`)
      await account.getByRole('button', { name: 'Update email' }).click()
      const update = modal(page, 'Update email')
      await update.getByRole('textbox', { name: 'New email' }).waitFor()
      await axe(page, `UpdateEmailWallet, new e-mail (${theme})`)
      const newEmail = wallet.newEmail()
      await update.getByRole('textbox', { name: 'New email' }).fill(newEmail)
      await update.getByRole('button', { name: 'Send codes' }).click()
      await update.getByText(/current email/).waitFor()
      await axe(page, `UpdateEmailWallet, first code (${theme})`)
      await update
        .getByRole('textbox', { name: 'Code' })
        .fill((await wallet.lastMail(email, 'update-primary-code')).code as string)
      await update.getByRole('button', { name: 'Verify' }).click()
      await update.getByText(`Enter the code we sent to ${newEmail}`).waitFor()
      await axe(page, `UpdateEmailWallet, second code (${theme})`)
      await update
        .getByRole('textbox', { name: 'Code' })
        .fill((await wallet.lastMail(newEmail, 'update-secondary-code')).code as string)
      await update.getByRole('button', { name: 'Verify' }).click()
      await update.getByText(`Your email is now ${newEmail}`).waitFor()
      await axe(page, `UpdateEmailWallet, done (${theme})`)
      await update.getByRole('button', { name: 'Back to account' }).click()
      await modal(page, 'Account').getByText(newEmail).first().waitFor()
      email = newEmail
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Sign message' }).click()
      await modal(page, 'Approve transaction').waitFor()
      await wallet.frame(page).getByRole('heading', { name: 'Sign message' }).waitFor()
      await axe(page, `ApproveTransaction (${theme})`)
      await wallet.frame(page).getByRole('button', { name: 'Approve' }).click()
      await modal(page).waitFor({ state: 'detached' })

      // A second device: EmailLogin waits for the device link.
      const second = await dapp(theme)
      await wallet.startLogin(second.page, email)
      const waiting = modal(second.page, 'Email login')
      await waiting.getByRole('heading', { name: 'Approve this device' }).waitFor()
      await axe(second.page, `EmailLogin, device approval (${theme})`)
      expect((await fetch((await wallet.lastMail(email, 'device-approval')).link as string)).status).toBe(200)
      await waiting
        .getByRole('textbox', { name: 'Code' })
        .fill((await wallet.lastMail(email, 'login-code')).code as string)
      await waiting.getByRole('button', { name: 'Verify' }).click()
      await modal(second.page).waitFor({ state: 'detached' })
    }, 240_000)

  it('shows every e-mail wallet text in German when the app is in German (axe clean)', async () => {
    const { page } = await dapp('light', 'de')
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Wallet verbinden' })
      .click()
    const connect = modal(page, 'Wallet verbinden')
    const email = wallet.newEmail()
    await connect.getByRole('textbox', { name: 'E-Mail' }).fill(email)
    await connect.getByRole('button', { name: 'Weiter' }).click()
    const login = modal(page, 'Mit E-Mail anmelden')
    await login.getByRole('heading', { name: 'E-Mail bestätigen' }).waitFor()
    await login.getByText(`Geben Sie den 6-stelligen Code ein, den wir an ${email} gesendet haben`).waitFor()
    await login.getByRole('button', { name: 'Code erneut senden' }).waitFor()
    await axe(page, 'EmailLogin in German')
    await login
      .getByRole('textbox', { name: 'Code' })
      .fill((await wallet.lastMail(email, 'login-code')).code as string)
    await login.getByRole('button', { name: 'Bestätigen' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await page.evaluate(() => window.porticoDapp!.portico.modal.open({ view: 'Account' }))
    await modal(page).getByRole('button', { name: 'E-Mail ändern' }).click()
    const update = modal(page, 'E-Mail ändern')
    await update.getByRole('textbox', { name: 'Neue E-Mail' }).waitFor()
    await update.getByRole('button', { name: 'Codes senden' }).waitFor()
    await axe(page, 'UpdateEmailWallet in German')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // The secure site's approval view speaks the app's language too (SYNC_DAPP_DATA's locale).
    await page.getByRole('button', { name: 'Sign message' }).click()
    await modal(page, 'Transaktion bestätigen').waitFor()
    const frame = wallet.frame(page)
    await frame.getByRole('heading', { name: 'Nachricht signieren' }).waitFor()
    await frame.getByText('Angefragt von').waitFor()
    await frame.getByRole('button', { name: 'Bestätigen' }).waitFor()
    expect(await frame.locator('html').getAttribute('lang')).toBe('de')
    await frame.getByRole('button', { name: 'Ablehnen' }).click()
    await modal(page).waitFor({ state: 'detached' })
  }, 120_000)

  it('ignores replies forged by another window, frame or origin and reports them; the request waits on and the real approval wins', async () => {
    const session = await dapp()
    const { page } = session
    const address = await wallet.login(page, wallet.newEmail())
    // The real frame records the requests it gets, so the test knows the id a forger would need.
    const secureFrame = page.frame({ name: 'portico-secure-frame' })!
    await secureFrame.evaluate(() => {
      window.addEventListener('message', (event) => {
        if (event.data?.type === '@w3m-app/RPC_REQUEST')
          (window as unknown as { lastRpcId: string }).lastRpcId = event.data.id
      })
    })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.frame(page).getByRole('heading', { name: 'Sign message' }).waitFor()
    const id = await secureFrame.evaluate(() => (window as unknown as { lastRpcId: string }).lastRpcId)
    expect(id).toMatch(/^[0-9a-z]+$/)
    const forged = { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: `0x${'ab'.repeat(65)}` }

    // Another window of the secure site's own origin, a frame of a foreign origin, and the page itself.
    await page.evaluate(
      ([siteFrame, foreignFrame]) => {
        for (const [name, src] of [
          ['forger-same-origin', siteFrame],
          ['forger-foreign', foreignFrame],
        ] as const) {
          const frame = document.createElement('iframe')
          frame.name = name
          frame.src = src
          document.body.append(frame)
        }
      },
      [
        `${SITE}/inbox.html`,
        `${inject('apiUrl')}/getWallets?projectId=portico-playground&page=1&entries=1`,
      ] as const,
    )
    await expect.poll(() => page.frame({ name: 'forger-foreign' })?.url()).toContain('/getWallets')
    await expect.poll(() => page.frame({ name: 'forger-same-origin' })?.url()).toContain('/inbox.html')
    for (const name of ['forger-same-origin', 'forger-foreign'])
      await page.frame({ name })!.waitForLoadState()
    for (const name of ['forger-same-origin', 'forger-foreign'])
      await page.frame({ name })!.evaluate((message) => window.parent.postMessage(message, '*'), forged)
    await page.evaluate((message) => window.postMessage(message, '*'), forged)
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate((url) => void window.open(url, 'forger-popup'), `${SITE}/inbox.html`)
    const popup = await popupOpened
    await popup.waitForLoadState()
    await popup.evaluate((message) => window.opener.postMessage(message, '*'), forged)

    const reported = () =>
      session.problems.filter((p) =>
        p.includes('Ignored an embedded wallet message from another window or origin'),
      )
    await expect.poll(() => reported().length).toBe(4)
    // Nothing changed: the request still waits in ApproveTransaction, unanswered.
    await modal(page, 'Approve transaction').waitFor()
    await wallet.frame(page).getByRole('heading', { name: 'Sign message' }).waitFor()
    expect(await page.getByTestId('signature').count()).toBe(0)

    await wallet.frame(page).getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(signature).not.toBe(forged.payload)
    expect(await verifyMessage({ address, message: 'Hello from the Portico playground', signature })).toBe(
      true,
    )
    await popup.close()
    const kept = session.problems.filter((p) => !reported().includes(p))
    session.problems.length = 0
    session.problems.push(...kept)
  }, 120_000)
})
