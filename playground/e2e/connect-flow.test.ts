// Connect as a visitor meets it (issue 25): the modal follows a connection the app completes while
// the wallet list shows; picking another wallet over a live connection asks first; the legal
// checkbox holds every way to connect until it is ticked; the wallet list folds beside e-mail.
// The demo dapp in Chromium with its two EVM test wallets, light and dark, and a 360x640 phone.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  answerWallet,
  connectTestWallet,
  emulatorAdmin,
  formatViolations,
  headerConnectButton,
  localChains,
  modal,
  registerDappSessions,
  runAxe,
  saveScreenshot,
  seriousViolations,
  walletRow,
} from './support/index.js'

const dapps = registerDappSessions({
  chains: localChains(inject('services')),
  api: emulatorAdmin(inject('apiUrl')),
})

const activeConnector = (page: Page) =>
  page.evaluate(() => window.porticoDapp!.portico.wallet.getState().activeConnectorIds.eip155)

async function expectAxeClean(page: Page) {
  const violations = seriousViolations(await runAxe(page, { include: ['.portico-shell-modal'] }))
  expect(formatViolations(violations)).toEqual([])
}

async function setFlag(page: Page, label: string) {
  await page.getByRole('checkbox', { name: label }).check()
}

describe('Connect follows the connection and asks before replacing one', () => {
  it('a connection the app completes while Connect shows moves the modal on to Account', async () => {
    const { page } = await dapps.open()
    await headerConnectButton(page).click()
    await modal(page).getByTestId('connect-wallet-list').waitFor()
    // The app connects by itself (its own button, a restored session), not through the list.
    const connecting = page.evaluate(() =>
      window.porticoDapp!.portico.wallet.connect({ connectorId: 'dev.portico.testwallet' }),
    )
    await answerWallet(page, 'eth_requestAccounts', 'approve')
    await connecting
    await modal(page, 'Account').waitFor()
    expect(await modal(page).getByTestId('connect-wallet-list').count()).toBe(0)
  })

  for (const colorScheme of ['light', 'dark'] as const)
    it(`picking the other wallet asks first; Cancel keeps the connection, Replace connects it (${colorScheme})`, async () => {
      const { page } = await dapps.open({ colorScheme, settings: { theme: colorScheme } })
      await connectTestWallet(page)
      const first = await activeConnector(page)
      await page.evaluate(() => window.porticoDapp!.portico.modal.open({ view: 'Connect' }))
      await walletRow(page, 'Portico Test Wallet Two').click()
      const question = modal(page).getByRole('alertdialog', { name: 'Replace Portico Test Wallet?' })
      await question.waitFor()
      expect(await question.textContent()).toContain(
        'Portico Test Wallet is connected. Connecting Portico Test Wallet Two disconnects it.',
      )
      expect(
        await question.getByRole('button', { name: 'Replace' }).evaluate((b) => b === document.activeElement),
      ).toBe(true)
      await expectAxeClean(page)
      await saveScreenshot(modal(page), `Connect-replace-${colorScheme}`)

      await question.getByRole('button', { name: 'Cancel' }).click()
      await question.waitFor({ state: 'detached' })
      expect(await activeConnector(page)).toBe(first)

      await walletRow(page, 'Portico Test Wallet Two').click()
      await question.getByRole('button', { name: 'Replace' }).click()
      await answerWallet(page, 'eth_requestAccounts', 'approve')
      await expect.poll(() => activeConnector(page)).not.toBe(first)
    })
})

describe('the legal checkbox and the folded wallet list', () => {
  for (const colorScheme of ['light', 'dark'] as const)
    it(`every way to connect waits for the consent checkbox on a phone (${colorScheme})`, async () => {
      const { page } = await dapps.open({
        colorScheme,
        settings: { theme: colorScheme },
        viewport: { width: 360, height: 640 },
      })
      await setFlag(page, 'Terms checkbox')
      await headerConnectButton(page).click()
      const consent = modal(page).getByRole('checkbox', {
        name: 'I agree to the Terms of Service and the Privacy Policy',
      })
      await consent.waitFor()
      const row = walletRow(page, 'Portico Test Wallet')
      expect(await row.isDisabled()).toBe(true)
      expect(await modal(page).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toMatch(
        /\/legal\.html#terms$/,
      )
      await expectAxeClean(page)
      await saveScreenshot(modal(page), `Connect-legal-${colorScheme}`)

      // By keyboard: the checkbox is reachable and ticks with Space; the wallets then open.
      await consent.focus()
      await page.keyboard.press('Space')
      expect(await row.isDisabled()).toBe(false)
      await row.click()
      await answerWallet(page, 'eth_requestAccounts', 'approve')
      await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    })

  it('the wallet list folds into one row beside e-mail and unfolds onto the first wallet', async () => {
    const { page } = await dapps.open({ settings: { emailWallet: true } })
    await setFlag(page, 'Collapse the wallet list')
    await headerConnectButton(page).click()
    const fold = modal(page).getByRole('button', { name: 'Continue with a wallet' })
    await fold.waitFor()
    expect(await modal(page).getByTestId('connect-wallet-list').count()).toBe(0)
    await expectAxeClean(page)
    await fold.focus()
    await page.keyboard.press('Enter')
    await modal(page).getByTestId('connect-wallet-list').waitFor()
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-testid="connect-wallet-list"]') !== null),
      )
      .toBe(true)
  })
})
