// A production build drops the `preload` check (`developmentChecks` false; the checked case is in
// preload.test.tsx); the legal links' check stays, since they become links on the page.
import { describe, expect, it, vi } from 'vitest'
import { ui } from './plugin.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('ui() without the development checks', () => {
  it('takes preload as it is and still refuses a legal link that is not https', () => {
    expect(() => ui({ preload: 'eager' as never })).not.toThrow()
    expect(() => ui({ legal: { termsUrl: 'javascript:alert(1)' } })).toThrow(/legal\.termsUrl/)
  })
})
