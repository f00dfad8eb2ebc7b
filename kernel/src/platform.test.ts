import { describe, expect, it, vi } from 'vitest'
import { detectPlatform } from './platform.js'

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
}

describe('detectPlatform', () => {
  it('is desktop/unknown without globals (a server)', () => {
    expect(detectPlatform({})).toEqual({ mobile: false, telegram: false, os: 'unknown' })
    expect(detectPlatform({ navigator: {} })).toEqual({ mobile: false, telegram: false, os: 'unknown' })
  })

  it('is safe on the real Node globals', () => {
    expect(detectPlatform()).toMatchObject({ mobile: false, telegram: false })
  })

  it.each([
    ['iphone', { mobile: true, os: 'ios' }],
    ['android', { mobile: true, os: 'android' }],
    ['mac', { mobile: false, os: 'mac' }],
    ['windows', { mobile: false, os: 'windows' }],
    ['linux', { mobile: false, os: 'linux' }],
  ] as const)('reads %s from the user agent', (name, expected) => {
    expect(detectPlatform({ navigator: { userAgent: agents[name] } })).toEqual({
      ...expected,
      telegram: false,
    })
  })

  it('reads an iPad that reports a Mac user agent as iOS', () => {
    expect(detectPlatform({ navigator: { userAgent: agents.mac, maxTouchPoints: 5 } })).toEqual({
      mobile: true,
      telegram: false,
      os: 'ios',
    })
  })

  it('detects a Telegram Mini App from window.Telegram.WebApp', () => {
    const navigator = { userAgent: agents.mac }
    expect(detectPlatform({ navigator, Telegram: { WebApp: { platform: 'macos' } } })).toEqual({
      mobile: false,
      telegram: true,
      os: 'mac',
    })
    expect(
      detectPlatform({ navigator, window: { Telegram: { WebApp: { initData: 'query_id=1' } } } }).telegram,
    ).toBe(true)
    // The Telegram script loaded in an ordinary browser tab.
    expect(
      detectPlatform({ navigator, Telegram: { WebApp: { platform: 'unknown', initData: '' } } }).telegram,
    ).toBe(false)
  })

  it("falls back to Telegram's platform when the user agent names no OS", () => {
    expect(detectPlatform({ Telegram: { WebApp: { platform: 'ios' } } })).toEqual({
      mobile: true,
      telegram: true,
      os: 'ios',
    })
  })

  it('never throws on hostile globals', () => {
    const globals = {
      get navigator(): never {
        throw new Error('denied')
      },
    }
    expect(detectPlatform(globals)).toEqual({ mobile: false, telegram: false, os: 'unknown' })
  })
})

describe('import safety', () => {
  it('touches no browser global when the modules load', async () => {
    const touched: string[] = []
    const names = ['window', 'document', 'localStorage', 'navigator', 'Telegram'] as const
    const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
    for (const name of names) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    try {
      vi.resetModules()
      await import('./constants.js')
      await import('./platform.js')
      await import('./validation.js')
      await import('./log/createLogger.js')
      await import('./storage/createStorage.js')
      await import('./http/createHttpClient.js')
      await import('./http/retry.js')
      await import('./flags/createFlagStore.js')
      await import('./flags/remote.js')
      expect(touched).toEqual([])
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else Reflect.deleteProperty(globalThis, name)
      }
    }
  })
})
