import * as z from 'zod/mini'

const typed = z.object({ type: z.string(), data: z.unknown() })

/** One entry of `GET /v1/sessions/{address}` (API-FACTS 2.19). */
export const sessionSchema = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    url: z.nullable(z.string()),
    iconUrl: z.nullable(z.string()),
  }),
  pci: z.string().check(z.minLength(1)),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(typed),
  policies: z.array(typed),
  context: z.nullable(z.string()),
  revokedAt: z.nullable(z.number()),
})

export type SmartSession = z.infer<typeof sessionSchema>

/** The list's envelope; entries are checked one by one so one bad entry does not hide the others. */
export const sessionsAnswerSchema = z.object({ pcis: z.array(z.unknown()) })

/** A wallet's signature (0x-hex), e.g. its `wallet_revokePermissions` answer. */
export const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))

/** The revoke answer: the server's empty 200, or `{}`; the body is not read. */
export const revokeAnswerSchema = z.optional(z.unknown())

export const nativeAllowanceDataSchema = z.object({
  allowance: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  start: z.number(),
  period: z.number(),
})
export const erc20AllowanceDataSchema = z.object({
  token: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  allowance: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  start: z.number(),
  period: z.number(),
})
export const contractCallDataSchema = z.object({
  address: z.string(),
  functions: z.array(z.object({ functionName: z.string() })),
})

/** `POST /v1/sessions/{caip10}?v=2` (the cosigner, API-FACTS 2.19): the pci and the cosigner's key. */
export const createSessionAnswerSchema = z.object({
  pci: z.string().check(z.minLength(1)),
  key: z.object({ type: z.string(), publicKey: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) }),
})

/** The wallet's `wallet_grantPermissions` answer: its permission context (`context`, or the older name). */
export const grantAnswerSchema = z.union([
  z.looseObject({ context: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)) }),
  z.looseObject({ permissionsContext: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)) }),
])
