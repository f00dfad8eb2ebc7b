/** The abbreviated units of spec 2's relative time labels. */
export const RELATIVE_TIME_UNITS = ['sec', 'min', 'hr', 'd', 'mo', 'yr'] as const
export type RelativeTimeUnit = (typeof RELATIVE_TIME_UNITS)[number]

export type RelativeTime = { value: number; unit: RelativeTimeUnit }

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The Gregorian average, so twelve "months" make exactly one year. */
const YEAR = 365.2425 * DAY
const MONTH = YEAR / 12

/**
 * How long ago `time` was, in the largest unit that fits, rounded down: under a minute in seconds,
 * under an hour in minutes, under a day in hours, under a month in days, under a year in months,
 * then years. A time in the future (a clock ahead of ours) counts as now.
 *
 * @example
 * getRelativeTime('2025-01-01T00:00:00Z', Date.parse('2025-01-01T03:30:00Z')) // { value: 3, unit: 'hr' }
 */
export function getRelativeTime(time: string | number | Date, now: number = Date.now()): RelativeTime {
  const at = typeof time === 'string' ? Date.parse(time) : typeof time === 'number' ? time : time.getTime()
  const elapsed = Number.isNaN(at) ? 0 : Math.max(0, now - at)
  if (elapsed < MINUTE) return { value: Math.floor(elapsed / SECOND), unit: 'sec' }
  if (elapsed < HOUR) return { value: Math.floor(elapsed / MINUTE), unit: 'min' }
  if (elapsed < DAY) return { value: Math.floor(elapsed / HOUR), unit: 'hr' }
  if (elapsed < MONTH) return { value: Math.floor(elapsed / DAY), unit: 'd' }
  if (elapsed < YEAR) return { value: Math.floor(elapsed / MONTH), unit: 'mo' }
  return { value: Math.floor(elapsed / YEAR), unit: 'yr' }
}

/** The i18n key of a unit's label; its message takes `{count}` ('{count} min'). */
export function relativeTimeKey(unit: RelativeTimeUnit): string {
  return `activity.time.${unit}`
}
