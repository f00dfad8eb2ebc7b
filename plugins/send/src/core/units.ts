/**
 * Decimal text <-> smallest-unit integers, on the digits (bigint), so amounts like 0.1 ETH or a
 * balance of 1,000,000 tokens with 18 decimals lose nothing to floating point.
 */

const decimalAmount = /^(\d*)(?:\.(\d*))?$/

/**
 * The smallest-unit integer of a plain decimal ('1.5', '.5', '2.'), or undefined when the text is
 * not one or has more fraction digits than the token allows (those cannot be sent exactly).
 *
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('0.0000001', 6) // undefined
 */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const match = decimalAmount.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (!whole && !fraction) return undefined
  const trimmedFraction = fraction.replace(/0+$/, '')
  if (trimmedFraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${trimmedFraction.padEnd(decimals, '0')}`)
}

/**
 * The plain decimal text of a smallest-unit integer, without trailing zeros.
 *
 * @example
 * formatUnits(1500000000000000000n, 18) // '1.5'
 * formatUnits(0n, 18) // '0'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Brings a typed amount to the plain form the parser reads: a decimal comma (German keyboards)
 * becomes a point and spaces go. Anything else is left for validation to reject.
 *
 * @example
 * normalizeAmountInput(' 0,5 ') // '0.5'
 */
export function normalizeAmountInput(text: string): string {
  return text.replace(/\s+/g, '').replace(',', '.')
}
