import { afterEach, describe, expect, it, vi } from 'vitest'
import { trapBrowserGlobals } from '../testing/trapBrowserGlobals.js'

let restore = () => {}
afterEach(() => restore())

// Importing every entry afresh transforms the whole kernel: seconds on a loaded two-core machine.
describe('importing on a server', { timeout: 30_000 }, () => {
  it('touches no browser global when every kernel entry is imported and an instance is created', async () => {
    const trap = trapBrowserGlobals()
    restore = trap.restore
    const { touched } = trap
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
