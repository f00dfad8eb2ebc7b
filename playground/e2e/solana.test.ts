// The Solana namespace end to end (issue 14): the demo dapp in Chromium, the Solana test wallet
// (Wallet Standard), the local LiteSVM validator. Balances are read from the validator with an
// unmodified @solana/web3.js client.
import { ed25519 } from '@noble/curves/ed25519'
import { formatQuantity } from '@portico/kernel'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_TEST_MINT } from '../../testkit/src/services/solana/constants.js'
import {
  answerWallet,
  chooseSendToken,
  connectNamespaceWallet,
  connectTestWallet,
  type DappSession,
  headerConnectButton,
  headerNetworkButton,
  loadDapp,
  modal,
  type NamespaceWallet,
  type OpenDappOptions,
  pickWallet,
  registerDappSessions,
  walletPrompt,
  walletRow,
} from './support/index.js'

const services = inject('services')
const WALLET = 'Portico Solana Test Wallet'
const ACCOUNT = SOLANA_DEV_ACCOUNTS[0]!.address
const connection = new Connection(services.solana!.rpcUrl, 'confirmed')

const dapps = registerDappSessions()
const dapp = (options: OpenDappOptions = {}): Promise<DappSession> => dapps.open(options)

const solanaState = (page: Page) =>
  page.evaluate(() => {
    const { portico } = window.porticoDapp!
    return {
      activeNamespace: portico.wallet.getState().activeNamespace,
      status: portico.wallet.getAccount('solana').status,
      address: portico.wallet.getAccount('solana').address,
      balance: portico.wallet.getAccount('solana').balance,
      evm: portico.wallet.isConnected('eip155'),
    }
  })

const lamportsOf = async (address: string) => connection.getBalance(new PublicKey(address))

const SOLANA_WALLET: NamespaceWallet = { namespace: 'solana', wallet: WALLET, approve: 'standard:connect' }
const connectSolana = (page: Page) => connectNamespaceWallet(page, SOLANA_WALLET)

describe('the demo dapp with the Solana test wallet on LiteSVM', () => {
  it('connects the Solana wallet from the modal and shows the validator balance', async () => {
    const { page } = await dapp()
    await headerConnectButton(page).click()
    await expect.poll(() => walletRow(page, WALLET).count()).toBe(1)
    await walletRow(page, WALLET).click()
    await expect
      .poll(() => walletPrompt(page, 'standard:connect').textContent())
      .toContain(`${WALLET} wants to connect`)
    await answerWallet(page, 'standard:connect', 'approve')
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('solana') === true)
    const sol = (await lamportsOf(ACCOUNT)) / 1e9
    await expect.poll(async () => (await solanaState(page)).balance).toBe(String(sol))
    expect(await solanaState(page)).toMatchObject({
      activeNamespace: 'solana',
      address: ACCOUNT,
      status: 'connected',
    })
    const header = page.getByRole('navigation', { name: 'Wallet' })
    await expect.poll(() => header.textContent()).toContain(`${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-4)}`)
    expect(await header.textContent()).toContain('Portico Local Solana')
    await expect.poll(() => header.textContent()).toContain('SOL')
  })

  it("rejecting the connect prompt shows 'Connection rejected' and connects nothing", async () => {
    const { page } = await dapp()
    await pickWallet(page, WALLET)
    await answerWallet(page, 'standard:connect', 'reject')
    await modal(page).getByText('Connection rejected').first().waitFor()
    expect((await solanaState(page)).status).toBe('disconnected')
  })

  it('signs a message the public key verifies; a rejected prompt signs nothing', async () => {
    const { page } = await dapp()
    await connectSolana(page)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerWallet(page, 'solana:signMessage', 'approve')
    const signature = (await page.getByTestId('signature').textContent())!
    const message = new TextEncoder().encode('Hello from the Portico playground')
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(ACCOUNT))).toBe(true)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerWallet(page, 'solana:signMessage', 'reject')
    await expect.poll(() => page.getByTestId('sign-result').getAttribute('data-state')).toBe('failed')
    expect(await page.getByTestId('sign-result').textContent()).toMatch(/^Not signed: .*reject/i)
  })

  it('reload restores the Solana connection without a prompt', async () => {
    const { page } = await dapp()
    await connectSolana(page)
    await page.reload()
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('solana') === true)
    expect(await walletPrompt(page).count()).toBe(0)
    expect((await solanaState(page)).address).toBe(ACCOUNT)
  })

  it('Tokens shows SOL and PTT; sends 0.1 SOL and 5 PTT through the modal and the validator follows', async () => {
    const { page } = await dapp()
    await connectSolana(page)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /…/ }).click()
    const account = modal(page, 'Account')
    const tokenRow = (name: string) => account.getByRole('listitem').filter({ hasText: name })
    await tokenRow('Portico Test Token').getByText(/PTT/).first().waitFor()
    await tokenRow('Solana').getByText(/SOL/).first().waitFor()
    // Spec 6: Activity is EVM only; Tokens and NFTs serve Solana too.
    expect(await account.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs'])

    // Receive: the Solana address, and only the Solana networks to send to it on.
    await account.getByRole('button', { name: 'Receive', exact: true }).click()
    const receive = modal(page, 'Receive')
    expect(await receive.getByTestId('receive-address').textContent()).toBe(ACCOUNT)
    const networks = await receive.getByRole('listitem').allTextContents()
    expect(networks.length).toBeGreaterThan(0)
    expect(networks.every((name) => /Solana/.test(name))).toBe(true)
    await receive.getByRole('button', { name: 'Back' }).click()

    const receiver = Keypair.generate().publicKey.toBase58()
    const ata = async () => {
      const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(receiver), {
        mint: new PublicKey(SOLANA_TEST_MINT.address),
      })
      return value[0]?.account.data.parsed.info.tokenAmount.uiAmountString as string | undefined
    }
    const senderTokens = async () => {
      const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(ACCOUNT), {
        mint: new PublicKey(SOLANA_TEST_MINT.address),
      })
      return Number(value[0]!.account.data.parsed.info.tokenAmount.uiAmountString)
    }
    const tokensBefore = await senderTokens()
    for (const { token, amount } of [
      { token: 'SOL', amount: '0.1' },
      { token: 'PTT', amount: '5' },
    ]) {
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      const send = modal(page, 'Send')
      await chooseSendToken(send, { token, native: 'SOL' })
      await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
      await send.getByRole('textbox', { name: 'To' }).fill(receiver)
      await send.getByRole('button', { name: 'Preview send' }).click()
      await send.getByText(`${amount} ${token}`).first().waitFor()
      // The fee shown: 5,000 lamports; for PTT to a receiver without a token account, plus its rent.
      const rent = token === 'PTT' ? await connection.getMinimumBalanceForRentExemption(165) : 0
      const fee = ((5000 + rent) / 1e9).toPrecision(3).replace(/0+$/, '')
      await send
        .getByText(new RegExp(`${fee.replace('.', '\\.')}\\d* SOL`))
        .first()
        .waitFor()
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      await answerWallet(page, 'solana:signAndSendTransaction', 'approve')
      await account.waitFor()
      await page
        .getByRole('status')
        .filter({ hasText: `Sent ${amount} ${token}` })
        .waitFor()
    }
    expect(await lamportsOf(receiver)).toBe(100_000_000)
    expect(await ata()).toBe('5')
    expect(await senderTokens()).toBe(tokensBefore - 5)
    // Tokens follows the validator.
    await expect
      .poll(() => tokenRow('Portico Test Token').textContent())
      .toContain(`${formatQuantity(String(tokensBefore - 5))} PTT`)

    // A send refused in the wallet: the spec's text, the form kept, nothing moved on the validator.
    const senderBefore = await lamportsOf(ACCOUNT)
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = modal(page, 'Send')
    // Bad input first: the spec's texts (9 decimals for SOL), no wallet prompt.
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.0000000001')
    await send.getByRole('textbox', { name: 'To' }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await send.getByRole('button', { name: 'Preview send' }).click()
    await send.getByText('Enter a valid Solana address').first().waitFor()
    await send.getByText('The token allows at most 9 decimals').first().waitFor()
    await send.getByRole('textbox', { name: 'Amount' }).fill('1000000')
    await send
      .getByText(/^The amount is more than your balance of [\d.,]+ SOL$/)
      .first()
      .waitFor()
    expect(await walletPrompt(page).count()).toBe(0)
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.2')
    await send.getByRole('textbox', { name: 'To' }).fill(receiver)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await answerWallet(page, 'solana:signAndSendTransaction', 'reject')
    await page.getByRole('status').filter({ hasText: 'The wallet rejected the send' }).waitFor()
    expect(await lamportsOf(receiver)).toBe(100_000_000)
    expect(await lamportsOf(ACCOUNT)).toBe(senderBefore)
  })

  it('EVM and Solana at once: switches both ways from the grouped network list, both in ProfileWallets, the send form reset, reload restores both', async () => {
    const { page } = await dapp()
    await connectTestWallet(page)
    const evmAddress = await page.evaluate(
      () => window.porticoDapp!.portico.wallet.getAccount('eip155').address,
    )

    // The network list groups networks by namespace, each with its image.
    await headerNetworkButton(page).click()
    const solanaList = modal(page).getByRole('list', { name: 'Solana' })
    await modal(page).getByRole('list', { name: 'Ethereum (EVM)' }).waitFor()
    expect(await solanaList.locator('li img, li svg').count()).toBeGreaterThan(0)
    await solanaList.getByRole('button', { name: /Portico Local Solana/ }).click()

    // Spec 2: another namespace whose wallet is not connected while EVM is ⇒ SwitchActiveChain.
    await modal(page).getByRole('button', { name: 'Continue with Solana' }).click()
    await walletRow(page, WALLET).click()
    await answerWallet(page, 'standard:connect', 'approve')
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('solana') === true)
    expect(await solanaState(page)).toMatchObject({ activeNamespace: 'solana', address: ACCOUNT, evm: true })
    await modal(page).waitFor({ state: 'detached' })
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /Portico Local Solana/ })
      .waitFor()

    // Back to EVM: its wallet is connected, so no SwitchActiveChain and no wallet prompt.
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /Portico Local Solana/ })
      .click()
    await modal(page)
      .getByRole('list', { name: 'Ethereum (EVM)' })
      .getByRole('button', { name: /Portico Local A/ })
      .click()
    await expect.poll(async () => (await solanaState(page)).activeNamespace).toBe('eip155')
    expect(await solanaState(page)).toMatchObject({ status: 'connected', evm: true })
    expect(await walletPrompt(page).count()).toBe(0)
    await modal(page).waitFor({ state: 'detached' })

    // ProfileWallets lists both namespaces with their wallets.
    await page.evaluate(() => window.porticoDapp!.portico.modal.open({ view: 'ProfileWallets' }))
    const evmGroup = modal(page).getByRole('region', { name: 'Ethereum (EVM)' })
    const solanaGroup = modal(page).getByRole('region', { name: 'Solana' })
    await evmGroup.getByText('Portico Test Wallet').first().waitFor()
    await solanaGroup.getByText(WALLET).first().waitFor()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // Spec 4: the send form keeps what was typed until the namespace changes, then starts afresh.
    const wallet = page.getByRole('navigation', { name: 'Wallet' })
    const accountTabs = async () => {
      await modal(page, 'Account').getByRole('tab').first().waitFor()
      return modal(page, 'Account').getByRole('tab').allTextContents()
    }
    let tabs: string[] = []
    const openSend = async () => {
      await wallet.getByRole('button', { name: /…/ }).click()
      tabs = await accountTabs()
      await modal(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
      return modal(page, 'Send').getByRole('textbox', { name: 'Amount' })
    }
    await (await openSend()).fill('0.5')
    // Spec 6: the EVM account has Activity; the Solana one (below) does not.
    expect(tabs).toContain('Activity')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    expect(await (await openSend()).inputValue()).toBe('0.5')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    await wallet.getByRole('button', { name: /Portico Local A/ }).click()
    await modal(page)
      .getByRole('list', { name: 'Solana' })
      .getByRole('button', { name: /Portico Local Solana/ })
      .click()
    await expect.poll(async () => (await solanaState(page)).activeNamespace).toBe('solana')
    await modal(page).waitFor({ state: 'detached' })
    expect(await (await openSend()).inputValue()).toBe('')
    expect(tabs).toEqual(['Tokens', 'NFTs'])
    await chooseSendToken(modal(page, 'Send'), { token: 'SOL', native: 'SOL' })
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // Reload: each namespace restores on its own, without a prompt; Solana stays the active one.
    await loadDapp(page)
    await page.waitForFunction(
      () =>
        window.porticoDapp?.portico.wallet.isConnected('solana') === true &&
        window.porticoDapp?.portico.wallet.isConnected('eip155') === true,
    )
    expect(await walletPrompt(page).count()).toBe(0)
    expect(await solanaState(page)).toMatchObject({ activeNamespace: 'solana', address: ACCOUNT })
    expect(await page.evaluate(() => window.porticoDapp!.portico.wallet.getAccount('eip155').address)).toBe(
      evmAddress,
    )
  })

  it('the other way: Solana connected first, an EVM network goes through SwitchActiveChain to the EVM wallet', async () => {
    const { page } = await dapp()
    await connectSolana(page)
    expect(await solanaState(page)).toMatchObject({ activeNamespace: 'solana', evm: false })

    await headerNetworkButton(page).click()
    await modal(page)
      .getByRole('list', { name: 'Ethereum (EVM)' })
      .getByRole('button', { name: /Portico Local A/ })
      .click()
    // Spec 2: EVM has no wallet while Solana is connected ⇒ SwitchActiveChain, then Connect.
    await modal(page).getByRole('button', { name: 'Continue with Ethereum (EVM)' }).click()
    await walletRow(page, 'Portico Test Wallet').click()
    await answerWallet(page, 'eth_requestAccounts', 'approve')
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
    await expect.poll(async () => (await solanaState(page)).activeNamespace).toBe('eip155')
    expect(await solanaState(page)).toMatchObject({ status: 'connected', address: ACCOUNT, evm: true })
    await modal(page).waitFor({ state: 'detached' })
    await expect.poll(() => headerNetworkButton(page).textContent()).toMatch(/Portico Local A/)
  })
})

export { SOLANA_TEST_MINT }
