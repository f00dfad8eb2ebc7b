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

async function dapp(colorScheme: 'light' | 'dark' = 'light', small = false) {
  const session = await dapps.open({
    settings: { theme: colorScheme },
    colorScheme,
    ...(small ? { viewport: { width: 360, height: 640 } } : {}),
  })
  return session
}

/** Registers `name` for dev account 1 on chain A straight at the emulator (someone else's name). */
async function registerForOther(name: string) {
  const other = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const answer = await fetch(`${apiUrl}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature: await other.signMessage({ message }),
      coin_type: (0x80000000 | CHAIN_A.chainId) >>> 0,
      address: other.address,
    }),
  })
  expect(answer.status).toBe(200)
  return other.address
}

const axeClean = async (page: Page) =>
  expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
    [],
  )

/** Every element of the dialog inside a 360 px wide screen, and the dialog within 640 px. */
async function fitsSmallScreen(page: Page) {
  const overflow = await page.getByRole('dialog').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect()
    const wide = [...dialog.querySelectorAll('*')].filter((node) => {
      const r = node.getBoundingClientRect()
      return r.width > 0 && (r.left < -0.5 || r.right > 360.5)
    })
    return { bottom: box.bottom, wide: wide.map((node) => node.outerHTML.slice(0, 80)) }
  })
  expect(overflow.wide).toEqual([])
  expect(overflow.bottom).toBeLessThanOrEqual(640)
}

/** Connected, on the Account view, then Choose name. */
/** The Account view, opened from the header, whatever the language. */
async function openAccountInGerman(page: Page) {
  await page
    .getByRole('navigation', { name: /Wallet/ })
    .getByRole('button', { name: /^0x[0-9a-fA-F]{4}…/ })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Namen wählen' }).waitFor()
}

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
    // The account has a name now: no "Choose name" any more.
    expect(await modal(page, 'Account').getByRole('button', { name: 'Choose name' }).count()).toBe(0)
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
    await registerForOther('taken-1.reown.id')

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

  it('looks a name up: the address it points to, a free name, an invalid one; light, dark, 360 x 640', async () => {
    const owner = await registerForOther('lookup-1.reown.id')
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await dapp(colorScheme, true)
      await connectTestWallet(page)
      await openAccount(page)
      await modal(page, 'Account').getByRole('button', { name: 'Look up name' }).click()
      const form = modal(page, 'Look up name')
      const field = form.getByLabel('Name to look up', { exact: true })
      await field.fill('lookup-1')
      await form.getByRole('button', { name: 'Look up', exact: true }).click()
      await form.getByText('lookup-1.reown.id points to').waitFor()
      expect(await form.getByTitle(owner).count()).toBe(1)
      await fitsSmallScreen(page)
      await axeClean(page)
      await saveScreenshot(form, `LookupName-${colorScheme}`)

      await field.fill('nobody-here.reown.id')
      await form.getByRole('button', { name: 'Look up', exact: true }).click()
      await form.getByText('Nobody has registered nobody-here.reown.id.').waitFor()
      await field.fill('no')
      await form.getByText('Use at least 4 characters.').waitFor()
      expect(await form.getByRole('button', { name: 'Look up', exact: true }).isDisabled()).toBe(true)
    }
  })

  it('speaks German: the feature buttons, the form, its checks and the lookup', async () => {
    const owner = await registerForOther('deutsch-1.reown.id')
    const { page } = await dapp('light', true)
    await connectTestWallet(page)
    await page.evaluate(() => window.porticoDapp!.portico.i18n.setLocale('de'))
    await openAccountInGerman(page)
    const account = page.getByRole('dialog')
    await account.getByRole('button', { name: 'Namen wählen' }).click()
    const form = page.getByRole('dialog').getByRole('form', { name: 'Wähle deinen Namen' })
    await form.waitFor()
    const field = form.getByLabel('Name', { exact: true })
    await form
      .getByText('Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen. Dein Name endet auf .reown.id.')
      .waitFor()
    await field.fill('abc')
    await form.getByText('Mindestens 4 Zeichen.').waitFor()
    await field.fill('al!ce')
    await form.getByText('Nur Buchstaben, Ziffern und Bindestriche.').waitFor()
    await field.fill('deutsch-1')
    await form.getByText('deutsch-1.reown.id ist vergeben').waitFor()
    await form.getByText('Andere Namen').waitFor()
    await form.getByRole('button', { name: 'Registrieren' }).waitFor()
    await fitsSmallScreen(page)
    await axeClean(page)

    await page.evaluate(() => window.porticoDapp!.portico.router.reset('Account'))
    await page.getByRole('dialog').getByRole('button', { name: 'Namen nachschlagen' }).click()
    const lookup = page.getByRole('dialog').getByRole('form', { name: 'Einen Namen nachschlagen' })
    await lookup.getByLabel('Gesuchter Name', { exact: true }).fill('deutsch-1')
    await lookup.getByRole('button', { name: 'Nachschlagen', exact: true }).click()
    await lookup.getByText('deutsch-1.reown.id verweist auf').waitFor()
    await lookup.getByRole('button', { name: 'Adresse kopieren' }).waitFor()
    expect(await lookup.getByTitle(owner).count()).toBe(1)
    await axeClean(page)
  })
})
