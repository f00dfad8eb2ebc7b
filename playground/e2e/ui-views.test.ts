import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { CoreViewId } from '../../ui/src/coreViews.js'
import {
  collectPageProblems,
  formatViolations,
  type HarnessOptions,
  launchChromium,
  newPage,
  openHarness,
  runAxe,
  saveScreenshot,
  seriousViolations,
} from './support/index.js'

/**
 * How each core view is reached for its picture: harness switches, what to run in the page, and
 * a text that shows once the view has settled (its data loaded).
 */
const coreViews: Record<CoreViewId, { options?: HarnessOptions; show: string; settled: string }> = {
  Connect: { show: 'h.portico.modal.open()', settled: 'Portico Test Wallet Two' },
  AllWallets: { show: "h.portico.modal.open({ view: 'AllWallets' })", settled: 'Basalt Wallet' },
  ConnectingExternal: {
    options: { mock: 'hang' },
    show: "h.portico.modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock.injected' } })",
    settled: 'Continue in Mock Wallet',
  },
  Account: { options: { connected: true }, show: 'h.portico.modal.open()', settled: 'Disconnect' },
  ProfileWallets: {
    options: { connected: true },
    show: "h.portico.modal.open({ view: 'ProfileWallets' })",
    settled: 'Mock Wallet',
  },
  SwitchNetwork: {
    options: { connected: true },
    show: "h.portico.modal.open({ view: 'SwitchNetwork' })",
    settled: 'Base',
  },
  SwitchActiveChain: {
    show: "h.portico.modal.open({ view: 'SwitchActiveChain', data: { network: h.networks.base, navigateTo: 'Connect' } })",
    settled: 'Stay on the current network',
  },
  UnsupportedChain: {
    options: { connected: true },
    // The wallet moves to a network the app does not know: the kernel opens UnsupportedChain.
    show: "h.portico.wallet.reportNetwork({ namespace: 'eip155', connectorId: 'mock.injected', caipNetworkId: 'eip155:999' })",
    settled: 'Switch to one of these',
  },
}

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

async function showView(page: Page, view: CoreViewId): Promise<void> {
  const { show, settled } = coreViews[view]
  await page.evaluate(`((h) => ${show})(window.porticoHarness)`)
  const card = page.locator(`.portico-shell-modal:has(.portico-shell-outlet-view[data-view="${view}"])`)
  await card.getByText(settled, { exact: false }).first().waitFor()
  // Images settle too (wallet icons race a 2 s preload and fall back to a placeholder).
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}

describe.each(['light', 'dark'] as const)('core views in %s mode', (mode) => {
  it.each(Object.keys(coreViews) as CoreViewId[])(
    '%s: no serious or critical axe violation; screenshot saved',
    async (view) => {
      const page = await newPage(browser, { colorScheme: mode, reducedMotion: 'reduce' })
      const problems = collectPageProblems(page)
      try {
        await openHarness(page, inject('playgroundUrl'), {
          api: inject('apiUrl'),
          theme: mode,
          ...coreViews[view].options,
        })
        await showView(page, view)
        const violations = await runAxe(page, { include: ['.portico-shell-overlay'] })
        expect(formatViolations(seriousViolations(violations))).toEqual([])
        await saveScreenshot(page.locator('.portico-shell-modal'), `${view}-${mode}`)
        expect(problems).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )
})

describe.each(['light', 'dark'] as const)('a wallet logo still loading in %s mode', (mode) => {
  it('keeps its initials at text contrast through the pulse (axe with the pulse held at its middle)', async () => {
    const page = await newPage(browser, { colorScheme: mode })
    const problems = collectPageProblems(page)
    try {
      // The logos never arrive: their placeholders stay in the loading state (for the 2 s race).
      await page.route(
        (url) => url.protocol === 'http:',
        (route) => (route.request().resourceType() === 'image' ? undefined : route.fallback()),
      )
      await openHarness(page, inject('playgroundUrl'), { api: inject('apiUrl'), theme: mode })
      await page.evaluate('window.porticoHarness.portico.modal.open()')
      const loading = page.locator('.portico-shell-modal .portico-image[data-status="loading"]')
      await loading.first().waitFor()
      const held = await page.evaluate(() => {
        const pulses = document
          .getAnimations()
          .filter((animation) => (animation as CSSAnimation).animationName === 'portico-image-pulse')
        for (const pulse of pulses) {
          pulse.pause()
          pulse.currentTime = 600
        }
        return pulses.length
      })
      expect(held).toBeGreaterThan(0)
      const violations = await runAxe(page, {
        include: ['.portico-shell-modal .portico-image[data-status="loading"]'],
      })
      // Still loading when axe read it: otherwise the check said nothing about the pulse.
      expect(await loading.count()).toBeGreaterThan(0)
      expect(formatViolations(seriousViolations(violations))).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})
