import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY } from '../../constants.js'
import { isPairingExpired, pairingStaleAt } from './pairing.js'

describe('pairing expiry (spec 4 and 9: 4 minutes, expired under 10 s)', () => {
  it('counts a pairing as expired once under 10 s of its 4 minutes remain', () => {
    const made = 1_000
    expect(PAIRING_EXPIRY).toEqual({ lifetimeMs: 240_000, expiredBelowMs: 10_000 })
    expect(isPairingExpired(made, made)).toBe(false)
    expect(isPairingExpired(made, made + 230_000)).toBe(false)
    expect(isPairingExpired(made, made + 230_001)).toBe(true)
    expect(isPairingExpired(made, made + 300_000)).toBe(true)
  })

  it('offers a pairing until the moment it would count as expired', () => {
    expect(pairingStaleAt(1_000)).toBe(231_000)
    expect(isPairingExpired(1_000, pairingStaleAt(1_000))).toBe(false)
  })
})
