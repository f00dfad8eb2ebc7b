/** Numbers for display with the visitor's locale (Intl): amounts to 6 significant digits, percents to 2 decimals. */
export function formatAmount(value: string | number | undefined, locale: string): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (value === undefined || !Number.isFinite(number)) return ''
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(number)
}

export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}

export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}
