// @vitest-environment node
import { trapBrowserGlobals } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'

let restore = () => {}
afterEach(() => restore())

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
    const trap = trapBrowserGlobals()
    restore = trap.restore
    const { touched } = trap
    vi.resetModules()
    const { balances, balancesTokens } = await import('./index.js')
    const { createTestPortico } = await import('@portico/kernel/testing')
    const portico = createTestPortico({ plugins: [balances({ source: 'rpc' })] })
    await portico.start()
    expect((await portico.resolve(balancesTokens.service).load()).state.getState().tokens.status).toBe('idle')
    await portico.dispose()
    expect(touched).toEqual([])
  })
})
