import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyticsEventSchema } from './eventSchema.js'
import { analyticsConfigSchema } from './schemas.js'

describe('analytics answer schemas', () => {
  it('/getAnalyticsConfig: only an object with a boolean isAnalyticsEnabled passes, nothing throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = analyticsConfigSchema.safeParse(value)
        const valid =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          typeof (value as { isAnalyticsEnabled?: unknown }).isAnalyticsEnabled === 'boolean'
        expect(result.success).toBe(valid)
      }),
    )
    fc.assert(
      fc.property(fc.boolean(), fc.dictionary(fc.string(), fc.jsonValue()), (enabled, extra) => {
        const parsed = analyticsConfigSchema.parse({ ...extra, isAnalyticsEnabled: enabled })
        expect(parsed).toEqual({ isAnalyticsEnabled: enabled })
      }),
    )
  })

  it('an event envelope keeps its fields and refuses unknown report kinds and lower-case event names', () => {
    const track = fc.record({
      eventId: fc.uuid(),
      url: fc.webUrl(),
      domain: fc.domain(),
      timestamp: fc.oneof(
        fc.nat(),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      props: fc.record({
        type: fc.constant('track' as const),
        event: fc.stringMatching(/^[A-Z][A-Z0-9_]{0,30}$/),
        properties: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
      }),
    })
    fc.assert(
      fc.property(track, (event) => {
        expect(analyticsEventSchema.parse(event)).toEqual(event)
        expect(
          analyticsEventSchema.safeParse({ ...event, props: { ...event.props, event: 'modal_open' } })
            .success,
        ).toBe(false)
        expect(
          analyticsEventSchema.safeParse({ ...event, props: { type: 'error', event: 'SOMETHING_ELSE' } })
            .success,
        ).toBe(false)
      }),
      { numRuns: 60 },
    )
  }, 30_000)
})
