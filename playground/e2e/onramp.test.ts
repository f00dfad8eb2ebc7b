// Buying crypto end to end (issue 17): the demo dapp's Buy view in Chromium, the local meld page on
// its own origin crediting the wallet on the anvil chain, the API emulator's on-ramp routes.
import type { Page } from 'playwright-core'
import { erc20Abi, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import { USDC_TOKEN } from '../../testkit/src/services/chains/swapConstants.js'
import {
  connectTestWallet,
  type DappSession,
  emulatorAdmin,
  formatViolations,
  launchChromium,
  localChains,
  modal,
  openAccount,
  openDapp,
  runAxe,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const CHAIN_A = services.chains[0]!.chainId
const ACCOUNT = DEV_ACCOUNTS[0]!.address

let browser: Awaited<ReturnType<typeof launchChromium>>
const sessions: DappSession[] = []
let expectedNoise: RegExp[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())
beforeEach(() => chains.snapshot())
afterEach(async () => {
  const opened = sessions.splice(0)
  await Promise.all(opened.map((session) => session.context.close()))
  await Promise.all([chains.revert(), api.reset()])
  const noise = expectedNoise
  expectedNoise = []
  for (const session of opened) {
    expect(session.outsideRequests).toEqual([])
    expect(session.problems.filter((problem) => !noise.some((pattern) => pattern.test(problem)))).toEqual([])
  }
})

const buyView = (page: Page) => modal(page, 'Buy crypto')
const usdc = () =>
  chains.publicClient(CHAIN_A).readContract({
    address: USDC_TOKEN.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ACCOUNT],
  })

async function openBuy(): Promise<Page> {
  const session = await openDapp(browser, inject('playgroundUrl'))
  sessions.push(session)
  await connectTestWallet(session.page)
  await openAccount(session.page)
  await modal(session.page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  await buyView(session.page).waitFor()
  return session.page
}

describe('buying crypto in the demo dapp', () => {
  it('buys 50 USDC through the local meld page; the modal notices the purchase on chain', async () => {
    const page = await openBuy()
    const before = await usdc()
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('50')
    await buyView(page).getByText('49.00 USDC').waitFor()
    expect(await buyView(page).textContent()).toContain('50.00 USD')
    const violations = await runAxe(page, { include: ['[role="dialog"]'] })
    expect(formatViolations(seriousViolations(violations))).toEqual([])

    const popupOpened = page.context().waitForEvent('page')
    await buyView(page).getByRole('button', { name: 'Meld' }).click()
    const popup = await popupOpened
    await popup.waitForLoadState()
    const url = new URL(popup.url())
    expect(url.origin).toBe(services.onrampUrl)
    expect(url.origin).not.toBe(new URL(page.url()).origin)
    expect(url.searchParams.get('publicKey')).toBe('pk_portico_playground')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(ACCOUNT)
    expect(url.searchParams.get('externalCustomerId')).toBe('portico-playground')
    await buyView(page)
      .getByText(/^Buying USDC with Meld/)
      .waitFor()

    await popup.getByRole('button', { name: 'Buy USDC' }).click()
    await popup.getByText(/^Purchase complete: 49\.00 USDC/).waitFor()
    await buyView(page).getByText('49.00 USDC arrived in your wallet.').waitFor({ timeout: 20_000 })
    expect((await usdc()) - before).toBe(parseUnits('49', 6))
  })

  it('explains an amount above the card limit, and shows the defaults when the options fail', async () => {
    expectedNoise = [/500 \(Internal Server Error\).*\/v1\/onramp\/options/, /On-ramp options unavailable/]
    await api.fault('onramp-options', { kind: 'status', status: 500, times: 10 })
    const page = await openBuy()
    await buyView(page).getByText('Showing the default options: HTTP status code: 500').waitFor()
    expect(
      await buyView(page).getByRole('combobox', { name: 'You pay in' }).locator('option').allTextContents(),
    ).toEqual(['USD', 'EUR'])
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('8000')
    await buyView(page).getByText('The maximum is 7500 USD').waitFor()
    await buyView(page).getByRole('combobox', { name: 'Payment method' }).selectOption('ach_bank_account')
    await expect.poll(() => buyView(page).getByText('The maximum is').count()).toBe(0)
  })
})
