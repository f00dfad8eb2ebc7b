// Swaps end to end (issue 17): the demo dapp's Swap view in Chromium, against the swap pool on the
// local anvil chain read by the Blockchain API emulator, with the test browser wallet signing.
import type { Page } from 'playwright-core'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS, PTT_TOKEN } from '../../testkit/src/services/chains/constants.js'
import { SWAP_POOL_ADDRESS } from '../../testkit/src/services/chains/swapConstants.js'
import {
  answerWallet,
  connectTestWallet,
  formatViolations,
  localChains,
  modal,
  type OpenDappOptions,
  openAccount,
  registerDappSessions,
  runAxe,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const CHAIN_A = services.chains[0]!.chainId
const ACCOUNT = DEV_ACCOUNTS[0]!.address

const dapps = registerDappSessions({ chains })

const swapView = (page: Page) => modal(page, 'Swap')
const account = (page: Page) => modal(page, 'Account')
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
const activityRows = (page: Page) => account(page).getByTestId('activity-row')
const amountField = (page: Page) => swapView(page).getByRole('textbox', { name: 'Amount to pay' })
const received = (page: Page) => swapView(page).getByRole('status', { name: 'Amount you receive' })
const primary = (page: Page, name: string | RegExp) =>
  swapView(page).getByRole('button', { name, exact: typeof name === 'string' })
const allowance = () =>
  chains.publicClient(CHAIN_A).readContract({
    address: PTT_TOKEN.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [ACCOUNT, SWAP_POOL_ADDRESS],
  })

/** The dapp, connected with the test wallet, on the Swap view. */
async function openSwap(options: OpenDappOptions = {}): Promise<Page> {
  const session = await dapps.open(options)
  await connectTestWallet(session.page)
  await openAccount(session.page)
  await account(session.page).getByRole('button', { name: 'Swap', exact: true }).click()
  // The token list has loaded once the native token stands as the default source.
  await swapView(session.page)
    .getByRole('button', { name: 'Select the token to pay with, now ETH' })
    .waitFor()
  return session.page
}

/** Picks the token of one side from its list. */
async function pick(page: Page, side: 'pay' | 'receive', symbol: string) {
  const opener =
    side === 'pay'
      ? swapView(page).getByRole('button', { name: /^Select the token to pay with/ })
      : swapView(page).getByRole('button', {
          name: /^(Select token: the token to receive|Select the token to receive)/,
        })
  await opener.click()
  // The picker's sections (Your tokens, Suggested, Popular, More tokens) in one group per side.
  const list = swapView(page).getByRole('group', {
    name: side === 'pay' ? 'Tokens to pay with' : 'Tokens to receive',
  })
  await list.getByRole('heading', { name: 'Your tokens' }).waitFor()
  await swapView(page).getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await list.getByRole('button', { name: new RegExp(`^${symbol}`) }).click()
}

/** Types the amount and waits for the quote the pool gives for it. */
async function quote(page: Page, amount: string) {
  await amountField(page).fill(amount)
  await expect.poll(() => received(page).textContent(), { timeout: 10_000 }).toMatch(/^[\d.,]+$/)
}

describe('swaps in the demo dapp on anvil', () => {
  it('swaps 1 ETH for PTT: quote details, one wallet prompt, the chain and Tokens follow', async () => {
    const page = await openSwap()
    const before = await chains.tokenBalance(CHAIN_A, ACCOUNT)
    await pick(page, 'receive', 'PTT')
    await quote(page, '1')
    const details = swapView(page).getByRole('definition')
    // 1 ETH into 100 ETH / 240,000 PTT with a 0.3 % fee: about 2,369 PTT.
    expect(await received(page).textContent()).toMatch(/^2,36\d\.\d+$/)
    expect(await swapView(page).textContent()).toContain('1 ETH = 2,36')
    expect(await details.allTextContents()).toEqual(
      expect.arrayContaining([
        '1 %',
        expect.stringMatching(/^2,34\d\.\d+ PTT$/),
        expect.stringMatching(/ %$/),
      ]),
    )
    expect(await swapView(page).textContent()).toContain('≈ 3,000.00 USD')

    await primary(page, 'Swap').click()
    await answerWallet(page, 'eth_sendTransaction', 'approve')
    await account(page).waitFor()
    await toast(page, /^Swapped 1 ETH for 2,?36\d/).waitFor()
    const gained = (await chains.tokenBalance(CHAIN_A, ACCOUNT)) - before
    expect(gained > parseUnits('2360', 18) && gained < parseUnits('2370', 18)).toBe(true)
    await account(page)
      .getByRole('listitem')
      .filter({ hasText: 'Portico Test Token' })
      .getByText(/^1,002,36\d\.\d{3} PTT$/)
      .waitFor()
    // Activity lists the swap, read from the chain by the emulator: ETH out, PTT in, one trade.
    await account(page).getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(() => activityRows(page).first().textContent(), { timeout: 20_000 })
      .toMatch(/^Trade1\.000 ETH, 2,36\d\.\d{3} PTT.*Confirmed$/)
  })

  it('approves PTT first (spec 5), then swaps 1000 PTT for ETH with a second prompt', async () => {
    const page = await openSwap()
    const [pttBefore, ethBefore] = [
      await chains.tokenBalance(CHAIN_A, ACCOUNT),
      await chains.balance(CHAIN_A, ACCOUNT),
    ]
    await pick(page, 'pay', 'PTT')
    await pick(page, 'receive', 'ETH')
    await quote(page, '1000')
    await swapView(page).getByText('Spending PTT needs your approval first').waitFor()

    await primary(page, 'Approve PTT').click()
    await answerWallet(page, 'eth_sendTransaction', 'approve')
    await toast(page, 'Approved PTT').waitFor()
    expect(await allowance()).toBe(parseUnits('1000', 18))
    await primary(page, 'Swap').click()
    await answerWallet(page, 'eth_sendTransaction', 'approve')
    await account(page).waitFor()
    await toast(page, /^Swapped 1,000 PTT for 0\.41\d ETH$/).waitFor()

    expect(pttBefore - (await chains.tokenBalance(CHAIN_A, ACCOUNT))).toBe(parseUnits('1000', 18))
    const ethGained = (await chains.balance(CHAIN_A, ACCOUNT)) - ethBefore
    // About 0.4155 ETH back, less two network fees.
    expect(ethGained > parseEther('0.41') && ethGained < parseEther('0.42')).toBe(true)
    // Activity: the trade (PTT out, the pool's ETH payout in), then the approval before it.
    await account(page).getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(() => activityRows(page).first().textContent(), { timeout: 20_000 })
      .toMatch(/^Trade1,000\.000 PTT, 0\.41\d ETH.*Confirmed$/)
    expect(await activityRows(page).nth(1).textContent()).toMatch(/Approve.*Confirmed$/)
  })

  it('writes the numbers of the form, the details and the token list in German', async () => {
    const page = await openSwap()
    await page.evaluate(() => window.porticoDapp!.portico.i18n.setLocale('de'))
    const view = modal(page, 'Tauschen')
    await view.getByRole('button', { name: 'Token zum Zahlen wählen, jetzt ETH' }).waitFor()
    await view.getByRole('button', { name: /^Token wählen: der Token zum Erhalten/ }).click()
    await view.getByRole('searchbox').fill('PTT')
    await view.getByRole('button', { name: /^PTT/ }).click()
    // A decimal comma is read as the decimal point.
    await view.getByRole('textbox', { name: 'Zu zahlender Betrag' }).fill('1,5')
    const out = view.getByRole('status', { name: 'Erhaltener Betrag' })
    // 1.5 ETH into 100 ETH / 240,000 PTT: about 3,537 PTT, written 3.537,xxx.
    await expect.poll(() => out.textContent(), { timeout: 10_000 }).toMatch(/^3\.53\d,\d{3}$/)
    const text = await view.textContent()
    expect(text).toContain('≈ 4.500,00 USD')
    expect(text).toMatch(/1 ETH = 2\.3\d\d,\d{3} PTT/)
    expect(text).toMatch(/Guthaben: 1\.000\.000,000/)
    expect(await view.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining([
        '1 %',
        expect.stringMatching(/^3\.50\d,\d{3} PTT$/),
        expect.stringMatching(/^\d,\d\d %$/),
      ]),
    )
  })

  it('a rejected approval leaves the allowance at 0 and the Approve step in place', async () => {
    dapps.expectNoise(/rejected/i)
    const page = await openSwap()
    await pick(page, 'pay', 'PTT')
    await pick(page, 'receive', 'USDC')
    await quote(page, '10')
    await primary(page, 'Approve PTT').click()
    await answerWallet(page, 'eth_sendTransaction', 'reject')
    await toast(page, /rejected/i).waitFor()
    await expect.poll(() => primary(page, 'Approve PTT').isEnabled()).toBe(true)
    expect(await allowance()).toBe(0n)
  })

  it("says 'Insufficient liquidity' for more than the pool can pay, and 'Incorrect amount' for text", async () => {
    // The browser logs the API's 400 for the quote the pool refuses.
    dapps.expectNoise(/400 \(Bad Request\).*\/v1\/convert\/quotes/)
    const page = await openSwap()
    await pick(page, 'receive', 'PTT')
    await amountField(page).fill('150')
    await swapView(page).getByText('Insufficient liquidity').waitFor()
    expect(await primary(page, 'Swap').isDisabled()).toBe(true)
    await amountField(page).fill('1..5')
    await swapView(page).getByText('Incorrect amount').waitFor()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in ${theme} and fits 360x640`, async () => {
      const page = await openSwap({
        colorScheme: theme,
        viewport: { width: 360, height: 640 },
        settings: { theme },
      })
      await pick(page, 'receive', 'PTT')
      await quote(page, '0.5')
      const violations = await runAxe(page, { include: ['[role="dialog"]'] })
      expect(formatViolations(seriousViolations(violations))).toEqual([])
      // Nothing wider than the phone: the dialog and its form fit without horizontal scrolling.
      const widths = await swapView(page).evaluate((dialog) => ({
        dialog: dialog.getBoundingClientRect().width,
        scroll: dialog.scrollWidth - dialog.clientWidth,
      }))
      expect(widths.dialog).toBeLessThanOrEqual(360)
      expect(widths.scroll).toBeLessThanOrEqual(0)
      await primary(page, 'Swap').scrollIntoViewIfNeeded()
      expect(await primary(page, 'Swap').isVisible()).toBe(true)
      // The token list by keyboard: search, then the first match.
      await swapView(page)
        .getByRole('button', { name: /^Select the token to pay with/ })
        .press('Enter')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
        .toBe('search')
      const listViolations = await runAxe(page, { include: ['[role="dialog"]'] })
      expect(formatViolations(seriousViolations(listViolations))).toEqual([])
    })
  }
})
