// @vitest-environment node
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

describe('@portico/plugin-balances entry', () => {
  it('exports the factory, the service token, the namespace gate and the errors', async () => {
    const entry = await import('./index.js')
    expect(Object.keys(entry).sort()).toEqual([
      'BALANCES_NAMESPACES',
      'BalancesConfigurationError',
      'ViemMissingError',
      'balances',
      'balancesTokens',
      'isBalancesNamespace',
    ])
    expect(entry.balancesTokens.service.description).toBe('balances.service')
  })

  it('touches no browser global when imported and composed on a server', async () => {
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
    const { balances, balancesTokens } = await import('./index.js')
    const { createTestPortico } = await import('@portico/kernel/testing')
    const portico = createTestPortico({ plugins: [balances({ source: 'rpc' })] })
    await portico.start()
    expect(portico.resolve(balancesTokens.service).state.getState().tokens.status).toBe('idle')
    await portico.dispose()
    expect(touched).toEqual([])
  })
})
