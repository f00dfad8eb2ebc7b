/** `amount` (decimal text) in the token's smallest unit; undefined when it is not a plain decimal with at most `decimals` places. */
export function parseUnits(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) return undefined
  const [, whole, fraction = ''] = match
  if (fraction.length > decimals) return undefined
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** `value` in the smallest unit as decimal text without trailing zeros ('1.5', '0.0001', '3'). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
