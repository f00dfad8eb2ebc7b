// @vitest-environment node
import { trapBrowserGlobals } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'

let restore = () => {}
afterEach(() => restore())

// An app renders on a server after importing the ui (the consumer app's server does): nothing
// the main entry imports may read `window` or `document`, even to test for them.
describe('importing the ui on a server', { timeout: 30_000 }, () => {
  it('touches no browser global', async () => {
    const trap = trapBrowserGlobals()
    restore = trap.restore
    vi.resetModules()
    const ui = await import('./index.js')
    expect(typeof ui.PorticoProvider).toBe('function')
    expect(trap.touched).toEqual([])
  })
})
