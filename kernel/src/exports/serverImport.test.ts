import { afterEach, describe, expect, it, vi } from 'vitest'

const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
] as const

afterEach(() => {
  for (const name of browserGlobals) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name)
    if (descriptor?.get && (descriptor.get as { trap?: boolean }).trap)
      delete (globalThis as Record<string, unknown>)[name]
  }
})

describe('importing on a server', () => {
  it('touches no browser global when every kernel entry is imported and an instance is created', async () => {
    const touched: string[] = []
    for (const name of browserGlobals) {
      if (name in globalThis && !Object.getOwnPropertyDescriptor(globalThis, name)?.configurable) continue
      const get = Object.assign(
        () => {
          touched.push(name)
          return undefined
        },
        { trap: true },
      )
      Object.defineProperty(globalThis, name, { get, configurable: true })
    }
    vi.resetModules()
    const kernel = await import('./index.js')
    const testing = await import('./testing.js')
    expect(touched).toEqual([])
    expect(typeof kernel.createPortico).toBe('function')
    expect(typeof testing.createTestPortico).toBe('function')
    // Creating an instance with explicit platform and memory storage stays off the DOM as well.
    const portico = kernel.createPortico({
      plugins: [],
      storage: 'memory',
      logLevel: 'silent',
      platform: { mobile: false, telegram: false, os: 'unknown' },
    })
    await portico.start()
    await portico.dispose()
    expect(touched).toEqual([])
  })
})
