import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { BIG_NUMBER_DECIMALS } from '../constants.js'
import {
  formatBalance,
  formatFiat,
  formatQuantity,
  formatSocialUsername,
  formatUsd,
  isSignature,
  isTransactionHash,
  localizeDecimal,
  truncateAddress,
  truncateDecimals,
  truncateEmail,
} from './display.js'

describe('truncateDecimals', () => {
  test('truncates toward zero, never rounds', () => {
    expect(truncateDecimals('1.9999', 3)).toBe('1.999')
    expect(truncateDecimals('-1.9999', 3)).toBe('-1.999')
    expect(truncateDecimals(0.3, 3)).toBe('0.300')
  })

  test('pads, expands exponents and keeps big values exact', () => {
    expect(truncateDecimals('2', 3)).toBe('2.000')
    expect(truncateDecimals('.5', 3)).toBe('0.500')
    expect(truncateDecimals('1.5e3', 3)).toBe('1500.000')
    expect(truncateDecimals('1.23456e-2', 3)).toBe('0.012')
    expect(truncateDecimals(1e21, 2)).toBe('1000000000000000000000.00')
    expect(truncateDecimals('123456789012345678901234567890.123456', 3)).toBe(
      '123456789012345678901234567890.123',
    )
    expect(truncateDecimals('007.1', 1)).toBe('7.1')
    expect(truncateDecimals('1.9', 0)).toBe('1')
  })

  test('gives zero without a sign for non-numbers and tiny negatives', () => {
    for (const value of [
      undefined,
      '',
      'abc',
      '1.2.3',
      '-',
      'e5',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1e999999',
    ])
      expect(truncateDecimals(value, 3)).toBe('0.000')
    expect(truncateDecimals('-0.0001', 3)).toBe('0.000')
  })

  test('property: agrees with exact integer arithmetic on plain decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 12 }),
        (units, scale) => {
          const negative = units < 0n
          const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
          const text = `${negative ? '-' : ''}${digits.slice(0, digits.length - scale)}${scale ? `.${digits.slice(-scale)}` : ''}`
          const thousandths = (units * 1000n) / 10n ** BigInt(scale)
          const abs = thousandths < 0n ? -thousandths : thousandths
          const expected = `${thousandths < 0n ? '-' : ''}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`
          expect(truncateDecimals(text, 3)).toBe(expected)
        },
      ),
    )
  })
})

describe('formatBalance', () => {
  test('truncates to 3 decimals', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.0009')).toBe('0.000')
  })

  test("defaults to '0.000'", () => {
    expect(formatBalance()).toBe('0.000')
    expect(formatBalance('not a number')).toBe('0.000')
  })

  test('appends the symbol when given', () => {
    expect(formatBalance('0.5', 'ETH')).toBe('0.500 ETH')
  })

  test("shows the namespace's decimals when it declares them (Bitcoin: 8, whole satoshis)", () => {
    expect(formatBalance('50', 'BTC', { decimals: 8 })).toBe('50.00000000 BTC')
    expect(formatBalance('0.123456789', 'BTC', { decimals: 8 })).toBe('0.12345678 BTC')
    expect(formatBalance(undefined, 'BTC', { decimals: 8 })).toBe('0.00000000 BTC')
  })

  test('writes the digits and grouping of the active locale with Intl, exactly', () => {
    expect(formatBalance('1234.5678', 'SOL', { locale: 'de' })).toBe('1.234,567 SOL')
    expect(formatBalance('1234.5678', 'ETH', { locale: 'en' })).toBe('1,234.567 ETH')
    // Past a double's precision: Intl gets the truncated text, not a float.
    expect(formatBalance('12345678901234567.123456789', undefined, { locale: 'en', decimals: 8 })).toBe(
      '12,345,678,901,234,567.12345678',
    )
    expect(formatBalance('2', undefined, { locale: 'not a locale!' })).toBe('2.000')
  })

  test('writes at most the big-number precision of 20 decimals (spec 9)', () => {
    expect(BIG_NUMBER_DECIMALS.default).toBe(20)
    const value = `1.${'123456789'.repeat(4)}`
    expect(formatBalance(value, undefined, { decimals: 30 })).toBe(`1.${'123456789'.repeat(4).slice(0, 20)}`)
    expect(formatBalance(value, undefined, { decimals: 20 })).toBe(
      formatBalance(value, undefined, { decimals: 30 }),
    )
  })

  test('property: in German, only the separators differ from the default en-US form', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 12 }),
        (units, decimals) => {
          const text = `${units / 10n ** 12n}.${(units % 10n ** 12n).toString().padStart(12, '0')}`
          const plain = formatBalance(text, undefined, { decimals })
          expect(formatBalance(text, undefined, { decimals, locale: 'de' })).toBe(
            plain.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')),
          )
        },
      ),
    )
  })
})

describe('formatFiat and formatQuantity', () => {
  test('fiat shows 2 decimals (the big-number display default), rounded, with thousands separators', () => {
    expect(BIG_NUMBER_DECIMALS.display).toBe(2)
    expect(formatUsd(0.005)).toBe('$0.01')
    expect(formatFiat(1234.567)).toBe('1,234.57')
    expect(formatFiat('0.1')).toBe('0.10')
    expect(formatFiat(undefined)).toBe('0.00')
    expect(formatFiat(-0.001)).toBe('0.00')
    expect(formatFiat(-12.5)).toBe('-12.50')
  })

  test('quantities show 3 decimals, truncated', () => {
    expect(formatQuantity('12.34567')).toBe('12.345')
    expect(formatQuantity(0.9999)).toBe('0.999')
    expect(formatQuantity(undefined)).toBe('0.000')
    // Under 1, three significant digits where 3 decimals would hide them (truncated, never rounded).
    expect(formatQuantity('0.0123')).toBe('0.0123')
    expect(formatQuantity('0.012')).toBe('0.012')
    expect(formatQuantity('0.5')).toBe('0.500')
    expect(formatQuantity('0.0000287216')).toBe('0.0000287')
    expect(formatQuantity('-0.0456789')).toBe('-0.0456')
    expect(formatQuantity('0')).toBe('0.000')
  })
})

describe('locale-aware formatting (Intl)', () => {
  test('balances and quantities group thousands and use the locale decimal separator', () => {
    expect(formatBalance('1234567.89123', 'ETH')).toBe('1,234,567.891 ETH')
    expect(formatBalance('1234567.89123', 'ETH', { locale: 'de' })).toBe('1.234.567,891 ETH')
    expect(formatQuantity('1234.5', { locale: 'de' })).toBe('1.234,500')
    expect(formatQuantity('0.0000287216', { locale: 'de' })).toBe('0,0000287')
    expect(formatQuantity('-0.0456789', { locale: 'fr' })).toBe('-0,0456')
  })

  test('fiat and US dollars follow the locale, the dollar sign placed as the locale places it', () => {
    expect(formatFiat(1234.567, { locale: 'de' })).toBe('1.234,57')
    expect(formatUsd(751500)).toBe('$751,500.00')
    expect(formatUsd(751500, { locale: 'de' })).toBe('751.500,00\u00a0$')
    expect(formatUsd(-0.001)).toBe('$0.00')
    expect(formatUsd('not a number')).toBe('$0.00')
  })

  test('an unknown or malformed locale falls back to en-US instead of throwing', () => {
    expect(formatBalance('1234.5', 'ETH', { locale: 'not a locale!' })).toBe('1,234.500 ETH')
    expect(formatUsd(1, { locale: '' })).toBe('$1.00')
  })

  test('localizing keeps every digit of values beyond double precision', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.stringMatching(/^\d{1,18}$/),
        (whole, fraction) => {
          const plain = `${whole}.${fraction}`
          for (const locale of ['en-US', 'de', 'fr', 'hi-IN']) {
            const shown = localizeDecimal(plain, { locale })
            expect(shown.replace(/\D/g, '')).toBe(`${whole}${fraction}`)
          }
        },
      ),
    )
  })
})

describe('formatter reuse', () => {
  test('makes each Intl formatter once per locale and options when given a map, with the same text', () => {
    const formats = new Map<string, Intl.NumberFormat>()
    const texts = [1, 2, 3].map((n) => formatUsd(n * 1000.5, { locale: 'de', formats }))
    formatFiat(1.5, { locale: 'de', formats })
    formatBalance('1234.5', 'ETH', { locale: 'de', formats })
    formatQuantity('2.5', { locale: 'de', formats })
    expect(formats.size).toBe(3)
    expect(texts).toEqual([1, 2, 3].map((n) => formatUsd(n * 1000.5, { locale: 'de' })))
    expect(formatBalance('1234.5', 'ETH', { locale: 'de', formats })).toBe('1.234,500 ETH')
  })
})

describe('truncateEmail', () => {
  test('keeps e-mails of up to 30 characters', () => {
    const email = 'abcdefghijklmnopqr@example.com'
    expect(email).toHaveLength(30)
    expect(truncateEmail(email)).toBe(email)
  })

  test('truncates longer ones to 30 characters ending with an ellipsis', () => {
    const email = 'a.very.long.address@some-company.example'
    const truncated = truncateEmail(email)
    expect(truncated).toBe('a.very.long.address@some-comp…')
    expect(Array.from(truncated)).toHaveLength(30)
  })
})

describe('formatSocialUsername', () => {
  test("drops a discord name's trailing 0 with its '#'", () => {
    expect(formatSocialUsername('discord', 'alice#0')).toBe('alice')
    expect(formatSocialUsername('discord', 'alice0')).toBe('alice')
  })

  test('keeps other discriminators, other providers and names that would become empty', () => {
    expect(formatSocialUsername('discord', 'alice#1234')).toBe('alice#1234')
    expect(formatSocialUsername('discord', 'alice')).toBe('alice')
    expect(formatSocialUsername('github', 'bob0')).toBe('bob0')
    expect(formatSocialUsername(undefined, 'bob#0')).toBe('bob#0')
    expect(formatSocialUsername('discord', '0')).toBe('0')
  })
})

describe('truncateAddress', () => {
  const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

  test('keeps 6 leading and 4 trailing characters by default', () => {
    expect(truncateAddress(address)).toBe('0x5aAe…eAed')
  })

  test('takes custom lengths and leaves short values whole', () => {
    expect(truncateAddress(address, { start: 4, end: 6 })).toBe('0x5a…1BeAed')
    expect(truncateAddress(address, { start: 4, end: 0 })).toBe('0x5a…')
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('0x1234567890')).toBe('0x1234…7890')
  })
})

describe('wallet responses', () => {
  test('a transaction hash is 0x plus 64 hex characters', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash('a'.repeat(64))).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash(undefined)).toBe(false)
  })

  test('a signature is 0x plus at least 62 hex characters', () => {
    expect(isSignature(`0x${'f'.repeat(62)}`)).toBe(true)
    expect(isSignature(`0x${'0'.repeat(130)}`)).toBe(true)
    expect(isSignature(`0x${'f'.repeat(61)}`)).toBe(false)
    expect(isSignature(`0x${'z'.repeat(62)}`)).toBe(false)
    expect(isSignature({})).toBe(false)
  })
})
