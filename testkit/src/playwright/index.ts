// Playwright helpers of the test kit: answer the injected test wallet's prompt, read the secure
// site's e-mail inbox, drive the mobile-wallet page. Types only from playwright-core: the app's
// own Playwright (or playwright-core) is used.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { InboxMessage } from '../services/secure-site/inbox'

export type { InboxMessage }

/** The injected test wallet's approve / reject prompt, optionally only for one RPC method. */
export function walletPrompt(page: Page, method?: string): Locator {
  return page.locator(
    method
      ? `[data-testid="test-wallet-prompt"][data-method="${method}"]`
      : '[data-testid="test-wallet-prompt"]',
  )
}

async function answerNext(page: Page, method: string, answer: 'approve' | 'reject', timeoutMs: number) {
  const prompt = walletPrompt(page, method)
  await prompt.waitFor({ timeout: timeoutMs })
  await prompt.getByTestId(answer === 'approve' ? 'test-wallet-approve' : 'test-wallet-reject').click()
  await prompt.waitFor({ state: 'detached', timeout: timeoutMs })
}

/**
 * Waits for the test wallet to ask about `method` (`eth_requestAccounts`, `personal_sign`,
 * `eth_sendTransaction`, `wallet_switchEthereumChain`, …) and approves it.
 *
 * @example
 * await page.getByRole('button', { name: 'Sign' }).click()
 * await approveNext(page, 'personal_sign')
 */
export function approveNext(page: Page, method: string, { timeoutMs = 15_000 } = {}): Promise<void> {
  return answerNext(page, method, 'approve', timeoutMs)
}

/** Waits for the test wallet to ask about `method` and rejects it (the app sees EIP-1193 4001). */
export function rejectNext(page: Page, method: string, { timeoutMs = 15_000 } = {}): Promise<void> {
  return answerNext(page, method, 'reject', timeoutMs)
}

/** Every mail the secure site (embedded wallet) sent to `email`, oldest first. */
export async function readInbox(secureSiteUrl: string, email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${secureSiteUrl}/inbox?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`The secure site's inbox answered ${response.status}`)
  return (await response.json()) as InboxMessage[]
}

/**
 * Waits for the newest mail of `kind` to `email` (a login code, a device approval link) sent after
 * `after` (a mail id; default: any).
 *
 * @example
 * const { code } = await waitForMail(devnet.info.secureSiteUrl!, 'me@example.com', 'login-code')
 */
export async function waitForMail(
  secureSiteUrl: string,
  email: string,
  kind: InboxMessage['kind'],
  { after = 0, timeoutMs = 10_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = (await readInbox(secureSiteUrl, email)).filter((m) => m.kind === kind && m.id > after).at(-1)
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No ${kind} mail for ${email} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type MobileWalletOptions = {
  /** Where the mobile-wallet page is served (`startMobileWalletServer`, or the playground's). */
  url: string
  /** The WalletConnect relay (`devnet.info.relayUrl`). */
  relayUrl: string
  /** The chains the wallet serves (`<chainId>` and RPC URL each). */
  chains: readonly { chainId: number; rpcUrl: string }[]
}

export type MobileWallet = {
  page: Page
  /** Pastes a `wc:` pairing URI (from the app's QR view) and pairs. */
  pair(uri: string): Promise<void>
  /** Answers the session proposal of the app named `dappName` (its metadata name). */
  approveConnection(dappName: string): Promise<void>
  rejectConnection(dappName: string): Promise<void>
  /** Answers the next request of `method` (`personal_sign`, `eth_sendTransaction`, …). */
  approve(method: string): Promise<void>
  reject(method: string): Promise<void>
}

/**
 * Opens the mobile-wallet page (a WalletConnect wallet holding anvil dev account 0) in `context`
 * and returns a driver for it.
 *
 * @example
 * const wallet = await openMobileWallet(context, { url, relayUrl: devnet.info.relayUrl, chains: devnet.info.chains })
 * await wallet.pair(uri)
 * await wallet.approveConnection('My app')
 */
export async function openMobileWallet(
  context: BrowserContext,
  options: MobileWalletOptions,
): Promise<MobileWallet> {
  const page = await context.newPage()
  const query = new URLSearchParams({ relay: options.relayUrl })
  for (const chain of options.chains) query.append('rpc', `${chain.chainId}=${chain.rpcUrl}`)
  await page.goto(`${options.url}/?${query}`)
  const pairButton = page.getByRole('button', { name: 'Pair with dapp' })
  await pairButton.waitFor({ timeout: 30_000 })
  const click = (name: string) => page.getByRole('button', { name }).click({ timeout: 30_000 })
  return {
    page,
    async pair(uri) {
      await page.getByLabel('Pairing URI').fill(uri)
      await pairButton.click()
    },
    approveConnection: (dappName) => click(`Approve connection to ${dappName}`),
    rejectConnection: (dappName) => click(`Reject connection to ${dappName}`),
    approve: (method) => click(`Approve ${method}`),
    reject: (method) => click(`Reject ${method}`),
  }
}
