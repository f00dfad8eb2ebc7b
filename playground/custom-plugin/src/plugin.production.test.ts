import { describe, expect, it, vi } from 'vitest'
import { hello } from './plugin.js'

// A production build drops the options check: `developmentChecks` is false there. Vitest keeps the
// checks on (plugin.test.ts); mocking the kernel's constant shows what production does.
vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('hello() without the development checks', () => {
  it('takes its options as they are', () => {
    expect(() => hello({ salutation: '' })).not.toThrow()
  })
})
