import { ConnectionRejectedError, RpcError } from '@portico/kernel'
import { isUserRejection } from '@portico/kernel/rpc-errors'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './walletErrors.js'

describe('toWalletError', () => {
  it("reads WalletConnect's USER_REJECTED family as an EIP-1193 rejection (4001)", () => {
    for (const thrown of [
      { code: 5000, message: 'User rejected.' },
      { code: 5001, message: 'User rejected chains.' },
      { code: 5002, message: 'User rejected methods.' },
      { code: 4001, message: 'User denied' },
    ]) {
      const mapped = toWalletError(thrown)
      expect(mapped).toBeInstanceOf(RpcError)
      expect(isUserRejection(mapped)).toBe(true)
    }
  })

  it('keeps 5000 without a rejection text as the unknown wallet error, and other codes as they are', () => {
    expect(toWalletError({ code: 5000, message: 'Something broke' })).toMatchObject({ code: 5000 })
    expect(toWalletError({ code: -32601, message: 'Method not found' })).toMatchObject({ code: -32601 })
  })

  it("passes Portico's own errors and uncoded errors through", () => {
    const own = new ConnectionRejectedError()
    expect(toWalletError(own)).toBe(own)
    const plain = new Error('socket closed')
    expect(toWalletError(plain)).toBe(plain)
  })
})
