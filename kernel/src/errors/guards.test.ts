import { describe, expect, test } from 'vitest'
import { errorMark, getShortMessage, isPorticoError, PorticoError } from './base.js'
import { isRpcError, RpcError } from './rpc.js'
import { toRpcError } from './toRpcError.js'

// What a second copy of the kernel in the same page throws: same mark (Symbol.for), other classes.
class OtherCopyError extends Error {
  readonly shortMessage = 'From the other copy.'
  get [Symbol.for('@portico/kernel/error')]() {
    return 'error'
  }
}
class OtherCopyRpcError extends OtherCopyError {
  readonly code = 4001
  get [Symbol.for('@portico/kernel/error')]() {
    return 'rpc'
  }
}

describe('isPorticoError / isRpcError', () => {
  test('accept this copy’s errors, whatever their name', () => {
    const rejected = new RpcError(4001)
    expect(rejected.name).toBe('UserRejectedRequestError')
    expect(isPorticoError(new PorticoError('x'))).toBe(true)
    expect(isPorticoError(rejected)).toBe(true)
    expect(isRpcError(rejected)).toBe(true)
    expect(isRpcError(new PorticoError('x', { code: 4001 }))).toBe(false)
  })

  test('accept errors of another copy of the kernel, where instanceof fails', () => {
    const other = new OtherCopyError('x')
    const otherRpc = new OtherCopyRpcError('y')
    expect(other instanceof PorticoError).toBe(false)
    expect(isPorticoError(other)).toBe(true)
    expect(isRpcError(other)).toBe(false)
    expect(isPorticoError(otherRpc)).toBe(true)
    expect(isRpcError(otherRpc)).toBe(true)
    expect(getShortMessage(other)).toBe('From the other copy.')
    expect(toRpcError(otherRpc)).toBe(otherRpc)
  })

  test('refuse look-alikes without the mark', () => {
    const named = Object.assign(new Error('x'), { name: 'PorticoError', shortMessage: 'x', code: 4001 })
    const spread = { ...new RpcError(4001) }
    const parsed = JSON.parse(JSON.stringify(new RpcError(4001)))
    const stringKey = { '@portico/kernel/error': 'rpc' }
    for (const value of [
      named,
      spread,
      parsed,
      stringKey,
      { code: 4001 },
      null,
      undefined,
      'PorticoError',
      0,
    ]) {
      expect(isPorticoError(value)).toBe(false)
      expect(isRpcError(value)).toBe(false)
    }
    expect(errorMark).toBe(Symbol.for('@portico/kernel/error'))
  })
})
