// @vitest-environment node
// A production build drops the options check (`developmentChecks` false); the checked case is in
// plugin.test.ts ("refuses options it cannot use when composed").
import { describe, expect, it, vi } from 'vitest'
import { activity } from './plugin.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('activity() without the development checks', () => {
  it('takes its options as they are', () => {
    expect(() => activity({ timeoutMs: 0, order: Number.NaN })).not.toThrow()
  })
})
