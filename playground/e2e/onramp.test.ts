// Buying crypto end to end (issue 17): the demo dapp's Buy view in Chromium, the local meld and
// Coinbase Pay pages on their own origin crediting the wallet on the anvil chain, the API emulator's
// on-ramp routes.
import type { Page } from 'playwright-core'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { defaultFeatures } from '../../testkit/src/services/api/config-state.js'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import { USDC_TOKEN } from '../../testkit/src/services/chains/swapConstants.js'
import { SOLANA_DEV_ACCOUNTS } from '../../testkit/src/services/solana/constants.js'
import {
  answerWallet,
  clickClosingWindow,
  connectTestWallet,
  emulatorAdmin,
  formatViolations,
  localChains,
  modal,
  type OpenDappOptions,
  openAccount,
  registerDappSessions,
  runAxe,
  seriousViolations,
  walletRow,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const CHAIN_A = services.chains[0]!.chainId
const ACCOUNT = DEV_ACCOUNTS[0]!.address

const dapps = registerDappSessions({ chains, api })

const buyView = (page: Page) => modal(page, 'Buy crypto')
const account = (page: Page) => modal(page, 'Account')
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const usdc = () =>
  chains.publicClient(CHAIN_A).readContract({
    address: USDC_TOKEN.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ACCOUNT],
  })

async function openBuy(options: OpenDappOptions = {}): Promise<Page> {
  const session = await dapps.open(options)
  await connectTestWallet(session.page)
  await openAccount(session.page)
  await modal(session.page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  await buyView(session.page).waitFor()
  return session.page
}

/**
 * Picks `provider` in the Buy view and waits for its window (on the on-ramp stand-ins' own origin)
 * and for the view to say the purchase is under way.
 */
async function openProvider(page: Page, provider: 'Meld' | 'Coinbase', symbol: string) {
  const opened = page.context().waitForEvent('page')
  await buyView(page).getByRole('button', { name: provider }).click()
  const popup = await opened
  await popup.waitForLoadState()
  const url = new URL(popup.url())
  expect(url.origin).toBe(services.onrampUrl)
  expect(url.origin).not.toBe(new URL(page.url()).origin)
  await buyView(page)
    .getByText(new RegExp(`^Buying ${symbol} with ${provider}`))
    .waitFor()
  return { popup, url }
}

/**
 * Buys in the provider's window (`bought`: the amount its page confirms), returns to the app through
 * its 'Back to the app' button when asked, and waits for the modal to see `arrived` on chain.
 */
async function completePurchase(
  page: Page,
  popup: Page,
  {
    symbol,
    bought,
    arrived,
    backToApp = false,
  }: { symbol: string; bought: string; arrived: string; backToApp?: boolean },
) {
  await popup.getByRole('button', { name: `Buy ${symbol}` }).click()
  await popup.getByText(`Purchase complete: ${bought} ${symbol}`, { exact: false }).waitFor()
  if (backToApp) {
    // The return: the provider's window closes and the visitor is back in the app.
    await clickClosingWindow(popup, popup.getByRole('button', { name: 'Back to the app' }))
    await page.bringToFront()
  }
  await buyView(page).getByText(`${arrived} ${symbol} arrived in your wallet.`).waitFor({ timeout: 20_000 })
}

describe('buying crypto in the demo dapp', () => {
  it('buys 50 USDC through the local meld page; the modal notices the purchase on chain', async () => {
    const page = await openBuy()
    const before = await usdc()
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('50')
    await buyView(page).getByText('49.000 USDC').waitFor()
    expect(await buyView(page).textContent()).toContain('50.00 USD')
    const violations = await runAxe(page, { include: ['[role="dialog"]'] })
    expect(formatViolations(seriousViolations(violations))).toEqual([])

    const { popup, url } = await openProvider(page, 'Meld', 'USDC')
    expect(url.searchParams.get('publicKey')).toBe('pk_portico_playground')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(ACCOUNT)
    expect(url.searchParams.get('externalCustomerId')).toBe('portico-playground')
    // The provider's window cannot reach the app (noopener), and a message another page posts to
    // the app changes nothing: the purchase is read from the chain only.
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await page.evaluate(() => window.postMessage({ type: 'onramp-complete', amount: '1000' }, '*'))
    expect(
      await buyView(page)
        .getByText(/^Buying USDC with Meld/)
        .count(),
    ).toBe(1)

    await completePurchase(page, popup, { symbol: 'USDC', bought: '49.00', arrived: '49.000' })
    expect((await usdc()) - before).toBe(parseUnits('49', 6))
  })

  it('buys 50 USDC through the local Coinbase Pay page: its own origin, the return, the purchase in Tokens and Activity', async () => {
    // The project's remote config allows both providers (the flag's default is meld only).
    await api.configure({
      features: defaultFeatures().map((feature) =>
        feature.id === 'onramp' ? { ...feature, config: ['meld', 'coinbase'] } : feature,
      ),
    })
    const page = await openBuy()
    const before = await usdc()
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('50')
    await buyView(page).getByText('49.000 USDC').waitFor()

    // The URL comes from the emulator's POST /v1/generators/onrampurl, on the local Coinbase Pay page.
    const { popup, url } = await openProvider(page, 'Coinbase', 'USDC')
    expect(url.pathname).toBe('/coinbase/buy/select-asset')
    const network = `portico-${CHAIN_A}`
    expect(JSON.parse(url.searchParams.get('destinationWallets') ?? 'null')).toEqual([
      { address: ACCOUNT, blockchains: [network], assets: ['USDC'] },
    ])
    expect(url.searchParams.get('partnerUserId')).toBe(ACCOUNT)
    expect(url.searchParams.get('defaultNetwork')).toBe(network)
    expect(url.searchParams.get('presetFiatAmount')).toBe('50')
    expect(url.searchParams.get('defaultExperience')).toBe('buy')
    // The page checked every parameter: none is refused.
    expect(await popup.getByRole('alert').count()).toBe(0)

    await completePurchase(page, popup, {
      symbol: 'USDC',
      bought: '49.00',
      arrived: '49.000',
      backToApp: true,
    })
    await toast(page, 'Bought USDC').waitFor()
    const after = await usdc()
    expect(after - before).toBe(parseUnits('49', 6))

    // The purchase shows in the account: the USDC balance in Tokens, the credit in Activity.
    await buyView(page).getByRole('button', { name: 'Back' }).click()
    await account(page)
      .getByRole('listitem')
      .filter({ hasText: 'Portico Test USDC' })
      .getByText(
        `${Number(formatUnits(after, 6)).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} USDC`,
      )
      .waitFor({ timeout: 20_000 })
    await account(page).getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(() => account(page).getByTestId('activity-row').first().textContent(), { timeout: 20_000 })
      .toMatch(/^Mint49\.000 USDC.*Confirmed$/)
  })

  it('buys SOL on Solana through the local meld page (destinationCurrencyCode SOL), then through Coinbase Pay; the lamports land', async () => {
    const SOL_ACCOUNT = SOLANA_DEV_ACCOUNTS[0]!.address
    const lamports = async () => {
      const response = await fetch(services.solana!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOL_ACCOUNT] }),
      })
      return BigInt(((await response.json()) as { result: { value: number } }).result.value)
    }
    await api.configure({
      features: defaultFeatures().map((feature) =>
        feature.id === 'onramp' ? { ...feature, config: ['meld', 'coinbase'] } : feature,
      ),
    })
    const session = await dapps.open()
    const { page } = session
    const header = page.getByRole('navigation', { name: 'Wallet' })
    await header.getByRole('button', { name: 'Connect Wallet' }).click()
    await walletRow(page, 'Portico Solana Test Wallet').click()
    await answerWallet(page, 'standard:connect', 'approve')
    await modal(page).waitFor({ state: 'detached' })
    await header.getByRole('button', { name: new RegExp(`^${SOL_ACCOUNT.slice(0, 6)}…`) }).click()
    await account(page).getByRole('button', { name: 'Buy', exact: true }).click()
    // On Solana the local options offer SOL only.
    const purchase = buyView(page).getByRole('combobox', { name: 'You buy' })
    await expect.poll(() => purchase.locator('option').allTextContents()).toEqual(['SOL'])
    const before = await lamports()
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('50')
    // 49 USD at 150 USD per SOL.
    await buyView(page).getByText('0.326 SOL').waitFor()

    const { popup, url } = await openProvider(page, 'Meld', 'SOL')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe(SOL_ACCOUNT)
    expect(url.searchParams.get('externalCustomerId')).toBe('portico-playground')
    await completePurchase(page, popup, { symbol: 'SOL', bought: '0.326667', arrived: '0.326' })
    expect((await lamports()) - before).toBe(326_667_000n)

    // Coinbase Pay: the URL from the emulator names the local cluster and the Solana wallet.
    await popup.close()
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('100')
    await buyView(page).getByText('0.655 SOL').waitFor()
    const { popup: coinbase, url: coinbaseUrl } = await openProvider(page, 'Coinbase', 'SOL')
    expect(coinbaseUrl.pathname).toBe('/coinbase/buy/select-asset')
    expect(JSON.parse(coinbaseUrl.searchParams.get('destinationWallets') ?? 'null')).toEqual([
      { address: SOL_ACCOUNT, blockchains: ['portico-solana'], assets: ['SOL'] },
    ])
    expect(await coinbase.getByRole('alert').count()).toBe(0)
    await completePurchase(page, coinbase, {
      symbol: 'SOL',
      bought: '0.655000',
      arrived: '0.655',
      backToApp: true,
    })
    expect((await lamports()) - before).toBe(326_667_000n + 655_000_000n)
  })

  it('writes the quote, the limits and the fees in German', async () => {
    const page = await openBuy()
    await page.evaluate(() => window.porticoDapp!.portico.i18n.setLocale('de'))
    const form = modal(page, 'Krypto kaufen')
    await form.getByRole('textbox', { name: 'Betrag' }).fill('1234,5')
    await form.getByText(/^1\.\d{3},\d{3} USDC$/).waitFor()
    const text = await form.textContent()
    expect(text).toContain('Von 10 bis 7.500 USD')
    expect(text).toContain('1.234,50 USD')
    expect(text).toContain('0,25 USD')
    expect(text).toContain('1-2 %')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in ${theme} and fits 360x640, quote and provider window state included`, async () => {
      const page = await openBuy({
        colorScheme: theme,
        viewport: { width: 360, height: 640 },
        settings: { theme },
      })
      await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('50')
      await buyView(page).getByText('49.000 USDC').waitFor()
      const check = async () => {
        const violations = await runAxe(page, { include: ['[role="dialog"]'] })
        expect(formatViolations(seriousViolations(violations))).toEqual([])
        const widths = await buyView(page).evaluate((dialog) => ({
          dialog: dialog.getBoundingClientRect().width,
          scroll: dialog.scrollWidth - dialog.clientWidth,
        }))
        expect(widths.dialog).toBeLessThanOrEqual(360)
        expect(widths.scroll).toBeLessThanOrEqual(0)
      }
      await check()
      await buyView(page).getByRole('button', { name: 'Meld' }).scrollIntoViewIfNeeded()
      expect(await buyView(page).getByRole('button', { name: 'Meld' }).isVisible()).toBe(true)
      // The "buy in progress" state while the provider's window is open.
      const popupOpened = page.context().waitForEvent('page')
      await buyView(page).getByRole('button', { name: 'Meld' }).click()
      const popup = await popupOpened
      await buyView(page).getByRole('button', { name: 'Cancel' }).waitFor()
      await check()
      await popup.close()
      await buyView(page).getByRole('button', { name: 'Cancel' }).click()
      await buyView(page).getByRole('textbox', { name: 'Amount' }).waitFor()
    })
  }

  it('explains an amount above the card limit, and shows the defaults when the options fail', async () => {
    dapps.expectNoise(/500 \(Internal Server Error\).*\/v1\/onramp\/options/, /On-ramp options unavailable/)
    await api.fault('onramp-options', { kind: 'status', status: 500, times: 10 })
    const page = await openBuy()
    await buyView(page).getByText('Showing the default options: HTTP status code: 500').waitFor()
    expect(
      await buyView(page).getByRole('combobox', { name: 'You pay in' }).locator('option').allTextContents(),
    ).toEqual(['USD', 'EUR'])
    await buyView(page).getByRole('textbox', { name: 'Amount' }).fill('8000')
    await buyView(page).getByText('The maximum is 7,500 USD').waitFor()
    await buyView(page).getByRole('combobox', { name: 'Payment method' }).selectOption('ach_bank_account')
    await expect.poll(() => buyView(page).getByText('The maximum is').count()).toBe(0)
  })
})
