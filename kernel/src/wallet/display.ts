import { BIG_NUMBER_DECIMALS } from '../firstPaintConstants.js'
import { ELLIPSIS } from './truncateAddress.js'
import type { SocialProvider } from './types.js'

export { type TruncateAddressOptions, truncateAddress } from './truncateAddress.js'

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
/** Exponents beyond this are not expanded (no finite token amount needs them). */
const maxExponent = 400

/**
 * Truncates (never rounds) a decimal to a fixed number of decimals, working on the digits so large
 * or precise values lose nothing to floating point. Exponent notation is expanded; anything that is
 * not a finite decimal gives zero. A result of zero has no minus sign.
 *
 * @example
 * truncateDecimals('123.456789', 3) // '123.456'
 * truncateDecimals(1e-7, 3) // '0.000'
 * truncateDecimals('abc', 2) // '0.00'
 */
export function truncateDecimals(value: string | number | undefined, decimals: number): string {
  const places = Math.max(0, Math.trunc(decimals))
  const zero = places ? `0.${'0'.repeat(places)}` : '0'
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : (value?.trim() ?? '')
  const match = decimalPattern.exec(text)
  if (!match) return zero
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match
  if (!whole && !fraction) return zero
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > maxExponent) return zero
  const digits = `${whole}${fraction}`
  const point = whole.length + exponent
  const intDigits = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0')
  const fracDigits = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0)))
    .slice(0, places)
    .padEnd(places, '0')
  const integer = intDigits.replace(/^0+(?=\d)/, '')
  const body = places ? `${integer}.${fracDigits}` : integer
  return sign === '-' && /[1-9]/.test(body) ? `-${body}` : body
}

/** How a display helper writes numbers: the active locale's digits and separators (default en-US). */
export type NumberDisplayOptions = {
  /** A BCP 47 locale (`'de'`, `'en-GB'`); unknown or malformed ones fall back to en-US. */
  locale?: string | undefined
  /**
   * Keeps the `Intl.NumberFormat` objects made for these options, keyed by locale and options:
   * making one costs about 0.1 ms, so a list of 1,000 rows formatted without it spends hundreds
   * of ms on them. The caller owns it (ui's `useNumberFormat` keeps one per locale).
   */
  formats?: Map<string, Intl.NumberFormat> | undefined
}

const DEFAULT_LOCALE = 'en-US'

function numberFormat(
  { locale, formats }: NumberDisplayOptions,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`
  let format = formats?.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale ?? DEFAULT_LOCALE, options)
    } catch {
      format = new Intl.NumberFormat(DEFAULT_LOCALE, options)
    }
    formats?.set(key, format)
  }
  return format
}

/**
 * Writes a plain decimal string ('-1234.5600') with the locale's grouping and decimal separator,
 * digit for digit: the integer part is grouped through `Intl` as a bigint, so no precision is lost,
 * and the fraction is kept as given (truncation happened before).
 *
 * @example
 * localizeDecimal('1234567.125') // '1,234,567.125'
 * localizeDecimal('1234567.125', { locale: 'de' }) // '1.234.567,125'
 */
export function localizeDecimal(decimal: string, display: NumberDisplayOptions = {}): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal)
  if (!match) return decimal
  const [, sign = '', whole = '0', fraction] = match
  const format = numberFormat(display)
  const separator = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const grouped = format.format(BigInt(whole))
  return `${sign}${grouped}${fraction === undefined ? '' : `${separator}${fraction}`}`
}

/** Decimals a balance shows unless its namespace says otherwise (spec 5). */
export const BALANCE_DISPLAY_DECIMALS = 3

export type FormatBalanceOptions = NumberDisplayOptions & {
  /**
   * Decimals to show (truncated, never rounded). Default 3; a chain plugin may declare its own
   * (Bitcoin: 8). At most 20, the big-number precision of spec 9.
   */
  decimals?: number | undefined
}

/**
 * A balance for display: truncated (not rounded) to 3 decimals or the namespace's own, '0.000'
 * when absent or not a number, written for the locale (grouping, decimal separator; en-US without
 * one), followed by the symbol when given.
 *
 * @example
 * formatBalance('1.23456') // '1.234'
 * formatBalance(undefined) // '0.000'
 * formatBalance('0.5', 'ETH') // '0.500 ETH'
 * formatBalance('50', 'BTC', { decimals: 8 }) // '50.00000000 BTC'
 * formatBalance('12345.6', 'ETH', { locale: 'de' }) // '12.345,600 ETH'
 */
export function formatBalance(value?: string, symbol?: string, options: FormatBalanceOptions = {}): string {
  const decimals = Math.max(
    0,
    Math.min(BIG_NUMBER_DECIMALS.default, Math.trunc(options.decimals ?? BALANCE_DISPLAY_DECIMALS)),
  )
  const formatted = localizeDecimal(truncateDecimals(value, decimals), options)
  return symbol ? `${formatted} ${symbol}` : formatted
}

/**
 * A fiat value for display: rounded to 2 decimals (the big-number display default of spec 9) with
 * the locale's separators; zero when absent or not a number (and for a value that rounds to zero,
 * so no '-0.00').
 *
 * @example
 * formatFiat(1234.567) // '1,234.57'
 * formatFiat(1234.567, { locale: 'de' }) // '1.234,57'
 */
export function formatFiat(value: number | string | undefined, display: NumberDisplayOptions = {}): string {
  const digits = BIG_NUMBER_DECIMALS.display
  const format = numberFormat(display, { minimumFractionDigits: digits, maximumFractionDigits: digits })
  const rounded = roundTo(finiteNumber(value), digits)
  return format.format(rounded === 0 ? 0 : rounded)
}

/**
 * A US dollar amount for display, with the currency placed and written as the locale writes it.
 *
 * @example
 * formatUsd(1234.5) // '$1,234.50'
 * formatUsd(1234.5, { locale: 'de' }) // '1.234,50 $'
 */
export function formatUsd(value: number | string | undefined, display: NumberDisplayOptions = {}): string {
  const digits = BIG_NUMBER_DECIMALS.display
  const format = numberFormat(display, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  const rounded = roundTo(finiteNumber(value), digits)
  return format.format(rounded === 0 ? 0 : rounded)
}

function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

function finiteNumber(value: number | string | undefined): number {
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : 0
}

/** Significant digits a quantity under 1 keeps when 3 decimals would round it away (issue 25). */
const SMALL_QUANTITY_DIGITS = 3
const MAX_QUANTITY_DECIMALS = 18

/**
 * A token quantity for display: truncated (so a holding is never overstated) to 3 decimals (spec 5).
 * A quantity under 1 whose digits start later keeps 3 significant digits instead, so 0.0123 sent
 * does not read as 0.012 and a fee of 0.0000287 not as 0.000; zeros past the third decimal drop.
 * Written for the locale (grouping, decimal separator).
 *
 * @example
 * formatQuantity('12.34567') // '12.345'
 * formatQuantity('0.012345') // '0.0123'
 * formatQuantity('0.0000287216') // '0.0000287'
 * formatQuantity('1234.5', { locale: 'de' }) // '1.234,500'
 */
export function formatQuantity(
  value: number | string | undefined,
  options: NumberDisplayOptions = {},
): string {
  return localizeDecimal(truncateQuantity(value), options)
}

function truncateQuantity(value: number | string | undefined): string {
  const fixed = truncateDecimals(value, MAX_QUANTITY_DECIMALS)
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.')
  const firstDigit = fraction.search(/[1-9]/)
  if (whole !== '0' || firstDigit < 0) return truncateDecimals(value, 3)
  const decimals = Math.max(3, Math.min(MAX_QUANTITY_DECIMALS, firstDigit + SMALL_QUANTITY_DIGITS))
  return truncateDecimals(value, decimals).replace(/(\.\d{3}\d*?)0+$/, '$1')
}

/**
 * An e-mail for display: unchanged up to 30 characters, else its first 29 characters and '…'.
 *
 * @example
 * truncateEmail('a.very.long.address@some-company.example') // 'a.very.long.address@some-comp…'
 */
export function truncateEmail(email: string, maxLength = 30): string {
  const characters = Array.from(email)
  if (characters.length <= maxLength) return email
  return `${characters.slice(0, Math.max(0, maxLength - 1)).join('')}${ELLIPSIS}`
}

/**
 * A social user name for display. For discord the trailing '0' is dropped, together with a '#'
 * before it: migrated accounts carry the legacy discriminator '0' ('alice#0' or 'alice0' both
 * become 'alice'). Other discriminators ('alice#1234') and other providers are left unchanged, and
 * a name that would become empty is kept.
 *
 * @example
 * formatSocialUsername('discord', 'alice#0') // 'alice'
 * formatSocialUsername('google', 'bob0') // 'bob0'
 */
export function formatSocialUsername(provider: SocialProvider | string | undefined, name: string): string {
  if (provider !== 'discord') return name
  const stripped = name.replace(/#?0$/, '')
  return stripped || name
}

/**
 * Whether a wallet's response is a transaction hash: 0x plus 64 hex characters.
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

/**
 * Whether a wallet's response is a signed message: 0x plus at least 62 hex characters.
 *
 * @example
 * isSignature(`0x${'0'.repeat(130)}`) // true
 */
export function isSignature(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}
