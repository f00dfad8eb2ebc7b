import type { ThemeMode } from '@portico/kernel'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { DappSettings } from '../../src/dapp/settings.js'
import { collectPageProblems, type NewPageOptions } from './browser.js'

export type DappSession = {
  page: Page
  context: BrowserContext
  /** Requests (and WebSockets) to any host other than 127.0.0.1 (must stay empty). */
  outsideRequests: string[]
  /** Uncaught errors and console errors or warnings of the page. */
  problems: string[]
}

export type OpenDappOptions = NewPageOptions & {
  /** The panel's settings, stored before the page loads (as if chosen earlier). */
  settings?: Partial<DappSettings>
  /**
   * Playwright's clock in the page (time still flows), so a test can jump over time-outs, retry
   * gaps and debounces with `page.clock.fastForward(ms)`.
   */
  fakeClock?: boolean
}

/** True for a request that leaves the machine (data: and blob: URLs never do). */
export function isOutsideRequest(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'ws:' && protocol !== 'wss:') return false
  // *.localhost names resolve to this machine in Chromium itself (RFC 6761); they never leave it.
  return hostname !== '127.0.0.1' && hostname !== 'localhost' && !hostname.endsWith('.localhost')
}

/**
 * Opens the demo dapp (`index.html`) in a fresh context and waits until its Portico instance
 * started and restored any earlier connection (`window.porticoDapp.ready`).
 *
 * @example
 * const dapp = await openDapp(browser, inject('playgroundUrl'))
 * await connectTestWallet(dapp.page)
 * expect(dapp.outsideRequests).toEqual([])
 */
export async function openDapp(
  browser: Browser,
  baseUrl: string,
  { settings, fakeClock = false, ...pageOptions }: OpenDappOptions = {},
): Promise<DappSession> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 900 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    ...pageOptions,
  })
  const outsideRequests: string[] = []
  context.on('request', (request) => {
    if (isOutsideRequest(request.url())) outsideRequests.push(request.url())
  })
  if (settings) {
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('portico-playground:settings'))
        localStorage.setItem('portico-playground:settings', JSON.stringify(saved))
    }, settings)
  }
  const page = await context.newPage()
  // WebSockets are not requests in Playwright's events; a relay elsewhere would be one of these.
  page.on('websocket', (socket) => {
    if (isOutsideRequest(socket.url())) outsideRequests.push(socket.url())
  })
  const problems = collectPageProblems(page)
  if (fakeClock) await page.clock.install()
  await loadDapp(page, baseUrl)
  return { page, context, outsideRequests, problems }
}

/** Navigates (or reloads) to the dapp and waits for its instance to be ready. */
export async function loadDapp(page: Page, baseUrl?: string): Promise<void> {
  if (baseUrl) await page.goto(`${baseUrl}/`)
  else await page.reload()
  await page.waitForFunction(() => window.porticoDapp?.ready === true, undefined, { timeout: 30_000 })
}

/** The test wallet's approve / reject prompt, optionally only for one RPC method. */
export function walletPrompt(page: Page, method?: string) {
  const selector = method
    ? `[data-testid="test-wallet-prompt"][data-method="${method}"]`
    : '[data-testid="test-wallet-prompt"]'
  return page.locator(selector)
}

/** Waits for the wallet to ask about `method`, answers, and waits for the prompt to go. */
export async function answerWallet(page: Page, method: string, answer: 'approve' | 'reject'): Promise<void> {
  const prompt = walletPrompt(page, method)
  try {
    await prompt.waitFor()
  } catch (error) {
    throw new Error(`The wallet never asked about ${method}. ${await describePage(page)}`, { cause: error })
  }
  await prompt.getByTestId(answer === 'approve' ? 'test-wallet-approve' : 'test-wallet-reject').click()
  await prompt.waitFor({ state: 'detached' })
}

/** What the page shows when a step waits in vain: the modal's text and the wallet prompts open. */
async function describePage(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => ({
      modal:
        document.querySelector('[role="dialog"]:not([data-testid="test-wallet-prompt"])')?.textContent ??
        null,
      prompts: [...document.querySelectorAll<HTMLElement>('[data-testid="test-wallet-prompt"]')].map(
        (prompt) => prompt.textContent,
      ),
      views: window.porticoDapp?.portico.router.getState().history.map((entry) => entry.view),
      wallet: window.porticoDapp?.portico.wallet.getAccount('eip155').status,
      focused: document.activeElement?.textContent?.slice(0, 40) ?? null,
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }))
  return `The page shows: ${JSON.stringify(shown)}`
}

/** The modal (overlay or embedded). */
export const modal = (page: Page, name?: string) =>
  page.getByRole('dialog', name ? { name, exact: true } : {})

/**
 * Resolves once the open modal has stopped moving: its body has grown to the view's height and no
 * finite animation of the shell runs. A row clicked right after a view shows can move away between
 * the press and the release (the browser then fires no click, and nothing is chosen).
 */
export async function modalSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const body = document.querySelector<HTMLElement>('.portico-shell-body')
          const content = body?.firstElementChild as HTMLElement | null | undefined
          const shell = body?.closest<HTMLElement>('[role="dialog"]')
          if (!body || !content || !shell) return false
          const grown =
            body.style.height === '' || Math.round(parseFloat(body.style.height)) === content.offsetHeight
          const moving = shell
            .getAnimations({ subtree: true })
            .some(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            )
          return grown && !moving
        }),
      { message: 'the modal settled (full height, no animation running)' },
    )
    .toBe(true)
}

/** A wallet row of the Connect view, by its exact name ('Portico Test Wallet' is not '… Two'). */
export const walletRow = (page: Page, name: string) =>
  modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(`^${name}( Installed)?$`) })

/** Send's token row: the picked token, its balance and 'Change' (it opens the token list). */
export const sendTokenButton = (send: Locator) =>
  send.getByRole('group', { name: 'Token' }).locator('button[aria-expanded]')

/**
 * In Send: waits until the network's own token (`native`) comes preselected, its row whole
 * ('ETHBalance: 250.500 ETHChange'); for another `token`, picks it from the list the row opens.
 */
export async function chooseSendToken(send: Locator, { token, native }: { token: string; native: string }) {
  const picked = sendTokenButton(send)
  await expect
    .poll(() => picked.textContent())
    .toMatch(new RegExp(`^${native}Balance: [\\d.,]+ ${native}Change$`))
  if (token === native) return
  await picked.click()
  await send
    .getByRole('list', { name: 'Your tokens' })
    .getByRole('button', { name: new RegExp(`^${token}`) })
    .click()
  await expect.poll(() => picked.textContent()).toMatch(new RegExp(`^${token}Balance: `))
}

/** The page's own Connect Wallet button, in its header (not a button of the modal). */
export const headerConnectButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' })

/**
 * Opens Connect from the header's button and picks the row of `walletName` once the modal has
 * stopped growing (a row pressed while the list still grows can move before the release: no click).
 */
export async function pickWallet(page: Page, walletName: string): Promise<void> {
  await headerConnectButton(page).click()
  await walletRow(page, walletName).waitFor()
  await modalSettled(page)
  await walletRow(page, walletName).click()
}

/**
 * Connects a test wallet the way a visitor does: Connect Wallet, the wallet's row, Approve in the
 * wallet's prompt. Resolves once the header shows the account.
 */
export async function connectTestWallet(page: Page, walletName = 'Portico Test Wallet'): Promise<void> {
  await pickWallet(page, walletName)
  await answerWallet(page, 'eth_requestAccounts', 'approve')
  await modal(page).waitFor({ state: 'detached' })
  await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
}

/**
 * The account button in the header (the Connect button once connected): the short address, or the
 * account's name when it has one (dev account 1 is alice.portico.eth in the emulator).
 */
export const headerAccountButton = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /^(0x[0-9a-fA-F]{4}…|[a-z0-9-]+(\.[a-z0-9-]+)*\.eth\b)/ })

/** The network button in the header. */
export const headerNetworkButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /Portico Local/ })

/** Opens the Account view from the header and waits for it. */
export async function openAccount(page: Page): Promise<void> {
  await headerAccountButton(page).click()
  await modal(page, 'Account').waitFor()
}

/** Sets the dapp's Portico theme (as the settings panel does, without saving it). */
export async function setDappTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.evaluate((wanted) => window.porticoDapp!.portico.theme.setState({ mode: wanted }), mode)
}
