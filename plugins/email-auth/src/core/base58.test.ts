// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase58, fromBase64, toBase58, toBase64 } from './base58.js'

describe('base58 and base64 of the Solana frame requests', () => {
  it('encodes known values (leading zeros as 1s) and round-trips any bytes', () => {
    expect(toBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(fromBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(fromBase58(toBase58(bytes))).toEqual(bytes)
        expect(fromBase64(toBase64(bytes))).toEqual(bytes)
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
      }),
    )
    expect(() => fromBase58('0OIl')).toThrow('Not base58')
  })
})
