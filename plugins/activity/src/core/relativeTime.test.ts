// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getRelativeTime, RELATIVE_TIME_UNITS, relativeTimeKey } from './relativeTime.js'

const now = Date.parse('2025-06-20T12:00:00.000Z')
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const YEAR = 365.2425 * DAY
const MONTH = YEAR / 12
const ago = (ms: number) => getRelativeTime(now - ms, now)

describe('getRelativeTime', () => {
  it.each([
    ['now', 0, { value: 0, unit: 'sec' }],
    ['59.9 s', 59_900, { value: 59, unit: 'sec' }],
    ['1 min', MINUTE, { value: 1, unit: 'min' }],
    ['59 min 59 s', HOUR - SECOND, { value: 59, unit: 'min' }],
    ['1 hr', HOUR, { value: 1, unit: 'hr' }],
    ['23 hr 59 min', DAY - MINUTE, { value: 23, unit: 'hr' }],
    ['1 d', DAY, { value: 1, unit: 'd' }],
    ['30 d (a month is 30.44 d)', 30 * DAY, { value: 30, unit: 'd' }],
    ['1 mo', MONTH, { value: 1, unit: 'mo' }],
    ['11.99 mo', YEAR - SECOND, { value: 11, unit: 'mo' }],
    ['1 yr', YEAR, { value: 1, unit: 'yr' }],
    ['5.5 yr', 5.5 * YEAR, { value: 5, unit: 'yr' }],
  ] as const)('%s ago', (_label, elapsed, expected) => {
    expect(ago(elapsed)).toEqual(expected)
  })

  it('just under each threshold stays in the smaller unit', () => {
    expect(ago(MINUTE - 1).unit).toBe('sec')
    expect(ago(HOUR - 1).unit).toBe('min')
    expect(ago(DAY - 1).unit).toBe('hr')
    expect(ago(MONTH - 1).unit).toBe('d')
    expect(ago(YEAR - 1).unit).toBe('mo')
  })

  it('reads ISO strings, Dates and epoch milliseconds alike', () => {
    const iso = new Date(now - 3 * HOUR).toISOString()
    expect(getRelativeTime(iso, now)).toEqual({ value: 3, unit: 'hr' })
    expect(getRelativeTime(new Date(iso), now)).toEqual({ value: 3, unit: 'hr' })
    expect(getRelativeTime(Date.parse(iso), now)).toEqual({ value: 3, unit: 'hr' })
  })

  it('treats a time in the future or an unreadable one as now', () => {
    expect(getRelativeTime(now + 5 * MINUTE, now)).toEqual({ value: 0, unit: 'sec' })
    expect(getRelativeTime('yesterday-ish', now)).toEqual({ value: 0, unit: 'sec' })
  })

  it('has the abbreviated units of spec 2 and an i18n key for each', () => {
    expect(RELATIVE_TIME_UNITS).toEqual(['sec', 'min', 'hr', 'd', 'mo', 'yr'])
    expect(relativeTimeKey('hr')).toBe('activity.time.hr')
  })
})
