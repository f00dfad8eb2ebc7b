import { z } from 'zod/mini'

// zod/mini, as in the kernel: classic zod's object schemas probe `new Function` once, which a strict
// Content-Security-Policy reports as a violation even though zod catches it.

/** A registered name (API-FACTS 2.12: the server's snake_case shape; attributes a map or null). */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  attributes: z.nullable(z.record(z.string(), z.string())),
  addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.nullable(z.string()) })),
})
export type NameRecord = z.infer<typeof nameRecordSchema>

/** Version 2 answers "not found" with `[]`. */
export const lookupAnswerSchema = z.union([nameRecordSchema, z.array(z.never()).check(z.length(0))])
export const reverseAnswerSchema = z.array(nameRecordSchema)
export const suggestionsAnswerSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })).check(z.maxLength(50)),
})
export type NameSuggestion = z.infer<typeof suggestionsAnswerSchema>['suggestions'][number]
