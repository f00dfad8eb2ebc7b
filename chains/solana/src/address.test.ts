import { isSolanaAddress } from '@portico/kernel'
import bs58 from 'bs58'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaPublicKey, parseSolanaAddress, toSolanaAddress } from './address.js'
import { isPreflightCommitment, PREFLIGHT_COMMITMENTS, toTransactionCommitment } from './commitment.js'

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 })
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

describe('Solana address parsing (property tests)', () => {
  it('every 32-byte key round-trips through its base58 address, which spec 5 accepts', () => {
    fc.assert(
      fc.property(bytes32, (key) => {
        const address = toSolanaAddress(key)
        expect(parseSolanaAddress(address)).toEqual(key)
        expect(isSolanaAddress(address)).toBe(true)
        expect(address.length).toBeGreaterThanOrEqual(32)
        expect(address.length).toBeLessThanOrEqual(44)
      }),
    )
  })

  it('refuses byte strings of any other length, even when their base58 has an address-like length', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 40 }).filter((b) => b.length !== 32),
        (other) => {
          expect(isSolanaPublicKey(bs58.encode(other))).toBe(false)
        },
      ),
    )
  })

  it('refuses text with a character outside the base58 alphabet', () => {
    fc.assert(
      fc.property(bytes32, fc.constantFrom('0', 'O', 'I', 'l', '-', ' ', 'é'), fc.nat(), (key, bad, at) => {
        const address = toSolanaAddress(key)
        const index = at % address.length
        const broken = address.slice(0, index) + bad + address.slice(index + 1)
        expect(isSolanaPublicKey(broken)).toBe(false)
        expect(isSolanaAddress(broken)).toBe(false)
      }),
    )
  })

  it('never throws anything but its own error, and agrees with the spec format check on what it accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(new RegExp(`^[${BASE58}]{30,46}$`))), (text) => {
        let parsed: Uint8Array | undefined
        try {
          parsed = parseSolanaAddress(text)
        } catch (error) {
          expect((error as Error).name).toBe('InvalidSolanaAddressError')
        }
        if (parsed) expect(isSolanaAddress(text)).toBe(true)
      }),
    )
  })
})

describe('preflight commitment check (property tests)', () => {
  it('accepts exactly the spec list', () => {
    for (const commitment of PREFLIGHT_COMMITMENTS) expect(isPreflightCommitment(commitment)).toBe(true)
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isPreflightCommitment(value)).toBe(
          typeof value === 'string' && (PREFLIGHT_COMMITMENTS as readonly string[]).includes(value),
        )
      }),
    )
    fc.assert(
      fc.property(fc.constantFrom(...PREFLIGHT_COMMITMENTS), (commitment) => {
        expect(isPreflightCommitment(commitment.toUpperCase())).toBe(false)
        expect(isPreflightCommitment(` ${commitment}`)).toBe(false)
      }),
    )
  })

  it('maps every accepted name onto one of the three a wallet understands', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFLIGHT_COMMITMENTS), (commitment) => {
        expect(['processed', 'confirmed', 'finalized']).toContain(toTransactionCommitment(commitment))
      }),
    )
    expect(toTransactionCommitment('singleGossip')).toBe('confirmed')
    expect(toTransactionCommitment('max')).toBe('finalized')
  })
})
