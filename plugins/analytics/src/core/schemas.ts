import * as z from 'zod/mini'

/** `GET /getAnalyticsConfig` (API-FACTS 3.6). */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** `/e` answers with a body nobody reads: anything, or nothing, is accepted. */
export const ignoredAnswerSchema = z.optional(z.unknown())
