// @vitest-environment node
// A production build drops the options check (`developmentChecks` false); the checked case is in
// plugin.test.ts ("fails composition on invalid options").
import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it, vi } from 'vitest'
import { balances } from './plugin.js'
import { balancesTokens } from './tokens.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('balances() without the development checks', () => {
  it('composes with options the check would refuse, and provides its service', async () => {
    const kernel = createTestPortico({ plugins: [balances({ source: 'api', prices: 'nope' as never })] })
    expect(kernel.resolve(balancesTokens.service)).toBeDefined()
    await kernel.dispose()
  })
})
