// The Cosmos slice end to end: the demo dapp in Chromium with the Cosmos plugin composed, the
// Keplr-style test wallet on `window.keplr` and the testkit's local Cosmos node (CometBFT RPC +
// REST emulator). Asserts what changed on the node, in the wallet and on the page.
import { verifyArbitrary } from '@portico/chain-cosmos/cosmos'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { COSMOS_DEV_ACCOUNTS } from '../../testkit/src/services/cosmos/constants.js'
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
  registerDappSessions,
  runAxe,
  seriousViolations,
  walletPrompt,
  walletRow,
} from './support/index.js'

const services = inject('services')
const cosmos = services.cosmos!
const WALLET = 'Keplr'
const [alice, , carol] = COSMOS_DEV_ACCOUNTS as [
  (typeof COSMOS_DEV_ACCOUNTS)[number],
  (typeof COSMOS_DEV_ACCOUNTS)[number],
  (typeof COSMOS_DEV_ACCOUNTS)[number],
]

const dapps = registerDappSessions()

/** A balance in ustake, read from the node's REST API. */
async function nodeBalance(address: string): Promise<bigint> {
  const response = await fetch(
    `${cosmos.rpcUrl}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ustake`,
  )
  const { balance } = (await response.json()) as { balance: { amount: string } }
  return BigInt(balance.amount)
}

const stake = (ustake: bigint) => {
  const fraction = (ustake % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return `${ustake / 1_000_000n}${fraction ? `.${fraction}` : ''}`
}

async function dapp(options: OpenDappOptions = {}): Promise<DappSession> {
  const session = await dapps.open({
    ...options,
    settings: { cosmos: true, ...options.settings },
  })
  return session
}

const kernel = (page: Page) =>
  page.evaluate(() => {
    const { portico } = window.porticoDapp!
    const account = portico.wallet.getAccount('cosmos')
    return {
      connected: portico.wallet.isConnected('cosmos'),
      address: account.address,
      balance: account.balance,
      symbol: account.balanceSymbol,
      namespace: portico.wallet.getState().activeNamespace,
    }
  })

const COSMOS_WALLET: NamespaceWallet = { namespace: 'cosmos', wallet: WALLET, approve: 'cosmos:enable' }
const connectCosmos = (page: Page) => connectNamespaceWallet(page, COSMOS_WALLET)

describe('the demo dapp with the Keplr-style test wallet on the local Cosmos node', () => {
  it('connects window.keplr with one approval; the account shows the node balance in STAKE', async () => {
    const { page } = await dapp()
    await connectCosmos(page)
    const expected = stake(await nodeBalance(alice.address))
    await expect.poll(async () => (await kernel(page)).balance).toBe(expected)
    expect(await kernel(page)).toMatchObject({
      connected: true,
      address: alice.address,
      symbol: 'STAKE',
      namespace: 'cosmos',
    })
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /…/ }).click()
    const account = modal(page, 'Account')
    await account.waitFor()
    await expect.poll(() => account.getByTestId('account-balance').textContent()).toContain('STAKE')
  })

  it('signs an ADR-036 message: the signature verifies for the address', async () => {
    const { page } = await dapp()
    await connectCosmos(page)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect
      .poll(() => walletPrompt(page, 'cosmos:signArbitrary').textContent())
      .toContain('asks you to sign a message')
    await answerWallet(page, 'cosmos:signArbitrary', 'approve')
    const signature = page.getByTestId('signature')
    await signature.waitFor()
    const publicKey = (await signature.getAttribute('data-public-key'))!
    const signed = (await signature.textContent())!
    expect(() =>
      verifyArbitrary({
        signer: alice.address,
        prefix: 'cosmos',
        message: 'Hello from the Portico playground',
        signature: {
          pub_key: { type: 'tendermint/PubKeySecp256k1', value: publicKey },
          signature: signed,
        },
      }),
    ).not.toThrow()
  })

  it('sends 1.5 STAKE: gas simulated, the wallet signs, both balances change on the node', async () => {
    const [fromBefore, toBefore] = [await nodeBalance(alice.address), await nodeBalance(carol.address)]
    const { page } = await dapp()
    await connectCosmos(page)
    await page.getByLabel('Send 1.5 STAKE to').fill(carol.address)
    await page.getByRole('button', { name: 'Send 1.5 STAKE' }).click()
    await answerWallet(page, 'cosmos:signDirect', 'approve')
    const result = page.getByTestId('cosmos-result')
    await expect.poll(() => result.getAttribute('data-state')).toBe('done')
    expect(await result.textContent()).toMatch(/^sent, hash [0-9A-F]{64}$/)
    expect(await nodeBalance(carol.address)).toBe(toBefore + 1_500_000n)
    const fee = fromBefore - 1_500_000n - (await nodeBalance(alice.address))
    expect(fee > 0n && fee < 10_000n).toBe(true)
    const after = stake(await nodeBalance(alice.address))
    await expect.poll(async () => (await kernel(page)).balance, { timeout: 15_000 }).toBe(after)
  })

  it('a rejected prompt changes nothing: connect, sign and send; another chain prefix is refused in plain words', async () => {
    const { page } = await dapp()
    await headerConnectButton(page).click()
    await walletRow(page, WALLET).click()
    await answerWallet(page, 'cosmos:enable', 'reject')
    await expect.poll(async () => (await kernel(page)).connected).toBe(false)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    await connectCosmos(page)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerWallet(page, 'cosmos:signArbitrary', 'reject')
    await expect.poll(() => page.getByTestId('sign-result').getAttribute('data-state')).toBe('failed')

    const before = await nodeBalance(alice.address)
    const result = page.getByTestId('cosmos-result')
    await page.getByLabel('Send 1.5 STAKE to').fill(carol.address)
    await page.getByRole('button', { name: 'Send 1.5 STAKE' }).click()
    await answerWallet(page, 'cosmos:signDirect', 'reject')
    await expect.poll(() => result.getAttribute('data-state')).toBe('failed')
    expect(await result.textContent()).toContain('rejected')
    expect(await nodeBalance(alice.address)).toBe(before)

    const osmo = 'osmo1fjkkqvlmw05kms9ln67mxajpf7cj25kyuuty0y'
    await page.getByLabel('Send 1.5 STAKE to').fill(osmo)
    await page.getByRole('button', { name: 'Send 1.5 STAKE' }).click()
    await expect
      .poll(() => result.textContent())
      .toContain(`${osmo} is not a valid address on Portico Local Cosmos`)
    expect(await walletPrompt(page).count()).toBe(0)
    expect(await nodeBalance(alice.address)).toBe(before)
  })

  it('switches between eip155 and cosmos through SwitchActiveChain; both stay connected', async () => {
    const { page } = await dapp()
    await expectSwitchThroughSwitchActiveChain(page, {
      ...COSMOS_WALLET,
      network: 'Portico Local Cosmos',
      chain: /Cosmos/,
    })
  })

  it('a reload restores the Cosmos connection without a prompt', async () => {
    const { page } = await dapp()
    await connectCosmos(page)
    await loadDapp(page)
    await expect.poll(async () => (await kernel(page)).connected).toBe(true)
    expect((await kernel(page)).address).toBe(alice.address)
    expect(await walletPrompt(page).count()).toBe(0)
  })

  it('works on a 360x640 phone screen: connect and the account view fit', async () => {
    const { page } = await dapp({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })
    await connectCosmos(page)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /…/ }).click()
    const account = modal(page, 'Account')
    await account.waitFor()
    const box = await account.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`the wallet list and the Cosmos account have no serious axe violation (${mode})`, async () => {
      const { page } = await dapp({ colorScheme: mode, reducedMotion: 'reduce', settings: { theme: mode } })
      await headerConnectButton(page).click()
      await walletRow(page, WALLET).waitFor()
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-overlay'] }))),
      ).toEqual([])
      await walletRow(page, WALLET).click()
      await answerWallet(page, 'cosmos:enable', 'approve')
      await modal(page).waitFor({ state: 'detached' })
      await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /…/ }).click()
      await modal(page, 'Account').waitFor()
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-overlay'] }))),
      ).toEqual([])
    })
  }
})
