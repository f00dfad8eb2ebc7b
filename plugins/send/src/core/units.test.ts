// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatUnits, normalizeAmountInput, parseUnits } from './units.js'

describe('parseUnits', () => {
  it('reads plain decimals into smallest units without floating point', () => {
    expect(parseUnits('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseUnits('5', 18)).toBe(5_000_000_000_000_000_000n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(parseUnits('2.', 6)).toBe(2_000_000n)
    expect(parseUnits('1000000.000000000000000001', 18)).toBe(1_000_000_000_000_000_000_000_001n)
  })

  it('accepts trailing zeros beyond the decimals but not significant digits', () => {
    expect(parseUnits('1.500000', 2)).toBe(150n)
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
  })

  it('rejects anything that is not a plain decimal', () => {
    for (const text of ['', '.', 'abc', '-1', '1e3', '1.2.3', '0x10', '1,5']) {
      expect(parseUnits(text, 18), text).toBeUndefined()
    }
  })
})

describe('formatUnits', () => {
  it('writes the shortest decimal', () => {
    expect(formatUnits(100_000_000_000_000_000n, 18)).toBe('0.1')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(1_234_500n, 6)).toBe('1.2345')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(formatUnits(-1500n, 3)).toBe('-1.5')
  })

  it('round-trips with parseUnits', () => {
    for (const text of ['0.1', '5', '123.456', '0.000000000000000001']) {
      expect(formatUnits(parseUnits(text, 18)!, 18)).toBe(text)
    }
  })
})

describe('normalizeAmountInput', () => {
  it('takes a decimal comma and drops spaces', () => {
    expect(normalizeAmountInput(' 0,5 ')).toBe('0.5')
    expect(normalizeAmountInput('1 000.25')).toBe('1000.25')
  })
})
