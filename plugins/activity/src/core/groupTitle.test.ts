// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getTransactionGroupTitle } from './groupTitle.js'

const now = new Date(2025, 5, 20, 9).getTime()

describe('getTransactionGroupTitle', () => {
  it('is the month name in the current year', () => {
    expect(getTransactionGroupTitle({ year: 2025, month: 2 }, { locale: 'en', now })).toBe('March')
    expect(getTransactionGroupTitle({ year: 2025, month: 0 }, { locale: 'en', now })).toBe('January')
  })

  it('adds the year to months of other years', () => {
    expect(getTransactionGroupTitle({ year: 2024, month: 11 }, { locale: 'en', now })).toBe('December 2024')
    expect(getTransactionGroupTitle({ year: 2019, month: 6 }, { locale: 'en', now })).toBe('July 2019')
  })

  it('follows the locale', () => {
    expect(getTransactionGroupTitle({ year: 2025, month: 2 }, { locale: 'de', now })).toBe('März')
    expect(getTransactionGroupTitle({ year: 2024, month: 2 }, { locale: 'de', now })).toBe('März 2024')
  })

  it('counts the current year from `now`, so a new year moves last December into "December 2025"', () => {
    const newYear = new Date(2026, 0, 1, 0, 0, 1).getTime()
    expect(getTransactionGroupTitle({ year: 2025, month: 11 }, { locale: 'en', now })).toBe('December')
    expect(getTransactionGroupTitle({ year: 2025, month: 11 }, { locale: 'en', now: newYear })).toBe(
      'December 2025',
    )
  })

  it('falls back to English for a locale tag Intl rejects', () => {
    expect(getTransactionGroupTitle({ year: 2025, month: 3 }, { locale: 'not a locale!', now })).toBe('April')
  })
})
