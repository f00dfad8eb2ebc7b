// WalletConnect end to end: the demo dapp and the mobile-wallet page (each on its own origin, in its
// own browser context) pair through a real relay, sign and send on real anvil chains.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, formatEther, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type MobileWalletServer, startMobileWalletServer } from '../../testkit/src/mobile-wallet/server.js'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import type { PlaygroundServices } from '../../testkit/src/services/playgroundServices.js'
import { type Relay, startRelay } from '../../testkit/src/services/relay/index.js'
import {
  formatViolations,
  isOutsideRequest,
  launchChromium,
  runAxe,
  seriousViolations,
  truncatedEther,
} from './support/index.js'
import { type PlaygroundBuild, startPlaygroundBuild } from './support/playgroundBuild.js'

const WALLET_ACCOUNT = DEV_ACCOUNTS[1] as { address: Hex }
const DAPP_NAME = 'Portico playground'

// ---- services of this file ----

let browser: Browser
let relay: Relay
let relayDirectory: string
let walletServer: MobileWalletServer
let dappServer: PlaygroundBuild
let dappUrl: string
let services: PlaygroundServices
const requested: string[] = []

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-US' })
  // Nothing answers an outside host here: a request to one fails in the page and is listed.
  context.on('request', (request) => requested.push(request.url()))
  return context
}

beforeAll(async () => {
  relayDirectory = await mkdtemp(join(tmpdir(), 'portico-e2e-relay-'))
  const shared = inject('services')
  ;[browser, relay, walletServer] = await Promise.all([
    launchChromium(),
    startRelay({ port: 0, persistPath: join(relayDirectory, 'relay.json') }),
    startMobileWalletServer(),
  ])
  services = { ...shared, relayUrl: relay.url, mobileWalletUrl: walletServer.url }
  // The demo dapp built with this file's relay: the tests kill and restart that relay, which they
  // cannot do to the run's shared one.
  dappServer = await startPlaygroundBuild({ services })
  dappUrl = dappServer.url
})

afterAll(async () => {
  await browser?.close()
  await Promise.allSettled([dappServer?.close(), walletServer?.close(), relay?.close()])
  if (relayDirectory) await rm(relayDirectory, { recursive: true, force: true })
})

// ---- pages ----

type Dapp = { page: Page; context: BrowserContext }
type Wallet = { page: Page; context: BrowserContext }

async function openDapp(options: { fakeClock?: boolean } = {}): Promise<Dapp> {
  const context = await newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: dappUrl })
  const page = await context.newPage()
  page.on('websocket', (socket) => requested.push(socket.url()))
  if (options.fakeClock) await page.clock.install()
  await page.goto(`${dappUrl}/`)
  await page.waitForFunction(() => window.porticoDapp?.ready === true, undefined, { timeout: 30_000 })
  return { page, context }
}

async function openWallet(): Promise<Wallet> {
  const context = await newContext()
  const page = await context.newPage()
  page.on('websocket', (socket) => requested.push(socket.url()))
  const query = new URLSearchParams({ relay: relay.url })
  for (const chain of services.chains.filter((c) => c.inTestWallet))
    query.append('rpc', `${chain.chainId}=${chain.rpcUrl}`)
  await page.goto(`${walletServer.url}/?${query}`)
  await page.getByRole('button', { name: 'Pair with dapp' }).waitFor({ timeout: 30_000 })
  return { page, context }
}

/** Opens the modal, picks WalletConnect and copies the pairing link with the view's copy button. */
async function copyPairingLink(dapp: Dapp): Promise<string> {
  const { page } = dapp
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await page.getByRole('img', { name: 'QR code to connect with a mobile wallet' }).waitFor()
  // The button says what it copies in visible text, not only to screen readers.
  expect(await page.getByRole('button', { name: 'Copy link' }).innerText()).toBe('Copy link')
  await page.getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

async function pair(wallet: Wallet, uri: string) {
  await wallet.page.getByLabel('Pairing URI').fill(uri)
  await wallet.page.getByRole('button', { name: 'Pair with dapp' }).click()
}

/** Runs `portico.request` in the dapp without waiting for it (the wallet must answer first). */
function dappRequest(dapp: Dapp, method: string, params: unknown[]): Promise<unknown> {
  return dapp.page.evaluate(
    ({ method, params }) =>
      window.porticoDapp?.portico.request({ namespace: 'eip155', method, params }).then(
        (result) => ({ result }),
        (error: Error) => ({ error: error.message }),
      ),
    { method, params },
  )
}

const account = (dapp: Dapp) =>
  dapp.page.evaluate(() => window.porticoDapp?.portico.wallet.getAccount('eip155'))

function chainClient(chainId: number) {
  const chain = services.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`No local chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

// ---- the journey ----

describe('WalletConnect between the demo dapp and the mobile wallet page', () => {
  let dapp: Dapp
  let wallet: Wallet

  it('pairs from the copy-link button; the wallet approves; the dapp shows the account and its anvil balance', async () => {
    ;[dapp, wallet] = await Promise.all([openDapp(), openWallet()])
    const uri = await copyPairingLink(dapp)
    expect(
      formatViolations(seriousViolations(await runAxe(dapp.page, { include: ['[role="dialog"]'] }))),
    ).toEqual([])
    await pair(wallet, uri)

    const proposal = wallet.page.getByRole('region', { name: 'Connection requests' }).getByRole('listitem')
    await expect.poll(() => proposal.textContent()).toContain('eip155:31337')
    expect(formatViolations(seriousViolations(await runAxe(wallet.page)))).toEqual([])
    await wallet.page.getByRole('button', { name: `Approve connection to ${DAPP_NAME}` }).click()

    await dapp.page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect.poll(async () => (await account(dapp))?.address).toBe(WALLET_ACCOUNT.address)
    expect((await account(dapp))?.caipAddress).toBe(`eip155:31337:${WALLET_ACCOUNT.address}`)

    const wei = await chainClient(31337).getBalance({ address: WALLET_ACCOUNT.address })
    await expect.poll(async () => (await account(dapp))?.balance).toBe(formatEther(wei))
    await dapp.page.getByRole('group', { name: 'Account button' }).getByText(truncatedEther(wei)).waitFor()
    await wallet.page.getByRole('button', { name: `Disconnect ${DAPP_NAME}` }).waitFor()
  })

  it('personal_sign is approved in the wallet and the signature verifies', async () => {
    const message = 'Hello over WalletConnect'
    await dapp.page.getByLabel('Message').fill(message)
    await dapp.page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.page.getByText(`Message: ${message}`).waitFor()
    await wallet.page.getByRole('button', { name: 'Approve personal_sign' }).click()

    const signature = (await dapp.page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: WALLET_ACCOUNT.address, message, signature })).toBe(true)
  })

  it('a native send is approved in the wallet and lands on chain', async () => {
    const to = (DEV_ACCOUNTS[5] as { address: Hex }).address
    const client = chainClient(31337)
    const before = await client.getBalance({ address: to })
    const sending = dappRequest(dapp, 'eth_sendTransaction', [
      { from: WALLET_ACCOUNT.address, to, value: '0x2386f26fc10000' /* 0.01 ETH */ },
    ])
    await wallet.page.getByText(new RegExp(`Send 0.01 ETH to ${to}`, 'i')).waitFor()
    await wallet.page.getByRole('button', { name: 'Approve eth_sendTransaction' }).click()

    const { result: hash } = (await sending) as { result: Hex }
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(WALLET_ACCOUNT.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + 10_000_000_000_000_000n)
  })

  it('grants a smart session from the playground: the wallet page answers, the Sessions view lists it, revoke marks it', async () => {
    await dapp.page.evaluate(() => window.porticoDapp?.portico.flags.setLocal({ smartSessions: true }))
    const granting = dapp.page.evaluate(async () => {
      type Service = { grantSession(request: unknown): Promise<{ pci: string; context: string }> }
      const { portico, tokens } = window.porticoDapp!
      const handle = portico.resolve(tokens.smartSessions.service) as unknown as { load(): Promise<Service> }
      const service = await handle.load()
      const now = Math.floor(Date.now() / 1000)
      return service
        .grantSession({
          chainId: '0x7a69',
          expiry: now + 86_400,
          signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04ab' }] } },
          permissions: [
            {
              type: 'native-token-recurring-allowance',
              data: { allowance: '0x2386f26fc10000', start: now, period: 86_400 },
            },
          ],
          policies: [],
        })
        .then(
          (granted) => ({ pci: granted.pci, context: granted.context }),
          (error: Error) => ({ error: error.message }),
        )
    })
    await wallet.page.getByRole('button', { name: 'Approve wallet_grantPermissions' }).click()
    const granted = (await granting) as { pci: string; context: Hex }
    expect(granted).toEqual({ pci: expect.any(String), context: expect.stringMatching(/^0x[0-9a-f]{130}$/) })

    await dapp.page.getByRole('group', { name: 'Account button' }).click()
    const account = dapp.page.getByRole('dialog')
    await account.getByRole('button', { name: 'Sessions' }).click()
    const item = account.locator(`[data-pci="${granted.pci}"]`)
    await item.getByText('Spend up to 0.01 ETH every 1 day').waitFor()
    await item.getByRole('button', { name: /^Revoke the session/ }).click()
    // The wallet granted it: the wallet revokes it, and its answer is the revocation's signature.
    await wallet.page.getByRole('button', { name: 'Approve wallet_revokePermissions' }).click()
    await item.getByText('Revoked').waitFor()
    await dapp.page.keyboard.press('Escape')
    await account.waitFor({ state: 'hidden' })
  })

  it('a request the wallet rejects shows as rejected in the dapp', async () => {
    await dapp.page.getByLabel('Message').fill('Please refuse')
    await dapp.page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.page.getByRole('button', { name: 'Reject personal_sign' }).click()
    await expect
      .poll(() => dapp.page.getByTestId('sign-result').textContent())
      .toMatch(/^Not signed: The request was rejected in the wallet\./)
  })

  it('the relay is killed and restarted mid-session; the next request still completes', async () => {
    const { port } = relay
    await relay.close()
    relay = await startRelay({ port, persistPath: join(relayDirectory, 'relay.json') })

    await dapp.page.getByLabel('Message').fill('After the restart')
    await dapp.page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.page.getByRole('button', { name: 'Approve personal_sign' }).click({ timeout: 30_000 })
    const signature = (await dapp.page.getByTestId('signature').textContent({ timeout: 30_000 })) as Hex
    expect(
      await verifyMessage({ address: WALLET_ACCOUNT.address, message: 'After the restart', signature }),
    ).toBe(true)
  })

  it('a reload restores the session without the wallet, and it still signs', async () => {
    await dapp.page.reload()
    await dapp.page.waitForFunction(() => window.porticoDapp?.ready === true, undefined, { timeout: 30_000 })
    expect(await account(dapp)).toMatchObject({ status: 'connected', address: WALLET_ACCOUNT.address })

    await dapp.page.getByLabel('Message').fill('After the reload')
    await dapp.page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.page.getByRole('button', { name: 'Approve personal_sign' }).click()
    const signature = (await dapp.page.getByTestId('signature').textContent()) as Hex
    expect(
      await verifyMessage({ address: WALLET_ACCOUNT.address, message: 'After the reload', signature }),
    ).toBe(true)
  })

  it('the wallet disconnects and the dapp follows', async () => {
    await wallet.page.getByRole('button', { name: `Disconnect ${DAPP_NAME}` }).click()
    await dapp.page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    await expect.poll(async () => (await account(dapp))?.status).toBe('disconnected')
    // The session made from the QR code is remembered, but WalletConnect is listed once.
    await dapp.page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const list = dapp.page.getByRole('dialog', { name: 'Connect Wallet' })
    await list
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .waitFor()
    expect(await list.getByRole('button', { name: /WalletConnect/ }).count()).toBe(1)
    await dapp.context.close()
  })

  it("a proposal the wallet rejects shows 'Connection rejected', and retrying offers a new code", async () => {
    const fresh = await openDapp()
    const uri = await copyPairingLink(fresh)
    await pair(wallet, uri)
    await wallet.page.getByRole('button', { name: `Reject connection to ${DAPP_NAME}` }).click()

    const dialog = fresh.page.getByRole('dialog')
    await dialog.getByRole('alert').getByText('Connection rejected').waitFor()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('img', { name: 'QR code to connect with a mobile wallet' }).waitFor()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    expect(await fresh.page.evaluate(() => navigator.clipboard.readText())).not.toBe(uri)
    await fresh.context.close()
  })

  it('an expiring pairing is replaced by a fresh QR code', async () => {
    const slow = await openDapp({ fakeClock: true })
    const first = await copyPairingLink(slow)
    const qr = slow.page.getByRole('img', { name: 'QR code to connect with a mobile wallet' })
    const firstPath = await qr.locator('path').getAttribute('d')

    // Under 10 s of its 4 minutes left, the URI counts as expired and a new one is made.
    await slow.page.clock.fastForward('03:51')
    await expect.poll(() => qr.locator('path').getAttribute('d'), { timeout: 15_000 }).not.toBe(firstPath)
    await slow.page.getByRole('button', { name: 'Copy link' }).click()
    const second = await slow.page.evaluate(() => navigator.clipboard.readText())
    expect(second).toMatch(/^wc:/)
    expect(second).not.toBe(first)

    // The fresh code still connects.
    await pair(wallet, second)
    await wallet.page.getByRole('button', { name: `Approve connection to ${DAPP_NAME}` }).click()
    await expect.poll(async () => (await account(slow))?.address).toBe(WALLET_ACCOUNT.address)
    await slow.context.close()
  })

  it('no request left 127.0.0.1: no Verify, no telemetry, no hosted relay, from the dapp or the wallet', () => {
    const outside = requested.filter((url) => isOutsideRequest(url))
    expect(outside).toEqual([])
    // The pages did talk to the local relay and servers, so the check above is not vacuous.
    expect(requested.some((url) => url.startsWith(dappUrl))).toBe(true)
    expect(requested.some((url) => url.startsWith(walletServer.url))).toBe(true)
  })
})
