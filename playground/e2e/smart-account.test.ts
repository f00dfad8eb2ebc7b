// The embedded wallet's smart account in the browser (issue 16): log in by e-mail (the EOA), switch
// to the smart account in Account, send through the bundler and see the balance change on anvil
// and in Account, send a batch with wallet_sendCalls and follow it with wallet_getCallsStatus,
// grant a smart session from the playground and revoke it in Sessions (on chain both), reload (the
// account type stays), switch back to the EOA.
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { sessionAccountAbi } from '../../testkit/src/services/aa/sessions/sessionAccount.js'
import type { PlaygroundChain } from '../../testkit/src/services/playgroundServices.js'
import { emailWallet } from './support/emailWallet.js'
import {
  formatViolations,
  loadDapp,
  localChains,
  modal,
  openAccount,
  registerDappSessions,
  runAxe,
  seriousViolations,
  truncatedEther,
} from './support/index.js'

const services = inject('services')
const wallet = emailWallet(services.secureSiteUrl as string)
const [CHAIN_A] = services.chains as [PlaygroundChain]
const client = createPublicClient({ transport: http(CHAIN_A.rpcUrl) })
/** The canonical EntryPoint v0.7: a user operation's transaction goes to it. */
const ENTRY_POINT = '0x0000000071727de22e5e9d8baf0edac6f37da032'

const dapps = registerDappSessions({ chains: localChains(services) })
let mailboxes = 0
const newEmail = () => `smart-${Date.now().toString(36)}-${++mailboxes}@example.com`

beforeAll(() => {
  // The bundler (Alto) starts on its chain's first request and takes seconds: ask now, so it
  // starts while the visitor logs in. The sends wait for it if need be.
  fetch(`${services.bundlerUrl}/${CHAIN_A.chainId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).catch(() => undefined)
})

/**
 * Logs in through Connect with the code from the inbox. The code comes once the secure frame has
 * loaded and answered CONNECT_EMAIL, which the plugin allows 20 s on its own: the inbox is polled
 * for longer than that.
 */
async function loginByEmail(page: Page, email: string) {
  await wallet.startLogin(page, email)
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = (await wallet.inbox(email)).filter((m) => m.kind === 'login-code').at(-1)?.code
        return code
      },
      { message: `the login code for ${email}`, timeout: 60_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/)
  const view = modal(page, 'Email login')
  await view.getByRole('textbox', { name: 'Code' }).fill(code as string)
  await view.getByRole('button', { name: 'Verify' }).click()
  await modal(page).waitFor({ state: 'detached' })
  await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
}

const frame = (page: Page) => page.frameLocator('iframe[name="portico-secure-frame"]')
const account = (page: Page) =>
  page.evaluate(() => {
    const state = window.porticoDapp!.portico.wallet.getAccount('eip155')
    return {
      address: state.address as Hex | undefined,
      type: state.preferredAccountType,
      accounts: state.user?.accounts ?? [],
      connected: window.porticoDapp!.portico.wallet.isConnected('eip155'),
    }
  })
/** Waits until the kernel's eip155 account is `type` (the address follows the switch). */
const accountOfType = (page: Page, type: string) =>
  page.waitForFunction((wanted) => {
    const state = window.porticoDapp?.portico.wallet.getAccount('eip155')
    return state?.preferredAccountType === wanted && state.status === 'connected'
  }, type)

/** A test method of the anvil node (its answer is not needed). */
async function anvil(method: string, params: unknown[]) {
  await fetch(CHAIN_A.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
}
const setBalance = (address: Hex, wei: bigint) =>
  anvil('anvil_setBalance', [address, `0x${wei.toString(16)}`])

// A long walk on a loaded machine: its own time limit.
describe('smart account', { timeout: 240_000 }, () => {
  it('switches to the smart account, sends through the bundler, keeps the type over a reload, and switches back', async () => {
    const { page } = await dapps.open({ settings: { emailWallet: true } })
    await loginByEmail(page, newEmail())
    const before = await account(page)
    expect(before.type).toBe('eoa')
    const eoa = before.address as Hex
    const smart = before.accounts.find((a) => a.type === 'smartAccount')?.address as Hex
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(smart.toLowerCase()).not.toBe(eoa.toLowerCase())
    // Counterfactual: no code yet; the first user operation deploys it.
    expect(await client.getCode({ address: smart })).toBeUndefined()
    await setBalance(smart, parseEther('3'))

    await openAccount(page)
    const view = modal(page, 'Account')
    await view.getByText('Using your EOA').waitFor()
    await view.getByRole('button', { name: /Switch to smart account/ }).click()
    await accountOfType(page, 'smartAccount')
    expect((await account(page)).address?.toLowerCase()).toBe(smart.toLowerCase())
    await view.getByText('Using your smart account').waitFor()
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await view
      .getByText(`${truncatedEther(parseEther('3'))} ETH`)
      .first()
      .waitFor()

    // One transfer: a user operation through the bundler, mined by the EntryPoint.
    const to: Hex = '0x00000000000000000000000000000000005a5a01'
    const sending = page.evaluate(
      ({ from, to }) =>
        window.porticoDapp!.portico.request({
          namespace: 'eip155',
          method: 'eth_sendTransaction',
          params: [{ from, to, value: '0x6f05b59d3b20000' }],
        }),
      { from: smart, to },
    )
    await frame(page).getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const hash = (await sending) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'))
    expect(await client.getCode({ address: smart })).not.toBeUndefined()
    const left = await client.getBalance({ address: smart })
    expect(left).toBeLessThan(parseEther('2.5'))
    expect(left).toBeGreaterThan(parseEther('2.4'))

    // A batch of two calls: one user operation (executeBatch); its status from the bundler's receipt.
    const first: Hex = '0x00000000000000000000000000000000005a5a02'
    const second: Hex = '0x00000000000000000000000000000000005a5a03'
    const batching = page.evaluate(
      ({ from, first, second, chainId }) =>
        window.porticoDapp!.portico.request({
          namespace: 'eip155',
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId,
              from,
              atomicRequired: true,
              calls: [
                { to: first, value: '0x16345785d8a0000' },
                { to: second, value: '0x2c68af0bb140000' },
              ],
            },
          ],
        }),
      { from: smart, first, second, chainId: `0x${CHAIN_A.chainId.toString(16)}` },
    )
    await frame(page).getByRole('heading', { name: 'Approve calls' }).waitFor()
    await frame(page).getByText('Call 2').waitFor()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const { id } = (await batching) as { id: string }
    // Polled from the test: Playwright's waitForFunction does not await an async predicate, so
    // its first (pending) answer would end the wait.
    type CallsStatus = { status: number; receipts?: { transactionHash: Hex }[] }
    let done: CallsStatus | undefined
    await expect
      .poll(
        async () => {
          done = (await page.evaluate(
            (batch) =>
              window.porticoDapp!.portico.request({
                namespace: 'eip155',
                method: 'wallet_getCallsStatus',
                params: [batch],
              }),
            id,
          )) as CallsStatus
          return done.status
        },
        { timeout: 60_000 },
      )
      .toBe(200)
    const batchReceipt = await client.getTransactionReceipt({ hash: done!.receipts![0]!.transactionHash })
    expect(batchReceipt.to?.toLowerCase()).toBe(ENTRY_POINT)
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.2'))

    // A smart session (issue 21), granted from the playground: the wallet registers the session
    // key on the account (the account upgrades to the session implementation), the Sessions view
    // lists it, and revoking it there removes the key on chain.
    await page.evaluate(() => window.porticoDapp!.portico.flags.setLocal({ smartSessions: true }))
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    // A real chain's latest block is up to a slot (12 s) behind the wall clock; the session's
    // periods count in block time, so the key's first transfer below must not be refused as not due.
    await anvil('evm_setTime', [Math.floor(Date.now() / 1000) - 12])
    await anvil('evm_mine', [])
    await page.getByRole('button', { name: 'Grant a session: 0.01 ETH a day' }).click()
    await frame(page).getByRole('heading', { name: 'Grant session' }).waitFor()
    await frame(page)
      .getByText(/Spend up to 0\.01 ETH every 86400 seconds/)
      .waitFor()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const grantResult = page.getByTestId('session-result')
    await expect
      .poll(() => grantResult.getAttribute('data-state'), { timeout: 60_000 })
      .toMatch(/granted|failed/)
    expect(await grantResult.textContent()).toMatch(/^Granted session/)
    const sessionKey = (await page.getByTestId('session-key').textContent()) as Hex
    const onChain = () =>
      client.readContract({
        address: smart,
        abi: sessionAccountAbi,
        functionName: 'sessions',
        args: [sessionKey],
      })
    expect(((await onChain()) as unknown[])[0]).toBe(parseEther('0.01'))

    // The page, as the app holding the key, spends within the allowance (a user operation the key
    // signs, straight to the bundler, no prompt): the receiver gets it on anvil. Over the
    // allowance, the account refuses it with its reason and nothing moves.
    const receiver: Hex = '0x00000000000000000000000000000000005a5a05'
    const spend = page.getByTestId('session-spend')
    await page.getByRole('textbox', { name: 'Session key sends to' }).fill(receiver)
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.004')
    await page.getByRole('button', { name: 'Send with the session key' }).click()
    await expect.poll(() => spend.getAttribute('data-state'), { timeout: 60_000 }).toMatch(/done|failed/)
    expect(await spend.textContent()).toMatch(/^Session key sent 0\.004 ETH in 0x[0-9a-f]{64}$/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.004'))
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.007')
    await page.getByRole('button', { name: 'Send with the session key' }).click()
    await expect.poll(() => spend.getAttribute('data-state'), { timeout: 60_000 }).toMatch(/done|failed/)
    expect(await spend.textContent()).toMatch(/^Refused: .*Session allowance exceeded for this period/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.004'))
    await openAccount(page)
    await modal(page, 'Account').getByRole('button', { name: 'Sessions' }).click()
    const sessionsView = modal(page, 'Sessions')
    const granted = sessionsView.locator(
      `[data-pci="${await page.getByTestId('session-pci').textContent()}"]`,
    )
    await granted.getByText('Spend up to 0.01 ETH every 1 day').waitFor()
    await granted.getByRole('button', { name: /^Revoke the session/ }).click()
    await frame(page).getByRole('heading', { name: 'Revoke session' }).waitFor()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await granted.getByText('Revoked').waitFor({ timeout: 60_000 })
    expect(((await onChain()) as unknown[])[4]).toBe(0n)
    // Revoked on chain: the key's next transfer is refused.
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.001')
    await page.getByRole('button', { name: 'Send with the session key' }).click()
    await expect.poll(() => spend.getAttribute('data-state'), { timeout: 60_000 }).toMatch(/done|failed/)
    expect(await spend.textContent()).toMatch(/^Refused: .*Session key unknown or revoked/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.004'))

    // A reload keeps the smart account, and Account shows what is left on it.
    await loadDapp(page)
    await accountOfType(page, 'smartAccount')
    expect((await account(page)).address?.toLowerCase()).toBe(smart.toLowerCase())
    const remaining = await client.getBalance({ address: smart })
    await openAccount(page)
    const again = modal(page, 'Account')
    await again
      .getByText(`${truncatedEther(remaining)} ETH`)
      .first()
      .waitFor()

    // Back to the EOA: its address and its own balance.
    await again.getByRole('button', { name: /Switch to EOA/ }).click()
    await accountOfType(page, 'eoa')
    expect((await account(page)).address?.toLowerCase()).toBe(eoa.toLowerCase())
    await again.getByText('Using your EOA').waitFor()
    await again
      .getByText(`${truncatedEther(await client.getBalance({ address: eoa }))} ETH`)
      .first()
      .waitFor()
    await loadDapp(page)
    await accountOfType(page, 'eoa')
    expect((await account(page)).address?.toLowerCase()).toBe(eoa.toLowerCase())
  })

  it('a user operation the bundler refuses fails the request with its reason; the account stays connected', async () => {
    const { page } = await dapps.open({ settings: { emailWallet: true } })
    await loginByEmail(page, newEmail())
    await openAccount(page)
    await modal(page, 'Account')
      .getByRole('button', { name: /Switch to smart account/ })
      .click()
    await accountOfType(page, 'smartAccount')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    const smart = (await account(page)).address as Hex
    // Nothing on the smart account: the EntryPoint refuses the prefund, the bundler answers why.
    const to: Hex = '0x00000000000000000000000000000000005a5a04'
    const sending = page.evaluate(
      ({ from, to }) =>
        window
          .porticoDapp!.portico.request({
            namespace: 'eip155',
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0x1' }],
          })
          .then(
            () => 'sent',
            (error: Error) => error.message,
          ),
      { from: smart, to },
    )
    await frame(page).getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    expect(await sending).toContain("AA21 didn't pay prefund")
    await modal(page).waitFor({ state: 'detached' })
    expect(await account(page)).toMatchObject({ connected: true, type: 'smartAccount' })
    expect(await client.getBalance({ address: to })).toBe(0n)
    expect(await client.getCode({ address: smart })).toBeUndefined()
  })
})
