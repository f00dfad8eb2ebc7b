// The Bitcoin (bip122) slice end to end: the demo dapp in Chromium with the Bitcoin plugin
// composed, the playground's Bitcoin test wallet (Wallet Standard) and litecoind regtest behind
// its JSON-RPC gateway. Asserts what changed on the node, in the wallet and on the page.
import { verifyMessage } from '@portico/chain-bip122/bitcoin'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { BITCOIN_DEV_KEYS } from '../../testkit/src/services/bitcoin/constants.js'
import { devAccount } from '../../testkit/src/services/bitcoin/devAccounts.js'
import { gatewayBalance } from '../../testkit/src/services/bitcoin/gatewayBalance.js'
import {
  answerWallet,
  connectNamespaceWallet,
  type DappSession,
  expectSwitchThroughSwitchActiveChain,
  formatViolations,
  headerConnectButton,
  loadDapp,
  modal,
  type NamespaceWallet,
  type OpenDappOptions,
  pickWallet,
  registerDappSessions,
  runAxe,
  seriousViolations,
  walletPrompt,
  walletRow,
} from './support/index.js'

const services = inject('services')
const bitcoin = services.bitcoin
if (!bitcoin) console.warn(`Skipping the Bitcoin browser tests: ${services.bitcoinUnavailable}`)
const WALLET = 'Portico Test Bitcoin Wallet'

const dapps = registerDappSessions()

/** A confirmed balance in satoshis, read from the node through the gateway (scantxoutset). */
const nodeBalance = (address: string) => gatewayBalance(bitcoin!.rpcUrl, address)

const mine = async (blocks = 1) => {
  const response = await fetch(`${bitcoin!.rpcUrl}/__regtest/mine?blocks=${blocks}`, { method: 'POST' })
  expect(response.status).toBe(200)
}

async function dapp(options: OpenDappOptions = {}): Promise<DappSession> {
  const session = await dapps.open({
    ...options,
    settings: { bitcoin: true, ...options.settings },
  })
  return session
}

const kernel = (page: Page) =>
  page.evaluate(() => {
    const { portico, wallets } = window.porticoDapp!
    const account = portico.wallet.getAccount('bip122')
    return {
      connected: portico.wallet.isConnected('bip122'),
      address: account.address,
      balance: account.balance,
      symbol: account.balanceSymbol,
      namespace: portico.wallet.getState().activeNamespace,
      walletConnected: wallets!.bitcoin!.connected,
    }
  })

const BITCOIN_WALLET: NamespaceWallet = { namespace: 'bip122', wallet: WALLET, approve: 'bitcoin:connect' }
const connectBitcoin = (page: Page) => connectNamespaceWallet(page, BITCOIN_WALLET)

describe.skipIf(!bitcoin)('the demo dapp with the Bitcoin test wallet on litecoind regtest', () => {
  // Dev wallet 0 is the browser wallet; each test sends to a fresh place so balances stay readable.
  const payment = bitcoin ? devAccount(BITCOIN_DEV_KEYS[0]!, bitcoin.params).payment.address : ''
  const recipient = bitcoin ? devAccount(BITCOIN_DEV_KEYS[2]!, bitcoin.params).ordinal.address : ''

  it('connects the Wallet Standard wallet; the account shows the node balance in BTC', async () => {
    const expected = await nodeBalance(payment)
    const { page } = await dapp()
    await connectBitcoin(page)
    const whole = expected / 100_000_000n
    const fraction = (expected % 100_000_000n).toString().padStart(8, '0')
    await expect.poll(async () => (await kernel(page)).balance).toBe(`${whole}.${fraction}`)
    expect(await kernel(page)).toMatchObject({
      connected: true,
      address: payment,
      symbol: 'BTC',
      namespace: 'bip122',
      walletConnected: true,
    })
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^rltc1q/ })
      .click()
    const account = modal(page, 'Account')
    await account.waitFor()
    // bip122 declares 8 display decimals: the modal shows whole satoshis, as the header button does.
    await expect
      .poll(() => account.getByTestId('account-balance').textContent())
      .toBe(`Balance: ${whole.toLocaleString('en-US')}.${fraction} BTC`)
    expect(
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: /^rltc1q/ })
        .textContent(),
    ).toContain(`${whole.toLocaleString('en-US')}.${fraction} BTC`)
    // The balance came from the Blockchain API (the dapp has one), which the emulator reads from the node.
    const { requests } = (await (
      await fetch(`${services.apiUrl}/__emulator/requests?route=balance`)
    ).json()) as { requests: { path: string; query: Record<string, string> }[] }
    expect(requests.some((r) => r.path.includes(payment) && r.query.chainId === bitcoin!.caipNetworkId)).toBe(
      true,
    )
  })

  it('the injected UniSat-style provider (window.unisat) is its own wallet: connects, a refusal signs nothing, BIP-322 verifies', async () => {
    const address = devAccount(BITCOIN_DEV_KEYS[2]!, bitcoin!.params).payment.address
    const { page } = await dapp()
    await pickWallet(page, 'UniSat Wallet')
    await answerWallet(page, 'bitcoin:connect', 'approve')
    await modal(page).waitFor({ state: 'detached' })
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('bip122') === true)
    expect(
      await page.evaluate(() => {
        const { portico } = window.porticoDapp!
        return [
          portico.wallet.getAccount('bip122').address,
          portico.wallet.getState().activeConnectorIds.bip122,
        ]
      }),
    ).toEqual([address, 'unisat'])

    const result = page.getByTestId('bitcoin-result')
    await page.getByRole('button', { name: 'Sign with BIP-322' }).click()
    await answerWallet(page, 'bitcoin:signMessage', 'reject')
    await expect.poll(() => result.getAttribute('data-state')).toBe('failed')
    await page.getByRole('button', { name: 'Sign with BIP-322' }).click()
    await answerWallet(page, 'bitcoin:signMessage', 'approve')
    await expect.poll(() => result.getAttribute('data-state')).toBe('done')
    const [, protocol, signature] = /^(\w+) signature (\S+)$/.exec((await result.textContent()) ?? '') ?? []
    expect(protocol).toBe('bip322')
    expect(
      verifyMessage({
        address,
        message: 'Hello from the Portico playground',
        signature: signature!,
        params: bitcoin!.params,
      }),
    ).toBe('bip322')
  })

  it('signs with BIP-322: the signature verifies for the payment address', async () => {
    const { page } = await dapp()
    await connectBitcoin(page)
    await page.getByRole('button', { name: 'Sign with BIP-322' }).click()
    await expect
      .poll(() => walletPrompt(page, 'bitcoin:signMessage').textContent())
      .toContain(`${WALLET} asks you to sign a message`)
    await answerWallet(page, 'bitcoin:signMessage', 'approve')
    const result = page.getByTestId('bitcoin-result')
    await expect.poll(() => result.getAttribute('data-state')).toBe('done')
    const [, protocol, signature] = /^(\w+) signature (\S+)$/.exec((await result.textContent()) ?? '') ?? []
    expect(protocol).toBe('bip322')
    expect(
      verifyMessage({
        address: payment,
        message: 'Hello from the Portico playground',
        signature: signature!,
        params: bitcoin!.params,
      }),
    ).toBe('bip322')
  })

  it('sends 0.001 BTC: the wallet signs, a block is mined, both balances change on the node', async () => {
    const [fromBefore, toBefore] = [await nodeBalance(payment), await nodeBalance(recipient)]
    const { page } = await dapp()
    await connectBitcoin(page)
    await page.getByLabel('Send 0.001 BTC to').fill(recipient)
    await page.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    await expect.poll(() => walletPrompt(page, 'bitcoin:signTransaction').textContent()).toContain(recipient)
    await answerWallet(page, 'bitcoin:signTransaction', 'approve')
    const result = page.getByTestId('bitcoin-result')
    await expect.poll(() => result.getAttribute('data-state')).toBe('done')
    expect(await result.textContent()).toMatch(/^sent, txid [0-9a-f]{64}$/)
    await mine(1)
    await expect.poll(() => nodeBalance(recipient)).toBe(toBefore + 100_000n)
    const fee = fromBefore - 100_000n - (await nodeBalance(payment))
    expect(fee > 0n && fee < 10_000n).toBe(true)
    // The plugin polls the confirmation and refreshes the balance the page shows.
    const after = await nodeBalance(payment)
    const text = `${after / 100_000_000n}.${(after % 100_000_000n).toString().padStart(8, '0')}`
    await expect.poll(async () => (await kernel(page)).balance, { timeout: 15_000 }).toBe(text)
  })

  it('a rejected prompt changes nothing: connect, sign and send', async () => {
    const { page } = await dapp()
    await pickWallet(page, WALLET)
    await answerWallet(page, 'bitcoin:connect', 'reject')
    await expect.poll(async () => (await kernel(page)).connected).toBe(false)
    expect((await kernel(page)).walletConnected).toBe(false)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    await connectBitcoin(page)
    await page.getByRole('button', { name: 'Sign with BIP-322' }).click()
    await answerWallet(page, 'bitcoin:signMessage', 'reject')
    const result = page.getByTestId('bitcoin-result')
    await expect.poll(() => result.getAttribute('data-state')).toBe('failed')
    expect(await result.textContent()).toContain('rejected')

    const before = await nodeBalance(payment)
    await page.getByLabel('Send 0.001 BTC to').fill(recipient)
    await page.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    await answerWallet(page, 'bitcoin:signTransaction', 'reject')
    await expect.poll(() => result.getAttribute('data-state')).toBe('failed')
    await mine(1)
    expect(await nodeBalance(payment)).toBe(before)
  })

  it('refuses an address of another network in plain words', async () => {
    const { page } = await dapp()
    await connectBitcoin(page)
    await page.getByLabel('Send 0.001 BTC to').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    await page.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    const result = page.getByTestId('bitcoin-result')
    await expect.poll(() => result.getAttribute('data-state')).toBe('failed')
    expect(await result.textContent()).toContain(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 is not a valid address on Portico Local Bitcoin.',
    )
    expect(await walletPrompt(page).count()).toBe(0)
  })

  it('switches between eip155 and bip122 through SwitchActiveChain; both stay connected', async () => {
    const { page } = await dapp()
    await expectSwitchThroughSwitchActiveChain(page, {
      ...BITCOIN_WALLET,
      network: 'Portico Local Bitcoin',
      chain: /Bitcoin/,
    })
  })

  it('a reload restores the Bitcoin connection without a prompt', async () => {
    const { page } = await dapp()
    await connectBitcoin(page)
    await loadDapp(page)
    await expect.poll(async () => (await kernel(page)).connected).toBe(true)
    expect((await kernel(page)).address).toBe(payment)
    expect(await walletPrompt(page).count()).toBe(0)
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`the wallet list and the Bitcoin account have no serious axe violation (${mode})`, async () => {
      const { page } = await dapp({ colorScheme: mode, reducedMotion: 'reduce', settings: { theme: mode } })
      await headerConnectButton(page).click()
      await walletRow(page, WALLET).waitFor()
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-overlay'] }))),
      ).toEqual([])
      await walletRow(page, WALLET).click()
      await answerWallet(page, 'bitcoin:connect', 'approve')
      await modal(page).waitFor({ state: 'detached' })
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: /^rltc1q/ })
        .click()
      await modal(page, 'Account').waitFor()
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-overlay'] }))),
      ).toEqual([])
    })
  }
})
