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

/** `GET /v1/identity/{address}` (API-FACTS 2.2): the ENS name and avatar, either may be null. */
export const identityAnswerSchema = z.looseObject({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type Identity = z.infer<typeof identityAnswerSchema>

/** An avatar shows in an <img>: a web or data image URL, nothing else. */
export const safeAvatar = (value: string | null | undefined): string | null =>
  value && /^(https?:\/\/|data:image\/)/i.test(value) ? value : null
