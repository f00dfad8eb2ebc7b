// The Polkadot namespace end to end (issue 20): the demo dapp in Chromium with the Polkadot plugin
// composed, the injectedWeb3 test extension (Alice's dev keys) and the local node emulator. Balances
// are read from the node with an unmodified @polkadot/api client.
import { ApiPromise, WsProvider } from '@polkadot/api'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { POLKADOT_DEV_ACCOUNTS } from '../../testkit/src/services/polkadot/constants.js'
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
const WALLET = 'Portico Polkadot Test Wallet'
const ALICE = POLKADOT_DEV_ACCOUNTS[0]!.address
const BOB = POLKADOT_DEV_ACCOUNTS[1]!.address
const UNIT = 10n ** 12n

let api: ApiPromise
const dapps = registerDappSessions()

beforeAll(async () => {
  api = await ApiPromise.create({ provider: new WsProvider(services.polkadot!.wsUrl), noInitWarn: true })
}, 120_000)
afterAll(async () => {
  await api?.disconnect()
})

const dapp = (options: OpenDappOptions = {}): Promise<DappSession> =>
  dapps.open({ ...options, settings: { polkadot: true, ...options.settings } })

const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

const kernel = (page: Page) =>
  page.evaluate(() => {
    const { portico } = window.porticoDapp!
    const account = portico.wallet.getAccount('polkadot')
    return {
      connected: portico.wallet.isConnected('polkadot'),
      address: account.address,
      balance: account.balance,
      symbol: account.balanceSymbol,
      namespace: portico.wallet.getState().activeNamespace,
    }
  })

const result = (page: Page) => page.getByTestId('polkadot-result')
async function outcome(page: Page) {
  await expect.poll(() => result(page).getAttribute('data-state'), { timeout: 30_000 }).toMatch(/done|failed/)
  return (await result(page).textContent()) ?? ''
}

const POLKADOT_WALLET: NamespaceWallet = { namespace: 'polkadot', wallet: WALLET, approve: 'polkadot:enable' }
const connectPolkadot = (page: Page) => connectNamespaceWallet(page, POLKADOT_WALLET)

describe('the demo dapp with the Polkadot test extension on the local node', () => {
  it('connects the extension from the modal; the account, its name and the node balance show', async () => {
    const { page } = await dapp()
    await headerConnectButton(page).click()
    await expect.poll(() => walletRow(page, WALLET).count()).toBe(1)
    await walletRow(page, WALLET).click()
    await expect
      .poll(() => walletPrompt(page, 'polkadot:enable').textContent())
      .toContain(`${WALLET} wants to connect`)
    // The extension is enabled with the dapp's name.
    expect(await walletPrompt(page, 'polkadot:enable').textContent()).toContain('Portico playground')
    await answerWallet(page, 'polkadot:enable', 'approve')
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('polkadot') === true)
    const expected = Number(await free(ALICE)) / 1e12
    await expect.poll(async () => Number((await kernel(page)).balance)).toBe(expected)
    expect(await kernel(page)).toMatchObject({ namespace: 'polkadot', address: ALICE, symbol: 'UNIT' })
    const header = page.getByRole('navigation', { name: 'Wallet' })
    await expect.poll(() => header.textContent()).toContain('UNIT')
    expect(await header.textContent()).toContain(`${ALICE.slice(0, 6)}…${ALICE.slice(-4)}`)
    const accounts = page.getByTestId('polkadot-accounts')
    await expect.poll(() => accounts.textContent()).toContain(`Alice (sr25519): ${ALICE}`)
    expect(await accounts.textContent()).toContain('Alice (ecdsa) (ecdsa)')
  })

  it("rejecting the extension's connect prompt shows 'Connection rejected' and connects nothing", async () => {
    const { page } = await dapp()
    await pickWallet(page, WALLET)
    await answerWallet(page, 'polkadot:enable', 'reject')
    await modal(page).getByText('Connection rejected').first().waitFor()
    expect((await kernel(page)).connected).toBe(false)
  })

  it('signs a message the account verifies over <Bytes>; a rejected prompt signs nothing', async () => {
    const { page } = await dapp()
    await connectPolkadot(page)
    await page.getByRole('button', { name: 'Sign a Polkadot message' }).click()
    await answerWallet(page, 'polkadot:signRaw', 'approve')
    const text = await outcome(page)
    const signature = /verified signature (0x[0-9a-f]+)/.exec(text)?.[1]
    expect(signature).toBeDefined()
    const message = u8aWrapBytes(stringToU8a('Hello from the Portico playground'))
    expect(signatureVerify(message, signature!, ALICE).isValid).toBe(true)

    await page.getByRole('button', { name: 'Sign a Polkadot message' }).click()
    await answerWallet(page, 'polkadot:signRaw', 'reject')
    expect(await outcome(page)).toContain('Failed: The request was rejected in the wallet.')
  })

  it('shows fee and existential deposit, sends 150 UNIT to Bob: both balances change on the node', async () => {
    const { page } = await dapp()
    await connectPolkadot(page)
    await page.getByLabel('Send to (Polkadot address)').fill(BOB)
    await page.getByLabel('Amount').fill('150')
    await page.getByRole('button', { name: 'Show fee and deposit' }).click()
    const estimate = await outcome(page)
    expect(estimate).toMatch(/^fee 0\.\d+ UNIT, existential deposit 100 UNIT$/)
    const fee = BigInt(Math.round(Number(/fee ([\d.]+)/.exec(estimate)![1]) * 1e12))
    const [aliceBefore, bobBefore] = [await free(ALICE), await free(BOB)]
    await page.getByRole('button', { name: 'Send on Polkadot' }).click()
    await answerWallet(page, 'polkadot:signPayload', 'approve')
    expect(await outcome(page)).toMatch(/^sent 0x[0-9a-f]{64}, in block 0x[0-9a-f]{64}/)
    expect(await free(BOB)).toBe(bobBefore + 150n * UNIT)
    expect(await free(ALICE)).toBe(aliceBefore - 150n * UNIT - fee)
    await expect.poll(() => result(page).textContent()).toContain('finalized in 0x')
    // The modal's balance follows the node.
    await expect.poll(async () => Number((await kernel(page)).balance)).toBe(Number(await free(ALICE)) / 1e12)
  })

  it('a rejected transaction prompt and what the chain would refuse move nothing', async () => {
    const { page } = await dapp()
    await connectPolkadot(page)
    const before = await free(ALICE)
    await page.getByLabel('Send to (Polkadot address)').fill(BOB)
    await page.getByLabel('Amount').fill('1')
    await page.getByRole('button', { name: 'Send on Polkadot' }).click()
    await answerWallet(page, 'polkadot:signPayload', 'reject')
    expect(await outcome(page)).toContain('Failed: The request was rejected in the wallet.')
    // A new account below the existential deposit: refused before any prompt.
    await page
      .getByLabel('Send to (Polkadot address)')
      .fill('5CiPPseXPECbkjWCa6MnjNokrgYjMqmKndv2rSnekmSK2DjL')
    await page.getByLabel('Amount').fill('1')
    await page.getByRole('button', { name: 'Send on Polkadot' }).click()
    expect(await outcome(page)).toContain('below the existential deposit (100 UNIT)')
    // Bob with the Polkadot relay chain's prefix: not an address of this network.
    await page
      .getByLabel('Send to (Polkadot address)')
      .fill('14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3')
    await page.getByRole('button', { name: 'Send on Polkadot' }).click()
    expect(await outcome(page)).toContain('is not a valid address on Portico Local Polkadot.')
    expect(await walletPrompt(page).count()).toBe(0)
    expect(await free(ALICE)).toBe(before)
  })

  it('a reload restores the Polkadot connection without a prompt', async () => {
    const { page } = await dapp()
    await connectPolkadot(page)
    await loadDapp(page)
    await expect.poll(async () => (await kernel(page)).connected).toBe(true)
    expect((await kernel(page)).address).toBe(ALICE)
    expect(await walletPrompt(page).count()).toBe(0)
  })

  it('switches between eip155 and polkadot through SwitchActiveChain; both stay connected', async () => {
    const { page } = await dapp()
    await expectSwitchThroughSwitchActiveChain(page, {
      ...POLKADOT_WALLET,
      network: 'Portico Local Polkadot',
      chain: /Polkadot/,
    })
  })

  it('on a 360x640 phone the account and the Polkadot panel fit the screen', async () => {
    const { page } = await dapp({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })
    await connectPolkadot(page)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    const send = page.getByRole('button', { name: 'Send on Polkadot' })
    await send.scrollIntoViewIfNeeded()
    const box = await send.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`the wallet list, the Polkadot account and the panel have no serious axe violation (${mode})`, async () => {
      const { page } = await dapp({ colorScheme: mode, reducedMotion: 'reduce', settings: { theme: mode } })
      await headerConnectButton(page).click()
      await walletRow(page, WALLET).waitFor()
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-overlay'] }))),
      ).toEqual([])
      await walletRow(page, WALLET).click()
      await answerWallet(page, 'polkadot:enable', 'approve')
      await modal(page).waitFor({ state: 'detached' })
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: /^5Grwva/ })
        .click()
      await modal(page, 'Account').waitFor()
      expect(
        formatViolations(seriousViolations(await runAxe(page, { include: ['.portico-shell-overlay'] }))),
      ).toEqual([])
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'detached' })
      expect(
        formatViolations(
          seriousViolations(await runAxe(page, { include: ['[data-testid="polkadot-control"]'] })),
        ),
      ).toEqual([])
    })
  }
})
