import { describe, expect, it } from 'vitest'
import { evmCoinType } from './coinType.js'
import { checkLabel, fullName } from './nameRules.js'

describe('evmCoinType (ENSIP-11)', () => {
  it('is 60 on mainnet and 0x80000000 | chainId elsewhere', () => {
    expect(evmCoinType(1)).toBe(60)
    expect(evmCoinType(10)).toBe(2147483658)
    expect(evmCoinType(8453)).toBe(0x80002105)
    expect(evmCoinType(31337)).toBe(0x80007a69)
    expect(evmCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  })

  it("refuses chain ids at or above 2^31 with 'Invalid chainId'", () => {
    expect(() => evmCoinType(2 ** 31)).toThrow('Invalid chainId')
    expect(() => evmCoinType(2 ** 40)).toThrow('Invalid chainId')
    expect(() => evmCoinType(0)).toThrow('Invalid chainId')
    expect(() => evmCoinType(1.5)).toThrow('Invalid chainId')
  })
})

describe('account-name rule (spec 5)', () => {
  it('takes letters, digits and hyphens, at least 4 and at most 64', () => {
    expect(checkLabel('alice')).toBeUndefined()
    expect(checkLabel('Al-1c')).toBeUndefined()
    expect(checkLabel('abc')).toBe('tooShort')
    expect(checkLabel('ali ce')).toBe('invalidCharacters')
    expect(checkLabel('alicé')).toBe('invalidCharacters')
    expect(checkLabel('a.b.c.d')).toBe('invalidCharacters')
    expect(checkLabel('a'.repeat(65))).toBe('tooLong')
    expect(fullName('Alice')).toBe('alice.reown.id')
  })
})
