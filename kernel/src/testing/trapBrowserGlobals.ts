/** The browser globals a server-safe package must not touch when imported or composed. */
export const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
] as const

/**
 * Replaces the browser globals with getters that record each read, for "importing on a server
 * touches no `window`" tests. Globals the runtime defines unconfigurably (Node's `navigator` on
 * some versions) are left alone. Call `restore()` afterwards (e.g. in `afterEach`).
 *
 * @example
 * const trap = trapBrowserGlobals()
 * vi.resetModules()
 * await import('./index.js')
 * expect(trap.touched).toEqual([])
 * trap.restore()
 */
export function trapBrowserGlobals(): { touched: string[]; restore(): void } {
  const touched: string[] = []
  const trapped: string[] = []
  for (const name of BROWSER_GLOBALS) {
    const existing = Object.getOwnPropertyDescriptor(globalThis, name)
    if (existing && !existing.configurable) continue
    Object.defineProperty(globalThis, name, {
      get() {
        touched.push(name)
        return undefined
      },
      configurable: true,
    })
    trapped.push(name)
  }
  return {
    touched,
    restore() {
      for (const name of trapped) delete (globalThis as Record<string, unknown>)[name]
    },
  }
}
