import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { isCosmosAddress } from '@portico/kernel'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCosmosAddressOf, parseCosmosAddress, toCosmosAddress } from './address.js'

const BECH32_CHARS = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const prefix = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/)
const account = fc.oneof(
  fc.uint8Array({ minLength: 20, maxLength: 20 }),
  fc.uint8Array({ minLength: 32, maxLength: 32 }),
)

describe('bech32 account addresses', () => {
  it('round-trips any 20- or 32-byte account under any prefix', () => {
    fc.assert(
      fc.property(prefix, account, (hrp, data) => {
        const address = toCosmosAddress(data, hrp)
        const parsed = parseCosmosAddress(address, hrp)
        expect(parsed?.prefix).toBe(hrp)
        expect(parsed?.data).toEqual(data)
        // The kernel's first-paint format check accepts everything the full parser accepts.
        expect(isCosmosAddress(address)).toBe(true)
      }),
    )
  })

  it('refuses an address of another chain (another prefix)', () => {
    fc.assert(
      fc.property(prefix, prefix, account, (hrp, other, data) => {
        fc.pre(hrp !== other)
        expect(parseCosmosAddress(toCosmosAddress(data, hrp), other)).toBeUndefined()
      }),
    )
  })

  it('refuses any single changed data character (the checksum catches it)', () => {
    fc.assert(
      fc.property(prefix, account, fc.nat(), fc.nat(), (hrp, data, at, by) => {
        const address = toCosmosAddress(data, hrp)
        const start = hrp.length + 1
        const index = start + (at % (address.length - start))
        const old = address[index]!
        const replacement = BECH32_CHARS[(BECH32_CHARS.indexOf(old) + 1 + (by % 31)) % 32]!
        const changed = address.slice(0, index) + replacement + address.slice(index + 1)
        expect(parseCosmosAddress(changed, hrp)).toBeUndefined()
      }),
    )
  })

  it('refuses upper or mixed case, other lengths and text that is no bech32', () => {
    fc.assert(
      fc.property(prefix, account, (hrp, data) => {
        const address = toCosmosAddress(data, hrp)
        expect(parseCosmosAddress(address.toUpperCase(), hrp)).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(
        prefix,
        fc.uint8Array({ minLength: 1, maxLength: 40 }).filter((d) => d.length !== 20 && d.length !== 32),
        (hrp, data) => {
          expect(parseCosmosAddress(toBech32(hrp, data, 256), hrp)).toBeUndefined()
        },
      ),
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        // Nothing random parses unless it really is bech32 with the prefix.
        const parsed = parseCosmosAddress(text, 'cosmos')
        if (parsed) expect(fromBech32(text, 256).prefix).toBe('cosmos')
      }),
    )
  })

  it('parses known public addresses', () => {
    // The Cosmos Hub address of the all-zero test vector and an Osmosis one from the same bytes.
    const zeros = new Uint8Array(20)
    expect(toCosmosAddress(zeros, 'cosmos')).toBe('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')
    expect(isCosmosAddressOf(toCosmosAddress(zeros, 'osmo'), 'osmo')).toBe(true)
    expect(isCosmosAddressOf(toCosmosAddress(zeros, 'osmo'), 'cosmos')).toBe(false)
    expect(() => toCosmosAddress(new Uint8Array(21), 'cosmos')).toThrow(TypeError)
  })
})
