// A production build drops the options check (`developmentChecks` false); the checked case is in
// plugin.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { resolveAnalyticsOptions } from './options.js'
import { analytics } from './plugin.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('analytics() without the development checks', () => {
  it('takes its options unchecked, with the same defaults', () => {
    expect(() => analytics({ flushIntervalMs: -1 })).not.toThrow()
    expect(resolveAnalyticsOptions({ reportErrors: false })).toEqual({
      flushIntervalMs: 10_000,
      reportErrors: false,
    })
  })
})
