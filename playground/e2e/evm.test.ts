// The EVM slice end to end (issue 4): the demo dapp in Chromium, the test browser wallet, real
// anvil chains and the API emulator. Every test starts from a chain snapshot and a fresh browser
// context, and asserts what changed on chain, in the wallet and on the page.
import type { Page } from 'playwright-core'
import { type Address, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import type { PlaygroundChain } from '../../testkit/src/services/playgroundServices.js'
import {
  answerWallet,
  connectTestWallet,
  type DappSession,
  emulatorAdmin,
  formatViolations,
  headerAccountButton,
  headerNetworkButton,
  loadDapp,
  localChains,
  modal,
  type OpenDappOptions,
  openAccount,
  registerDappSessions,
  runAxe,
  saveScreenshotsLightAndDark,
  seriousViolations,
  setDappTheme,
  walletPrompt,
  walletRow,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const [CHAIN_A, CHAIN_B, CHAIN_C] = services.chains as [PlaygroundChain, PlaygroundChain, PlaygroundChain]
const ACCOUNT = DEV_ACCOUNTS[0]!.address
const SECOND_WALLET_ACCOUNT = DEV_ACCOUNTS[1]!.address

const dapps = registerDappSessions({ chains, api })

async function dapp(options: OpenDappOptions = {}): Promise<DappSession> {
  const session = await dapps.open(options)
  return session
}

/** What the kernel and the wallet itself say, read inside the page. */
const state = (page: Page) =>
  page.evaluate(() => {
    const handle = window.porticoDapp!
    const wallet = handle.wallets!.one.provider
    return {
      connected: handle.portico.wallet.isConnected('eip155'),
      address: handle.portico.wallet.getAccount('eip155').address,
      network: handle.portico.wallet.getActiveNetwork('eip155')?.caipNetworkId,
      walletConnected: wallet.connected,
      walletChainId: wallet.chainId,
      addedChains: wallet.addedChains,
    }
  })

/** From the Account view: the network row, then a network of the list. */
async function chooseNetworkFromAccount(page: Page, network: string) {
  await modal(page, 'Account')
    .getByRole('button', { name: /Network$/ })
    .click()
  await modal(page, 'Choose Network')
    .getByRole('button', { name: new RegExp(`^${network}`) })
    .click()
}

describe('the demo dapp with the test browser wallet on anvil', () => {
  it('lists both announced wallets, connects from the modal and shows the real anvil balance', async () => {
    await chains.setBalance(CHAIN_A.chainId, ACCOUNT, '1234.5678')
    const { page } = await dapp()

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(() => walletRow(page, 'Portico Test Wallet').count()).toBe(1)
    expect(await walletRow(page, 'Portico Test Wallet Two').count()).toBe(1)
    await walletRow(page, 'Portico Test Wallet').click()
    const prompt = walletPrompt(page, 'eth_requestAccounts')
    await expect.poll(() => prompt.textContent()).toContain('Portico Test Wallet wants to connect')
    await answerWallet(page, 'eth_requestAccounts', 'approve')

    await expect.poll(() => headerAccountButton(page).textContent()).toContain('1,234.567 ETH')
    expect(await headerAccountButton(page).textContent()).toContain('0xf39F…2266')
    expect(await state(page)).toMatchObject({
      connected: true,
      address: ACCOUNT,
      network: `eip155:${CHAIN_A.chainId}`,
      walletConnected: true,
    })
    await openAccount(page)
    const account = modal(page, 'Account')
    await account.getByText('0xf39F…2266').waitFor()
    await account.getByText('1,234.567 ETH').first().waitFor()
  })

  it('switches to the second chain: the wallet moves and the balance is chain B’s', async () => {
    await chains.setBalance(CHAIN_B.chainId, ACCOUNT, '42.25')
    const { page } = await dapp()
    await connectTestWallet(page)
    await openAccount(page)

    await chooseNetworkFromAccount(page, 'Portico Local B')
    await answerWallet(page, 'wallet_switchEthereumChain', 'approve')

    await modal(page, 'Account').getByText('42.250 ETH').first().waitFor()
    await expect.poll(() => headerNetworkButton(page).textContent()).toContain('Portico Local B')
    expect(await state(page)).toMatchObject({
      network: `eip155:${CHAIN_B.chainId}`,
      walletChainId: CHAIN_B.chainId,
    })
    const chainId = await page.evaluate(() =>
      window.porticoDapp!.portico.request({ namespace: 'eip155', method: 'eth_chainId', params: [] }),
    )
    expect(chainId).toBe(`0x${CHAIN_B.chainId.toString(16)}`)
  })

  it('adds the chain the wallet lacks (wallet_addEthereumChain), then switches to it', async () => {
    await chains.setBalance(CHAIN_C.chainId, ACCOUNT, '7')
    const { page } = await dapp()
    await connectTestWallet(page)
    expect((await state(page)).addedChains).toEqual([])

    await headerNetworkButton(page).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /^Portico Local C/ })
      .click()
    await answerWallet(page, 'wallet_addEthereumChain', 'approve')
    await answerWallet(page, 'wallet_switchEthereumChain', 'approve')

    await expect.poll(() => headerNetworkButton(page).textContent()).toContain('Portico Local C')
    await expect.poll(() => headerAccountButton(page).textContent()).toContain('7.000 ETH')
    const after = await state(page)
    expect(after).toMatchObject({ network: `eip155:${CHAIN_C.chainId}`, walletChainId: CHAIN_C.chainId })
    expect(after.addedChains).toEqual([
      expect.objectContaining({
        chainId: `0x${CHAIN_C.chainId.toString(16)}`,
        chainName: 'Portico Local C',
        rpcUrls: [CHAIN_C.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      }),
    ])
  })

  it('rejecting a switch goes back one view and stays on the network', async () => {
    const { page } = await dapp()
    await connectTestWallet(page)
    await openAccount(page)

    await chooseNetworkFromAccount(page, 'Portico Local B')
    await answerWallet(page, 'wallet_switchEthereumChain', 'reject')

    await modal(page, 'Account').waitFor()
    // The toast says what was refused: the switch, not a connection.
    await page
      .getByRole('status')
      .filter({ hasText: 'The wallet rejected the switch to Portico Local B' })
      .waitFor()
    expect(
      await modal(page, 'Account')
        .getByRole('button', { name: /Network$/ })
        .textContent(),
    ).toContain('Portico Local A')
    expect(await state(page)).toMatchObject({
      network: `eip155:${CHAIN_A.chainId}`,
      walletChainId: CHAIN_A.chainId,
    })
    expect(await headerNetworkButton(page).textContent()).toContain('Portico Local A')
  })

  it('rejecting the addition of a chain says so, and the wallet stays where it was', async () => {
    const { page } = await dapp()
    await connectTestWallet(page)

    await headerNetworkButton(page).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /^Portico Local C/ })
      .click()
    await answerWallet(page, 'wallet_addEthereumChain', 'reject')

    await page.getByRole('status').filter({ hasText: 'The wallet rejected adding Portico Local C' }).waitFor()
    expect(await page.getByText('Connection rejected').count()).toBe(0)
    expect(await state(page)).toMatchObject({ network: `eip155:${CHAIN_A.chainId}`, addedChains: [] })
  })

  it('signs a message from the panel; the signature verifies with viem', async () => {
    const { page } = await dapp()
    await connectTestWallet(page)
    const message = 'Portico e2e: sign this ✓'
    await page.getByLabel('Message', { exact: true }).fill(message)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerWallet(page, 'personal_sign', 'approve')

    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
    expect(await verifyMessage({ address: SECOND_WALLET_ACCOUNT, message, signature })).toBe(false)
  })

  it("rejecting the connection shows 'Connection rejected'; Try again connects, moving the wallet to the app's network", async () => {
    const { page } = await dapp()
    // The visitor left the wallet on chain B; the app starts on chain A.
    await page.evaluate(
      (chainId) => window.porticoDapp!.wallets!.one.provider.selectChain(chainId),
      CHAIN_B.chainId,
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await walletRow(page, 'Portico Test Wallet').click()
    await answerWallet(page, 'eth_requestAccounts', 'reject')

    const connecting = modal(page)
    await connecting.getByText('Connection rejected').waitFor()
    expect(await state(page)).toMatchObject({ connected: false, walletConnected: false })

    await connecting.getByRole('button', { name: 'Try again' }).click()
    await answerWallet(page, 'eth_requestAccounts', 'approve')
    // The wallet now asks to switch network: the view says so, not 'Accept the connection request'.
    await walletPrompt(page, 'wallet_switchEthereumChain').waitFor()
    const status = connecting.getByRole('status')
    await expect
      .poll(() => status.textContent())
      .toContain('Accept the switch to Portico Local A in your wallet.')
    expect(await status.textContent()).not.toContain('connection request')
    await saveScreenshotsLightAndDark(
      page.locator('.portico-shell-modal'),
      'ConnectingExternal-switching',
      (mode) => setDappTheme(page, mode),
    )
    await answerWallet(page, 'wallet_switchEthereumChain', 'approve')
    await modal(page).waitFor({ state: 'detached' })
    await expect.poll(() => headerAccountButton(page).textContent()).toContain('0xf39F…2266')
    expect(await state(page)).toMatchObject({
      connected: true,
      walletConnected: true,
      address: ACCOUNT,
      network: `eip155:${CHAIN_A.chainId}`,
      walletChainId: CHAIN_A.chainId,
    })
  })

  it('disconnects from the Account view; a reload stays disconnected; the second wallet connects', async () => {
    const { page } = await dapp()
    await connectTestWallet(page)
    await openAccount(page)

    await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .waitFor()
    expect(await state(page)).toMatchObject({ connected: false, address: undefined })

    await loadDapp(page)
    expect(await state(page)).toMatchObject({ connected: false })
    expect(await walletPrompt(page).count()).toBe(0)

    await connectTestWallet(page, 'Portico Test Wallet Two')
    // The emulator knows dev account 1 by name: the header ends on it (the address shows first).
    await expect.poll(() => headerAccountButton(page).textContent()).toContain('alice.portico.eth')
    const address = await page.evaluate(() => window.porticoDapp!.portico.wallet.getAccount('eip155').address)
    expect(address).toBe(SECOND_WALLET_ACCOUNT as Address)
  })

  it('a reload keeps the session, on the chain it was on, without asking the wallet', async () => {
    await chains.setBalance(CHAIN_B.chainId, ACCOUNT, '3.5')
    const { page } = await dapp()
    await connectTestWallet(page)
    await headerNetworkButton(page).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /^Portico Local B/ })
      .click()
    await answerWallet(page, 'wallet_switchEthereumChain', 'approve')
    await expect.poll(() => headerNetworkButton(page).textContent()).toContain('Portico Local B')
    await page.keyboard.press('Escape')

    await loadDapp(page)
    expect(await state(page)).toMatchObject({
      connected: true,
      address: ACCOUNT,
      network: `eip155:${CHAIN_B.chainId}`,
      walletChainId: CHAIN_B.chainId,
    })
    await expect.poll(() => headerAccountButton(page).textContent()).toContain('3.500 ETH')
    expect(await walletPrompt(page).count()).toBe(0)
  })
})

describe('the settings panel', () => {
  it('is labelled and keyboard-usable: theme, language, flags and embedded mode apply', async () => {
    const { page } = await dapp()
    const panel = page.getByRole('region', { name: 'Settings' })
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['.dapp-panel'] })))).toEqual([])

    // Theme with the keyboard: focus Dark, then the arrow keys move within the radio group.
    await panel.getByRole('radio', { name: 'Dark' }).focus()
    await page.keyboard.press('Space')
    expect(await page.evaluate(() => window.porticoDapp!.portico.theme.getState().mode)).toBe('dark')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => window.porticoDapp!.portico.theme.getState().mode)).toBe('light')

    await panel.getByRole('radio', { name: 'Deutsch' }).check()
    await page.getByRole('button', { name: 'Wallet verbinden' }).waitFor()
    await panel.getByRole('radio', { name: 'English' }).check()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    // Runtime flags: without the All wallets entry the Connect list ends with the wallets.
    await panel.getByRole('checkbox', { name: 'All wallets entry' }).uncheck()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await walletRow(page, 'Portico Test Wallet').waitFor()
    expect(await modal(page).getByText('All wallets').count()).toBe(0)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // Embedded mode reloads the page with the modal inline, and the choices made so far stay.
    // A click, not check(): the box follows the instance's option, so the old page never shows it
    // checked, and check() could read it before the reload had begun (failed once in CI).
    const embedded = panel.getByRole('checkbox', { name: 'Embedded modal' })
    await embedded.click()
    await page.waitForFunction(
      () => window.porticoDapp?.ready === true && window.porticoDapp.portico.options.embedded,
    )
    await expect.poll(() => embedded.isChecked()).toBe(true)
    await page.getByRole('region', { name: 'Wallet modal' }).getByText('Connect Wallet').first().waitFor()
    expect(await page.evaluate(() => window.porticoDapp!.portico.theme.getState().mode)).toBe('light')
    // The header's Connect button (here by keyboard) brings the inline modal into view and moves
    // focus to it, with a visible focus ring.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('portico-shell-modal')))
      .toBe(true)
    const card = page.locator('.portico-shell-modal')
    await expect
      .poll(async () => {
        const box = (await card.boundingBox())!
        return box.y >= 0 && box.y < (page.viewportSize()?.height ?? 0)
      })
      .toBe(true)
    expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
    // The whole screen: the card scrolled into view, its focus ring drawn.
    await saveScreenshotsLightAndDark(page, 'Connect-embedded-focus', (mode) => setDappTheme(page, mode))
  })
})
