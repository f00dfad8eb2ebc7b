import { z } from 'zod'

/** A registered name (API-FACTS 2.12: the server's snake_case shape; attributes a map or null). */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  attributes: z.record(z.string(), z.string()).nullable(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.string().nullable() })),
})
export type NameRecord = z.infer<typeof nameRecordSchema>

/** Version 2 answers "not found" with `[]`. */
export const lookupAnswerSchema = z.union([nameRecordSchema, z.array(z.never()).length(0)])
export const reverseAnswerSchema = z.array(nameRecordSchema)
export const suggestionsAnswerSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })).max(50),
})
export type NameSuggestion = z.infer<typeof suggestionsAnswerSchema>['suggestions'][number]
