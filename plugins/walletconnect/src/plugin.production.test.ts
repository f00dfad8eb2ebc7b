// A production build drops the options check (`developmentChecks` false); the checked case is in
// plugin.test.ts.

import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it, vi } from 'vitest'
import { walletConnect } from './plugin.js'

vi.mock('@portico/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/kernel')>()),
  developmentChecks: false,
}))

describe('walletConnect() without the development checks', () => {
  it('takes its options as they are, but still needs a project id (the value it connects with)', () => {
    expect(() => walletConnect({ relayUrl: 'http://not-a-relay' })).not.toThrow()
    expect(() => createTestPortico({ plugins: [walletConnect()] })).toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({ name: 'InvalidWalletConnectOptionsError' }),
      }),
    )
  })
})
