import * as z from 'zod/mini'

/**
 * The envelope of every event posted to `/e` and in `/batch` (API-FACTS 4.1, 4.2). The runtime
 * builds events of this type and uses only the type; the schema checks what it sends in tests, so
 * the page never builds it.
 */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.string(),
  domain: z.string(),
  timestamp: z.union([z.number(), z.string()]),
  props: z.union([
    z.object({
      type: z.literal('track'),
      event: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/)),
      properties: z.optional(z.record(z.string(), z.unknown())),
    }),
    z.object({
      type: z.literal('error'),
      event: z.enum(['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR']),
      errorType: z.optional(z.string()),
      errorMessage: z.optional(z.string()),
      stackTrace: z.optional(z.string()),
    }),
  ]),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
