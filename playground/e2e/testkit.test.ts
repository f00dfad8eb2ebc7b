// The test kit's browser helpers on a page that is not the playground's: the test wallets as an
// injectable script (with their prompt) and approveNext / rejectNext answering it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { approveNext, rejectNext, walletPrompt } from '../../testkit/src/playwright/index.js'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import { testWalletInitScript } from '../../testkit/src/test-wallet/initScript.js'
import { collectPageProblems, isOutsideRequest, launchChromium } from './support/index.js'

// An app's page written without Portico: it finds the wallet by EIP-6963, connects and signs.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Some app</title></head><body>
<output id="wallets"></output><output id="account"></output><output id="signature"></output><output id="error"></output>
<script type="module">
const found = []
window.addEventListener('eip6963:announceProvider', (event) => {
  found.push(event.detail)
  document.getElementById('wallets').textContent = found.map((w) => w.info.name).join(', ')
})
window.dispatchEvent(new Event('eip6963:requestProvider'))
window.connectAndSign = async () => {
  const { provider } = found.find((w) => w.info.name === 'Portico Test Wallet')
  try {
    const [account] = await provider.request({ method: 'eth_requestAccounts' })
    document.getElementById('account').textContent = account
    document.getElementById('signature').textContent = await provider.request({ method: 'personal_sign', params: ['0x6869', account] })
  } catch (error) {
    document.getElementById('error').textContent = String(error.code)
  }
}
</script></body></html>`

let browser: Browser
let server: Server
let url: string
let script: string

beforeAll(async () => {
  server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const chains = inject('services').chains.filter((chain) => chain.inTestWallet)
  ;[browser, script] = await Promise.all([launchChromium(), testWalletInitScript(chains, { prompt: true })])
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('@portico/testkit in a Playwright test', () => {
  it('injects the test wallets into any page; approveNext and rejectNext answer its prompt', async () => {
    const context = await browser.newContext()
    const outside: string[] = []
    context.on('request', (request) => {
      if (isOutsideRequest(request.url())) outside.push(request.url())
    })
    await context.addInitScript({ content: script })
    const page = await context.newPage()
    const problems = collectPageProblems(page)
    await page.goto(url)
    await expect
      .poll(() => page.locator('#wallets').textContent())
      .toBe('Portico Test Wallet, Portico Test Wallet Two')

    void page.evaluate(() => (window as unknown as { connectAndSign(): Promise<void> }).connectAndSign())
    await approveNext(page, 'eth_requestAccounts')
    await approveNext(page, 'personal_sign')
    await expect.poll(() => page.locator('#signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const address = DEV_ACCOUNTS[0]!.address
    expect(await page.locator('#account').textContent()).toBe(address)
    const signature = (await page.locator('#signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hi', signature })).toBe(true)

    void page.evaluate(() => (window as unknown as { connectAndSign(): Promise<void> }).connectAndSign())
    await rejectNext(page, 'personal_sign')
    await expect.poll(() => page.locator('#error').textContent()).toBe('4001')
    expect(await walletPrompt(page).count()).toBe(0)
    expect(outside).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
