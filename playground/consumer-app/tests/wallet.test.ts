import { type ChildProcess, spawn } from 'node:child_process'
import { DEV_ACCOUNTS, type Devnet, startDevnet, testWalletInitScript } from '@portico/testkit'
import { startMobileWalletServer } from '@portico/testkit/mobile-wallet/server'
import { approveNext, openMobileWallet } from '@portico/testkit/playwright/index'
import { type Browser, chromium } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'

/**
 * The app tested with Portico's offline test kit, as an integrator tests theirs: `startDevnet()`
 * starts the local chain and services on free ports, the test wallets are injected into the page,
 * and each wallet prompt is answered with the kit's Playwright helpers. Nothing leaves 127.0.0.1.
 * Run after `vite build` (client and server): `npx vitest run`.
 */

let devnet: Devnet
let server: { url: string; process: ChildProcess }
let browser: Browser

/** Starts the app's production server (server.mjs) on the devnet's services. */
function startServer(info: Devnet['info']): Promise<{ url: string; process: ChildProcess }> {
  const config = { apiUrl: info.apiUrl, chains: info.chains, secureSiteUrl: info.secureSiteUrl }
  const child = spawn(process.execPath, ['server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', APP_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app's server exited with ${code}`)))
    child.stdout.once('data', (data: Buffer) =>
      resolve({ url: JSON.parse(String(data)).url, process: child }),
    )
  })
}

beforeAll(async () => {
  devnet = await startDevnet({ chains: [31337] })
  server = await startServer(devnet.info)
  browser = await chromium.launch({
    ...(process.env.CHROME_PATH ? { executablePath: process.env.CHROME_PATH } : {}),
    // Every host but 127.0.0.1 fails at once: the test cannot reach the internet.
    args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
  })
})

afterAll(async () => {
  await browser?.close()
  server?.process.kill()
  await devnet?.stop()
})

it('connects the test wallet and signs, each step approved in the wallet prompt', async () => {
  const context = await browser.newContext()
  await context.addInitScript({ content: await testWalletInitScript(devnet.info.chains, { prompt: true }) })
  const page = await context.newPage()
  await page.goto(server.url)
  const wallet = page.getByRole('navigation', { name: 'Wallet' })

  await wallet.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /^Portico Test Wallet( Installed)?$/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  // The test wallet's first account: anvil's dev account 0.
  const account = DEV_ACCOUNTS[0]!.address
  await wallet
    .getByRole('button', { name: new RegExp(`^${account.slice(0, 6)}`) })
    .first()
    .waitFor()

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await approveNext(page, 'personal_sign')
  const signature = (await page.getByLabel('Signature').textContent()) as Hex
  expect(await verifyMessage({ address: account, message: 'Hello from a consumer app', signature })).toBe(
    true,
  )
  await context.close()
})

it("serves the kit's mobile-wallet page, ready to pair on the devnet's relay", async () => {
  const walletServer = await startMobileWalletServer()
  const context = await browser.newContext()
  try {
    const errors: string[] = []
    context.on('weberror', (error) => errors.push(error.error().message))
    const wallet = await openMobileWallet(context, {
      url: walletServer.url,
      relayUrl: devnet.info.relayUrl,
      chains: devnet.info.chains,
    })
    await wallet.page.getByLabel('Pairing URI').waitFor()
    expect(errors).toEqual([])
  } finally {
    await context.close()
    await walletServer.close()
  }
})
