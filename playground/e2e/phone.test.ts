// The demo dapp on a phone (issue 25): a touch screen of 360x640 and of 390x844, as a mobile browser
// lays it out (`isMobile`: content wider than the screen zooms the page out). A visitor connects,
// opens the account, sends and switches network; at every step the page stays as wide as the
// screen, the modal's bottom sheet sits inside it and every control the step needs can be reached.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import type { PlaygroundChain } from '../../testkit/src/services/playgroundServices.js'
import {
  answerWallet,
  connectTestWallet,
  emulatorAdmin,
  formatViolations,
  headerAccountButton,
  headerNetworkButton,
  localChains,
  modal,
  openAccount,
  registerDappSessions,
  runAxe,
  saveScreenshot,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const [, , CHAIN_C] = services.chains as [PlaygroundChain, PlaygroundChain, PlaygroundChain]
const RECEIVER = DEV_ACCOUNTS[1]!.address

const PHONES = [
  { name: '360x640', viewport: { width: 360, height: 640 }, colorScheme: 'dark' as const },
  { name: '390x844', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
]

const dapps = registerDappSessions({ chains, api })

type Box = { left: number; top: number; right: number; bottom: number }

/** The layout as the phone shows it: page width, zoom, and where the modal and header buttons sit. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null): Box | null => {
      if (!element) return null
      const { left, top, right, bottom } = element.getBoundingClientRect()
      return { left, top, right, bottom }
    }
    const nav = document.querySelector('nav[aria-label="Wallet"]')
    return {
      screen: { width: window.visualViewport!.width, height: window.visualViewport!.height },
      scale: window.visualViewport!.scale,
      pageWidth: document.documentElement.scrollWidth,
      modal: box(document.querySelector('.portico-shell-modal')),
      headerButtons: [...(nav?.querySelectorAll('button') ?? [])].map(box),
    }
  })

/** The page is exactly as wide as the screen (not zoomed out) and the modal sits inside it. */
async function expectFitsScreen(page: Page, { modalOpen }: { modalOpen: boolean }) {
  const shown = await layout(page)
  expect(shown.scale).toBe(1)
  expect(shown.pageWidth).toBeLessThanOrEqual(shown.screen.width)
  for (const button of shown.headerButtons) {
    expect(button!.left).toBeGreaterThanOrEqual(0)
    expect(button!.right).toBeLessThanOrEqual(shown.screen.width)
  }
  if (!modalOpen) return
  const sheet = shown.modal!
  expect(sheet.left).toBeGreaterThanOrEqual(0)
  expect(sheet.right).toBeLessThanOrEqual(shown.screen.width + 0.5)
  expect(sheet.top).toBeGreaterThanOrEqual(0)
  expect(sheet.bottom).toBeLessThanOrEqual(shown.screen.height + 0.5)
}

/**
 * Scrolls the control into view the way a finger would (inside the modal's body) and checks it is
 * then entirely on the screen before tapping it.
 */
async function tapReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const box = (await control.boundingBox())!
  const { screen } = await layout(page)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height + 0.5)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width + 0.5)
  await control.tap()
}

/** axe-core on the open modal: nothing serious or critical. */
async function expectAccessible(page: Page) {
  const violations = await runAxe(page, { include: ['[role="dialog"]'] })
  expect(formatViolations(seriousViolations(violations))).toEqual([])
}

describe.each(PHONES)(
  'the demo dapp on a phone of $name ($colorScheme)',
  ({ name, viewport, colorScheme }) => {
    it('connect, account, send and switch network: everything fits and can be reached', async () => {
      const session = await dapps.open({
        viewport,
        colorScheme,
        isMobile: true,
        hasTouch: true,
      })
      const { page } = session
      await expectFitsScreen(page, { modalOpen: false })

      // Connect.
      await connectTestWallet(page)
      await expect.poll(() => headerAccountButton(page).textContent()).toMatch(/ETH/)
      await expectFitsScreen(page, { modalOpen: false })

      // Account: the sheet fits, every tab and Disconnect are reachable.
      await openAccount(page)
      const account = modal(page, 'Account')
      await expectFitsScreen(page, { modalOpen: true })
      await tapReachable(page, account.getByRole('tab', { name: 'Activity' }))
      await tapReachable(page, account.getByRole('tab', { name: 'Tokens' }))
      // One address, one picture: the header button and the modal draw the same avatar.
      const backgroundOf = (target: Locator) => target.evaluate((el) => getComputedStyle(el).backgroundImage)
      const avatars = [
        await backgroundOf(headerAccountButton(page).locator('.portico-entry-image')),
        await backgroundOf(account.locator('.portico-avatar')),
      ]
      expect(avatars[0]).toMatch(/^radial-gradient/)
      expect(avatars[1]).toBe(avatars[0])
      await account.getByRole('button', { name: 'Disconnect' }).scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await saveScreenshot(page, `phone-${name}-Account-${colorScheme}`)

      // Send: every field and Preview send are reachable; the send lands and the modal is back on Account.
      await tapReachable(page, account.getByRole('button', { name: 'Send', exact: true }))
      const send = modal(page, 'Send')
      await expectFitsScreen(page, { modalOpen: true })
      await send.getByRole('textbox', { name: 'Amount' }).fill('0.5')
      await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
      await send.getByText('alice.portico.eth').waitFor()
      // The address is longer than the field on a phone: it ends in an ellipsis, not a cut.
      const receiver = send.getByRole('textbox', { name: 'To' })
      await receiver.blur()
      expect(
        await receiver.evaluate((input: HTMLInputElement) => ({
          overflowing: input.scrollWidth > input.clientWidth,
          ellipsis: getComputedStyle(input).textOverflow,
        })),
      ).toEqual({ overflowing: true, ellipsis: 'ellipsis' })
      await expectAccessible(page)
      await saveScreenshot(page, `phone-${name}-Send-${colorScheme}`)
      await tapReachable(page, send.getByRole('button', { name: 'Preview send' }))
      await expectFitsScreen(page, { modalOpen: true })
      await tapReachable(page, send.getByRole('button', { name: 'Send', exact: true }))
      await answerWallet(page, 'eth_sendTransaction', 'approve')
      await account.waitFor()
      await expectFitsScreen(page, { modalOpen: true })

      // Switch: the last network of Choose Network can be reached and chosen.
      await tapReachable(page, account.getByRole('button', { name: /Network$/ }))
      const networks = modal(page, 'Choose Network')
      await expectFitsScreen(page, { modalOpen: true })
      await saveScreenshot(page, `phone-${name}-SwitchNetwork-${colorScheme}`)
      // The current network's checkmark is icon-sized and in the accent colour, not small and faint.
      const mark = await networks.getByRole('button', { name: /^Portico Local A/ }).evaluate((row) => {
        const check = row.querySelector('.portico-list-item-trailing svg')!.getBoundingClientRect()
        // The row's accent outline (aria-current) carries the accent colour to compare with.
        return {
          size: check.width,
          color: getComputedStyle(row.querySelector('.portico-list-item-trailing')!).color,
          outline: getComputedStyle(row).boxShadow,
        }
      })
      expect(mark.size).toBeGreaterThanOrEqual(20)
      expect(mark.outline).toContain(mark.color)
      await tapReachable(page, networks.getByRole('button', { name: /^Portico Local C/ }))
      await answerWallet(page, 'wallet_addEthereumChain', 'approve')
      await answerWallet(page, 'wallet_switchEthereumChain', 'approve')
      await expect.poll(() => headerNetworkButton(page).textContent()).toContain(CHAIN_C.name)
      await expectFitsScreen(page, { modalOpen: false })

      // With the modal closed, a toast stays clear of the page's header buttons (over the open
      // overlay it sits at the top, where the page is covered anyway).
      await page.evaluate(() => window.porticoDapp!.portico.modal.close())
      await modal(page).waitFor({ state: 'detached' })
      await page.evaluate(() => window.porticoDapp!.portico.notifications.success('Address copied'))
      const toast = page.locator('.portico-toast').filter({ hasText: 'Address copied' })
      await toast.waitFor()
      const toastBox = (await toast.boundingBox())!
      for (const button of (await layout(page)).headerButtons)
        expect(toastBox.y >= button!.bottom || toastBox.y + toastBox.height <= button!.top).toBe(true)
    })
  },
)
