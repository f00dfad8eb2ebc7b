// SS58 parsing against @polkadot/util-crypto's encoder: any account id with any prefix round-trips,
// another prefix or a changed character is refused.
import { u8aToHex } from '@polkadot/util'
import { encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSs58Address, toNetworkAddress } from './address.js'
import { kusama, polkadot, westend } from './networks/networks.js'

const accountId = fc.uint8Array({ minLength: 32, maxLength: 32 })
// Simple (0-63) and full (64-16383) prefixes, without the reserved 46 and 47.
const prefix = fc
  .oneof(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 64, max: 16383 }))
  .filter((p) => p !== 46 && p !== 47)
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

describe('SS58 addresses', () => {
  it('an address encoded with a prefix parses with that prefix to the same account id', () => {
    fc.assert(
      fc.property(accountId, prefix, (id, ss58) => {
        const address = encodeAddress(id, ss58)
        const parsed = parseSs58Address(address, ss58)
        expect(parsed).toEqual({ ok: true, accountId: u8aToHex(id), address })
        expect(toNetworkAddress(address, ss58)).toEqual({ accountId: u8aToHex(id), address })
      }),
      { numRuns: 200 },
    )
  })

  it('an address of another prefix is refused, and re-encoding gives the network address of the same account', () => {
    fc.assert(
      fc.property(accountId, prefix, prefix, (id, mine, other) => {
        fc.pre(mine !== other)
        const foreign = encodeAddress(id, other)
        const parsed = parseSs58Address(foreign, mine)
        expect(parsed.ok).toBe(false)
        expect(toNetworkAddress(foreign, mine)?.address).toBe(encodeAddress(id, mine))
      }),
      { numRuns: 200 },
    )
  })

  it('one changed character breaks the checksum (or the prefix): never the same account silently', () => {
    fc.assert(
      fc.property(accountId, fc.nat(), fc.nat(), (id, position, replacement) => {
        const address = encodeAddress(id, 0)
        const at = position % address.length
        const swapped = BASE58[replacement % BASE58.length]!
        fc.pre(swapped !== address[at])
        const changed = address.slice(0, at) + swapped + address.slice(at + 1)
        const parsed = parseSs58Address(changed, 0)
        if (parsed.ok) expect(parsed.accountId).not.toBe(u8aToHex(id))
      }),
      { numRuns: 300 },
    )
  })

  it('refuses text that is no SS58 address, with a reason', () => {
    for (const text of ['', '0x1234', 'not an address', '1'.repeat(48), 'I0Ol'.repeat(12)]) {
      const parsed = parseSs58Address(text, 0)
      expect(parsed.ok).toBe(false)
      if (!parsed.ok) expect(parsed.reason.length).toBeGreaterThan(0)
    }
  })

  it('the networks carry their prefixes and genesis hashes as data', () => {
    expect(
      [polkadot, kusama, westend].map((n) => [n.caipNetworkId, n.polkadot.ss58Prefix, n.nativeCurrency]),
    ).toEqual([
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 0, { name: 'DOT', symbol: 'DOT', decimals: 10 }],
      ['polkadot:b0a8d493285c2df73290dfb7e61f870f', 2, { name: 'KSM', symbol: 'KSM', decimals: 12 }],
      ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 42, { name: 'WND', symbol: 'WND', decimals: 12 }],
    ])
    // Bob's dev key: the same account shown with each network's prefix.
    const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
    expect(toNetworkAddress(bob, polkadot.polkadot.ss58Prefix)?.address).toBe(
      '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3',
    )
    expect(parseSs58Address(bob, kusama.polkadot.ss58Prefix).ok).toBe(false)
  })
})
