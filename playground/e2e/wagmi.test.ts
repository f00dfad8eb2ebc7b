// A wagmi app with the Portico modal (issue 23): wagmi's own config and hooks, Portico's buttons
// and modal, the test browser wallet, real anvil chains. Connect in the modal and see it in wagmi;
// write to the test ERC-20 with useWriteContract and sign with useSignMessage (both straight to
// the wallet Portico connected); switch chain from wagmi and from the modal; disconnect from each side.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { erc20Abi, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { type MobileWalletServer, startMobileWalletServer } from '../../testkit/src/mobile-wallet/server.js'
import { openMobileWallet, waitForMail } from '../../testkit/src/playwright/index.js'
import { DEV_ACCOUNTS, PTT_TOKEN } from '../../testkit/src/services/chains/constants.js'
import type { PlaygroundChain } from '../../testkit/src/services/playgroundServices.js'
import {
  answerWallet,
  collectPageProblems,
  headerAccountButton,
  headerNetworkButton,
  isOutsideRequest,
  launchChromium,
  localChains,
  modal,
  walletRow,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const [CHAIN_A, CHAIN_B] = services.chains as [PlaygroundChain, PlaygroundChain]
const ACCOUNT = DEV_ACCOUNTS[0]!.address
const RECEIVER = DEV_ACCOUNTS[1]!.address

type Session = { page: Page; context: BrowserContext; outsideRequests: string[]; problems: string[] }

let browser: Browser
const sessions: Session[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())
beforeEach(() => chains.snapshot())
afterEach(async () => {
  const opened = sessions.splice(0)
  await Promise.all(opened.map((session) => session.context.close()))
  await chains.revert()
  for (const session of opened) {
    expect(session.outsideRequests).toEqual([])
    expect(session.problems).toEqual([])
  }
})

async function openWagmiApp(): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'en-US' })
  const outsideRequests: string[] = []
  context.on('request', (request) => {
    if (isOutsideRequest(request.url())) outsideRequests.push(request.url())
  })
  const page = await context.newPage()
  page.on('websocket', (socket) => {
    if (isOutsideRequest(socket.url())) outsideRequests.push(socket.url())
  })
  const session = { page, context, outsideRequests, problems: collectPageProblems(page) }
  sessions.push(session)
  await page.goto(`${inject('playgroundUrl')}/wagmi.html`)
  await page.waitForFunction(() => window.porticoWagmi?.ready === true, undefined, { timeout: 30_000 })
  return session
}

/** What wagmi shows (its hooks) and what Portico's kernel says, read in the page. */
const shown = async (page: Page) => ({
  status: await page.getByTestId('wagmi-status').textContent(),
  address: await page.getByTestId('wagmi-address').textContent(),
  chainId: await page.getByTestId('wagmi-chain').textContent(),
  connector: await page.getByTestId('wagmi-connector').textContent(),
  portico: await page.evaluate(() => {
    const { wallet } = window.porticoWagmi!.portico
    return {
      connected: wallet.isConnected('eip155'),
      network: wallet.getActiveNetwork('eip155')?.caipNetworkId,
    }
  }),
})

async function connectInModal(page: Page) {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .click()
  await walletRow(page, 'Portico Test Wallet').click()
  await answerWallet(page, 'eth_requestAccounts', 'approve')
  await modal(page).waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('connected')
}

describe('a wagmi app with the Portico modal', () => {
  it('lists the Portico wallets as wagmi connectors; connecting in the modal shows in wagmi', async () => {
    const { page } = await openWagmiApp()
    // Listed before the modal ever opened (the bridge asks the eip155 plugin to validate them at start).
    await expect
      .poll(() => page.getByTestId('wagmi-connectors').textContent())
      .toContain('Portico Test Wallet')
    expect(await page.getByTestId('wagmi-connectors').textContent()).toContain('WalletConnect')
    expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')

    await connectInModal(page)
    expect(await shown(page)).toEqual({
      status: 'connected',
      address: ACCOUNT,
      chainId: String(CHAIN_A.chainId),
      connector: 'Portico Test Wallet (portico)',
      portico: { connected: true, network: `eip155:${CHAIN_A.chainId}` },
    })

    // A reload: Portico restores the connection without a prompt, and wagmi follows.
    await page.reload()
    await page.waitForFunction(() => window.porticoWagmi?.ready === true)
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('connected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(ACCOUNT)
  })

  it('useWriteContract transfers test tokens and useSignMessage signs, through the wallet Portico connected', async () => {
    const { page } = await openWagmiApp()
    await connectInModal(page)
    const client = chains.publicClient(CHAIN_A.chainId)
    const balanceOf = (address: `0x${string}`) =>
      client.readContract({
        address: PTT_TOKEN.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const [senderBefore, receiverBefore] = await Promise.all([balanceOf(ACCOUNT), balanceOf(RECEIVER)])

    await page.getByRole('button', { name: 'Transfer 1 PTT (useWriteContract)' }).click()
    await answerWallet(page, 'eth_sendTransaction', 'approve')
    await expect
      .poll(() => page.getByTestId('wagmi-write').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{64} success$/)
    const unit = 10n ** BigInt(PTT_TOKEN.decimals)
    expect(await balanceOf(RECEIVER)).toBe(receiverBefore + unit)
    expect(await balanceOf(ACCOUNT)).toBe(senderBefore - unit)
    await expect
      .poll(() => page.getByTestId('wagmi-receiver-balance').textContent())
      .toBe(String(receiverBefore + unit))

    await page.getByRole('button', { name: 'Sign a message (useSignMessage)' }).click()
    await answerWallet(page, 'personal_sign', 'approve')
    await expect.poll(() => page.getByTestId('wagmi-signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
    const message = 'Hello from a wagmi app with the Portico modal'
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)

    // A refusal in the wallet reaches wagmi as its usual rejection, and nothing is sent.
    await page.getByRole('button', { name: 'Transfer 1 PTT (useWriteContract)' }).click()
    await answerWallet(page, 'eth_sendTransaction', 'reject')
    await expect.poll(() => page.getByTestId('wagmi-write').textContent()).toMatch(/^failed: User rejected/)
    expect(await balanceOf(RECEIVER)).toBe(receiverBefore + unit)
  })

  it('switches chain from wagmi and from the modal; both sides follow', async () => {
    const { page } = await openWagmiApp()
    await connectInModal(page)

    await page.getByRole('button', { name: `Switch to ${CHAIN_B.name} (useSwitchChain)` }).click()
    await answerWallet(page, 'wallet_switchEthereumChain', 'approve')
    await expect.poll(() => page.getByTestId('wagmi-chain').textContent()).toBe(String(CHAIN_B.chainId))
    await expect.poll(() => headerNetworkButton(page).textContent()).toContain(CHAIN_B.name)
    expect((await shown(page)).portico.network).toBe(`eip155:${CHAIN_B.chainId}`)

    await headerNetworkButton(page).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(`^${CHAIN_A.name}`) })
      .click()
    await answerWallet(page, 'wallet_switchEthereumChain', 'approve')
    await expect.poll(() => page.getByTestId('wagmi-chain').textContent()).toBe(String(CHAIN_A.chainId))
    expect((await shown(page)).portico.network).toBe(`eip155:${CHAIN_A.chainId}`)

    // Refused in the wallet: wagmi reports the rejection and both stay on chain A.
    await page.getByRole('button', { name: `Switch to ${CHAIN_B.name} (useSwitchChain)` }).click()
    await answerWallet(page, 'wallet_switchEthereumChain', 'reject')
    await expect.poll(() => page.getByTestId('wagmi-switch').textContent()).toMatch(/^failed: User rejected/)
    expect(await shown(page)).toMatchObject({
      chainId: String(CHAIN_A.chainId),
      portico: { network: `eip155:${CHAIN_A.chainId}` },
    })
  })

  it('disconnects from wagmi (the modal follows) and from the modal (wagmi follows)', async () => {
    const { page } = await openWagmiApp()
    await connectInModal(page)

    await page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    await expect.poll(async () => (await shown(page)).portico.connected).toBe(false)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .waitFor()

    await connectInModal(page)
    await headerAccountButton(page).click()
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    expect(await shown(page)).toMatchObject({ address: '-', portico: { connected: false } })
  })
})

describe('a wagmi app connected through WalletConnect', () => {
  /** The mobile-wallet page's account: anvil dev account 1. */
  const MOBILE_ACCOUNT = DEV_ACCOUNTS[1]!.address
  let walletServer: MobileWalletServer | undefined
  beforeAll(async () => {
    walletServer = await startMobileWalletServer()
  })
  afterAll(() => walletServer?.close())

  it('connects in the modal through WalletConnect (the mobile wallet on the local relay): wagmi shows it and signs through it', async () => {
    const { page, context } = await openWagmiApp()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .click()
    await modal(page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:/)

    const wallet = await openMobileWallet(context, {
      url: (walletServer as MobileWalletServer).url,
      relayUrl: services.relayUrl,
      chains: services.chains.filter((chain) => chain.inTestWallet),
    })
    await wallet.pair(uri)
    await wallet.approveConnection('Portico wagmi playground')
    await modal(page).waitFor({ state: 'detached' })
    await expect
      .poll(() => page.getByTestId('wagmi-status').textContent(), { timeout: 30_000 })
      .toBe('connected')
    expect(await shown(page)).toMatchObject({
      address: MOBILE_ACCOUNT,
      connector: 'WalletConnect (portico)',
      portico: { connected: true },
    })

    // useSignMessage reaches the mobile wallet through Portico's WalletConnect session.
    await page.getByRole('button', { name: 'Sign a message (useSignMessage)' }).click()
    await wallet.approve('personal_sign')
    await expect
      .poll(() => page.getByTestId('wagmi-signature').textContent(), { timeout: 30_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
    expect(
      await verifyMessage({
        address: MOBILE_ACCOUNT,
        message: 'Hello from a wagmi app with the Portico modal',
        signature,
      }),
    ).toBe(true)

    // Disconnect from wagmi ends the WalletConnect session in the modal too.
    await page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await expect.poll(async () => (await shown(page)).portico.connected).toBe(false)
  }, 240_000)
})

describe('a wagmi app connected through the embedded e-mail wallet', () => {
  it('logs in by e-mail in the modal: wagmi shows the embedded account and signs through the secure frame; useDisconnect ends it in the modal', async () => {
    const { page } = await openWagmiApp()
    const site = services.secureSiteUrl as string
    const email = `wagmi-${Date.now().toString(36)}@example.com`
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .click()
    const connect = modal(page, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'Email' }).fill(email)
    await connect.getByRole('button', { name: 'Continue' }).click()
    const login = modal(page, 'Email login')
    await login.getByRole('textbox', { name: 'Code' }).waitFor()
    const { code } = await waitForMail(site, email, 'login-code')
    await login.getByRole('textbox', { name: 'Code' }).fill(code as string)
    await login.getByRole('button', { name: 'Verify' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await expect
      .poll(() => page.getByTestId('wagmi-status').textContent(), { timeout: 30_000 })
      .toBe('connected')
    const address = (await page.getByTestId('wagmi-address').textContent()) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.getByTestId('wagmi-connector').textContent()).toMatch(/\(portico\)$/)

    expect(await page.evaluate(() => window.porticoWagmi!.portico.wallet.getAccount('eip155').address)).toBe(
      address,
    )
    // useSignMessage through the embedded wallet: the modal's approval view shows the secure frame.
    await page.getByRole('button', { name: 'Sign a message (useSignMessage)' }).click()
    await modal(page, 'Approve transaction').waitFor()
    await page
      .frameLocator('iframe[name="portico-secure-frame"]')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect
      .poll(() => page.getByTestId('wagmi-signature').textContent(), { timeout: 30_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
    const message = 'Hello from a wagmi app with the Portico modal'
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    await page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await expect.poll(async () => (await shown(page)).portico.connected).toBe(false)
  }, 240_000)
})
