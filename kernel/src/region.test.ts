import { describe, expect, it } from 'vitest'
import { RESTRICTED_TIME_ZONES } from './constants.js'
import { createRegionCheck, isRestrictedTimeZone, readTimeZone } from './region.js'

describe('restricted time zones (spec 6)', () => {
  it('are mainland China, Hong Kong and Macau with their aliases, in any case', () => {
    for (const zone of RESTRICTED_TIME_ZONES) expect(isRestrictedTimeZone(zone)).toBe(true)
    expect(isRestrictedTimeZone('asia/shanghai')).toBe(true)
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Europe/Berlin', 'Etc/UTC', '', undefined])
      expect(isRestrictedTimeZone(zone)).toBe(false)
    expect(readTimeZone()).toEqual(expect.any(String))
  })

  it('a region check uses the given zone, else the one Intl reports', () => {
    expect(createRegionCheck('Asia/Hong_Kong')()).toBe(true)
    expect(createRegionCheck('America/New_York')()).toBe(false)
    expect(createRegionCheck()()).toBe(isRestrictedTimeZone(readTimeZone()))
  })
})
