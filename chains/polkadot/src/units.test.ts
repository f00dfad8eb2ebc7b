import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units.js'

describe('units', () => {
  it('formatUnits and parseUnits round-trip any amount at any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (value, decimals) => {
          expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('refuses more decimals than the token has, and text that is no amount', () => {
    expect(parseUnits('1.0000000000001', 12)).toBeUndefined()
    expect(parseUnits('1e3', 12)).toBeUndefined()
    expect(parseUnits('-1', 12)).toBeUndefined()
    expect(parseUnits('150', 12)).toBe(150n * 10n ** 12n)
    expect(formatUnits(125_000_000_000n, 12)).toBe('0.125')
  })
})
