// Account names (issue 18) end to end: the demo dapp in Chromium, the test wallet, a real anvil
// chain and the API emulator's /v1/profile/* routes, which check the signature through the chain.
import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import {
  answerWallet,
  connectTestWallet,
  emulatorAdmin,
  formatViolations,
  headerAccountButton,
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
const CHAIN_A = services.chains[0]!

const dapps = registerDappSessions({ chains, api })

async function dapp(colorScheme: 'light' | 'dark' = 'light') {
  const session = await dapps.open({
    settings: { theme: colorScheme },
    colorScheme,
  })
  return session
}

/** Connected, on the Account view, then Choose name. */
async function openRegistration(page: Page) {
  await connectTestWallet(page)
  await openAccount(page)
  await modal(page, 'Account').getByRole('button', { name: 'Choose name' }).click()
  return modal(page, 'Choose name')
}

describe('account names', () => {
  it('explains an invalid name, registers a free one signed by the wallet and shows it for the account', async () => {
    const { page } = await dapp()
    const form = await openRegistration(page)
    const field = form.getByLabel('Name', { exact: true })
    await field.fill('abc')
    await form.getByText('Use at least 4 characters.').waitFor()
    await field.fill('al!ce')
    await form.getByText('Use only letters, digits and hyphens.').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    await field.fill('alice-1')
    await form.getByText('alice-1.reown.id is available').waitFor()
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await saveScreenshot(form, 'RegisterAccountName-light')

    await form.getByRole('button', { name: 'Register' }).click()
    await answerWallet(page, 'personal_sign', 'approve')
    const done = modal(page, 'Name registered')
    await done.getByText('alice-1.reown.id is yours').waitFor()
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    const [registered] = (await api.requests('profile-register')) as Array<{ status?: number }>
    expect(registered?.status).toBe(200)

    await done.getByRole('button', { name: 'Back to account' }).click()
    await modal(page, 'Account').getByText('alice-1.reown.id').first().waitFor()
    await page.keyboard.press('Escape')
    await expect
      .poll(() =>
        headerAccountButton(page)
          .count()
          .catch(() => 0),
      )
      .toBe(0)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /alice-1\.reown\.id/ })
      .waitFor()
  })

  it('shows a taken name as taken, Register off, and free alternatives to pick', async () => {
    // Someone else registered taken-1.reown.id on chain A first.
    const other = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
    const message = JSON.stringify({
      name: 'taken-1.reown.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const first = await fetch(`${apiUrl}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message,
        signature: await other.signMessage({ message }),
        coin_type: (0x80000000 | CHAIN_A.chainId) >>> 0,
        address: other.address,
      }),
    })
    expect(first.status).toBe(200)

    const { page } = await dapp('dark')
    const form = await openRegistration(page)
    await form.getByLabel('Name', { exact: true }).fill('taken-1')
    await form.getByText('taken-1.reown.id is taken').waitFor()
    expect(await form.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
    const alternatives = form.getByRole('region', { name: 'Other names' }).getByRole('button')
    expect(await alternatives.count()).toBeGreaterThan(0)
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await saveScreenshot(form, 'RegisterAccountName-dark')
    const choice = (await alternatives.first().textContent()) as string
    await alternatives.first().click()
    await form.getByText(`${choice} is available`).waitFor()
  })
})
