import { contractCallDataSchema, erc20AllowanceDataSchema, nativeAllowanceDataSchema } from './schemas.js'

/** A wei (or token-unit) amount as a decimal string, without losing precision. */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${units / base}.${fraction}` : `${units / base}`
}

/** A period in seconds in the largest whole unit Intl can name (day, hour, minute, second). */
export function formatPeriod(seconds: number, locale: string): string {
  const units = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ] as const
  for (const [unit, size] of units)
    if (seconds >= size && seconds % size === 0)
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
        seconds / size,
      )
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds)
}

export type PermissionWords =
  | { kind: 'native-allowance'; amount: string; symbol: string; period: string }
  | { kind: 'erc20-allowance'; amount: string; token: string; period: string }
  | { kind: 'contract-call'; contract: string; functions: string }
  | { kind: 'unknown'; type: string }

const amount = (hex: string, decimals: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(
    unitsToDecimal(BigInt(hex), decimals) as Intl.StringNumericLiteral,
  )

/** What one permission allows, as the parts of a sentence; an unknown or malformed one says its type. */
export function describePermission(
  permission: { type: string; data: unknown },
  { locale, nativeSymbol }: { locale: string; nativeSymbol: string },
): PermissionWords {
  if (permission.type === 'native-token-recurring-allowance') {
    const data = nativeAllowanceDataSchema.safeParse(permission.data)
    if (data.success)
      return {
        kind: 'native-allowance',
        amount: amount(data.data.allowance, 18, locale),
        symbol: nativeSymbol,
        period: formatPeriod(data.data.period, locale),
      }
  }
  if (permission.type === 'erc20-recurring-allowance') {
    const data = erc20AllowanceDataSchema.safeParse(permission.data)
    if (data.success)
      return {
        kind: 'erc20-allowance',
        amount: new Intl.NumberFormat(locale).format(BigInt(data.data.allowance)),
        token: data.data.token,
        period: formatPeriod(data.data.period, locale),
      }
  }
  if (permission.type === 'contract-call') {
    const data = contractCallDataSchema.safeParse(permission.data)
    if (data.success)
      return {
        kind: 'contract-call',
        contract: data.data.address,
        functions: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          data.data.functions.map((f) => f.functionName),
        ),
      }
  }
  return { kind: 'unknown', type: permission.type }
}
