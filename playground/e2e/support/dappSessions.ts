import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { launchChromium } from './browser.js'
import { type DappSession, type OpenDappOptions, openDapp } from './dapp.js'
import type { EmulatorAdmin } from './emulator.js'
import type { LocalChainsControl } from './localChains.js'

export type DappSessions = {
  /** Opens the demo dapp in a fresh browser context, closed (and checked) after the test. */
  open(options?: OpenDappOptions, baseUrl?: string): Promise<DappSession>
  /** Closes and checks a session opened some other way, like those of `open`. */
  track(session: DappSession): void
  /** The file's Chromium (launched before the first test). */
  browser(): Browser
  /**
   * Console lines the current test causes on purpose (a refused request, a plugin's warning about
   * it): the after-each check ignores them, for this test only.
   */
  expectNoise(...patterns: RegExp[]): void
}

/**
 * The hooks every demo-dapp browser test file needs, registered once: Chromium for the file; per
 * test, a chain snapshot reverted afterwards and the emulator reset (when given); every session
 * opened in the test closed, and failed if it sent a request off 127.0.0.1 or logged a problem
 * (other than `noise`, lines every test of the file may log, and those the test expects).
 *
 * @example
 * const dapps = registerDappSessions({ chains: localChains(services), api: emulatorAdmin(inject('apiUrl')) })
 * it('connects', async () => {
 *   const { page } = await dapps.open({ viewport: { width: 360, height: 640 } })
 * })
 */
export function registerDappSessions({
  chains,
  api,
  reset,
  noise = [],
}: {
  chains?: LocalChainsControl
  api?: EmulatorAdmin
  /** Any other state to put back after each test, once its sessions are closed. */
  reset?: () => Promise<unknown>
  noise?: RegExp[]
} = {}): DappSessions {
  let browser: Browser | undefined
  const sessions: DappSession[] = []
  const expected: RegExp[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())
  if (chains) beforeEach(() => chains.snapshot())
  afterEach(async () => {
    const opened = sessions.splice(0)
    await Promise.all(opened.map((session) => session.context.close()))
    await Promise.all([chains?.revert(), api?.reset(), reset?.()])
    const tolerated = [...noise, ...expected.splice(0)]
    for (const session of opened) {
      expect(session.outsideRequests).toEqual([])
      expect(
        session.problems.filter((problem) => !tolerated.some((pattern) => pattern.test(problem))),
      ).toEqual([])
    }
  })
  const launched = () => {
    if (!browser) throw new Error('Chromium is not launched yet: open sessions inside a test or hook.')
    return browser
  }
  return {
    async open(options, baseUrl = inject('playgroundUrl')) {
      const session = await openDapp(launched(), baseUrl, options)
      sessions.push(session)
      return session
    },
    track: (session) => {
      sessions.push(session)
    },
    browser: launched,
    expectNoise: (...patterns) => {
      expected.push(...patterns)
    },
  }
}
