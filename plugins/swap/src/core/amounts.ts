import { formatUnits, parseUnits } from 'viem'

const decimalText = /^(\d*)(?:\.(\d*))?$/

/**
 * The smallest-unit integer of a typed amount ('1.5', '.5', '0,5'), or undefined when it is not a
 * plain positive decimal or has more fraction digits than the token has.
 */
export function toUnits(text: string, decimals: number): bigint | undefined {
  const plain = text.replace(/\s+/g, '').replace(',', '.')
  const match = decimalText.exec(plain)
  if (!match || (!match[1] && !match[2])) return undefined
  if ((match[2] ?? '').replace(/0+$/, '').length > decimals) return undefined
  return parseUnits(plain, decimals)
}

/** Plain decimal text of smallest units, without trailing zeros. */
export const fromUnits = (value: bigint, decimals: number): string => formatUnits(value, decimals)

/** Brings a typed amount to the form the parser reads: decimal comma to point, no spaces. */
export const normalizeAmountInput = (text: string) => text.replace(/\s+/g, '').replace(',', '.')
