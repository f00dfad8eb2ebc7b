/**
 * The title of a month group (spec 2): the month name in the current year, else month and year,
 * in the given locale ('March', 'March 2024'; German 'März', 'März 2024').
 *
 * @example
 * getTransactionGroupTitle({ year: 2024, month: 2 }, { locale: 'de', now: Date.now() }) // 'März 2024' (in 2025)
 */
export function getTransactionGroupTitle(
  group: { year: number; month: number },
  { locale, now = Date.now() }: { locale: string; now?: number },
): string {
  const currentYear = new Date(now).getFullYear()
  const options: Intl.DateTimeFormatOptions =
    group.year === currentYear ? { month: 'long' } : { month: 'long', year: 'numeric' }
  // Mid-month noon, local time: no time zone or DST shift can move it into another month.
  const date = new Date(group.year, group.month, 15, 12)
  return formatter(locale, options).format(date)
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options)
  } catch {
    // An invalid locale tag (RangeError) falls back to English rather than breaking the list.
    return new Intl.DateTimeFormat('en', options)
  }
}
