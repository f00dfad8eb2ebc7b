// @vitest-environment node
// A production build drops the options check (`developmentChecks` false); the checked case is in
// core/createSiwxService.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { siwx } from './plugin.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('siwx() without the development checks', () => {
  it('takes its options as they are', () => {
    expect(() => siwx({ statement: 'two\nlines', nope: 1 } as never)).not.toThrow()
  })
})
