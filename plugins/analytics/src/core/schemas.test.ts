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
        // `__proto__` is left out here: the schema drops that key on purpose (next test).
        properties: fc.dictionary(
          fc.string().filter((key) => key !== '__proto__'),
          fc.jsonValue({ maxDepth: 2 }),
          { maxKeys: 5 },
        ),
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

  it('a `__proto__` property is dropped, not kept, and changes no prototype', () => {
    const properties = JSON.parse('{"__proto__":{"polluted":true},"wallet":"Rabby"}') as Record<
      string,
      unknown
    >
    const parsed = analyticsEventSchema.parse({
      eventId: 'e1',
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: 0,
      props: { type: 'track', event: 'SELECT_WALLET', properties },
    })
    const kept = parsed.props.type === 'track' ? parsed.props.properties : undefined
    expect(kept).toEqual({ wallet: 'Rabby' })
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })
})
