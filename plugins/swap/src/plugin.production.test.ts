// @vitest-environment node
// A production build drops the options check (`developmentChecks` false); the checked case is in
// plugin.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { swap } from './plugin.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('swap() without the development checks', () => {
  it('takes its options as they are', () => {
    expect(() => swap({ quoteDebounceMs: -1, slippage: 2 } as never)).not.toThrow()
  })
})
