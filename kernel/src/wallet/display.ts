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

/** Decimals a balance shows unless its namespace says otherwise (spec 5). */
export const BALANCE_DISPLAY_DECIMALS = 3

export type FormatBalanceOptions = {
  /** Decimals to show (truncated, never rounded). Default 3; a chain plugin may declare its own (Bitcoin: 8). */
  decimals?: number | undefined
  /**
   * Formats for this locale with `Intl` (its decimal separator, its digits). Without one the
   * result is plain ASCII digits and a '.', as before.
   */
  locale?: string | undefined
}

/**
 * A balance for display: truncated (not rounded) to 3 decimals or the namespace's own, '0.000'
 * when absent or not a number, followed by the symbol when given. With a locale, `Intl` writes
 * the digits; digits are never grouped, so a balance reads the same as in the spec's examples.
 * The truncated text goes to `Intl` as a string, which it formats exactly (no float rounding).
 *
 * @example
 * formatBalance('1.23456') // '1.234'
 * formatBalance(undefined) // '0.000'
 * formatBalance('0.5', 'ETH') // '0.500 ETH'
 * formatBalance('50', 'BTC', { decimals: 8 }) // '50.00000000 BTC'
 * formatBalance('1.5', 'SOL', { locale: 'de' }) // '1,500 SOL'
 */
export function formatBalance(value?: string, symbol?: string, options: FormatBalanceOptions = {}): string {
  const decimals = Math.max(0, Math.min(20, Math.trunc(options.decimals ?? BALANCE_DISPLAY_DECIMALS)))
  const truncated = truncateDecimals(value, decimals)
  const formatted = options.locale ? localized(truncated, decimals, options.locale) : truncated
  return symbol ? `${formatted} ${symbol}` : formatted
}

function localized(decimal: string, decimals: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    }).format(decimal as unknown as number)
  } catch {
    // An unknown locale tag: the plain form.
    return decimal
  }
}

/**
 * A fiat value for display: rounded to 2 decimals with en-US thousands separators; '0.00' when
 * absent or not a number.
 *
 * @example
 * formatFiat(1234.567) // '1,234.57'
 */
export function formatFiat(value: number | string | undefined): string {
  const number = typeof value === 'number' ? value : Number(value)
  const finite = Number.isFinite(number) ? number : 0
  const formatted = finite.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return /[1-9]/.test(formatted) ? formatted : '0.00'
}

/** Significant digits a quantity under 1 keeps when 3 decimals would round it away (issue 25). */
const SMALL_QUANTITY_DIGITS = 3
const MAX_QUANTITY_DECIMALS = 18

/**
 * A token quantity for display: truncated (so a holding is never overstated) to 3 decimals (spec 5).
 * A quantity under 1 whose digits start later keeps 3 significant digits instead, so 0.0123 sent
 * does not read as 0.012 and a fee of 0.0000287 not as 0.000; zeros past the third decimal drop.
 *
 * @example
 * formatQuantity('12.34567') // '12.345'
 * formatQuantity('0.012345') // '0.0123'
 * formatQuantity('0.0000287216') // '0.0000287'
 */
export function formatQuantity(value: number | string | undefined): string {
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
