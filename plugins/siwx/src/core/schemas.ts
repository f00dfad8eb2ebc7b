import { z } from 'zod/mini'

// zod/mini, as in the kernel: classic zod's object schemas probe `new Function` once, which a strict
// Content-Security-Policy reports as a violation even though zod catches it.

const timestamp = z.iso.datetime({ offset: true })
const text = z.string().check(z.minLength(1))
const caipNetworkId = z.templateLiteral([
  z.string().check(z.regex(/^[-a-z0-9]{3,8}$/)),
  ':',
  z.string().check(z.regex(/^[-_a-zA-Z0-9]{1,32}$/)),
])

/** The fields of a sign-in message as stored or received (API-FACTS 7.1). */
export const messageDataSchema = z.object({
  accountAddress: text,
  chainId: caipNetworkId,
  notBefore: z.optional(timestamp),
  domain: text,
  uri: text,
  version: text,
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,}$/)),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(timestamp),
  expirationTime: z.optional(timestamp),
})

/** A CAIP-74 cacao as WalletConnect's one-step authentication returns it (API-FACTS 7.3). */
export const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  p: z.looseObject({
    iss: z.string().check(z.regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)),
    domain: text,
    aud: text,
    nonce: text,
    version: z.optional(z.string()),
    iat: z.optional(timestamp),
    nbf: z.optional(timestamp),
    exp: z.optional(timestamp),
    statement: z.optional(z.string()),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
  }),
  s: z.object({ t: z.enum(['eip191', 'eip1271']), s: text, m: z.optional(z.string()) }),
})

export const sessionSchema = z.object({
  data: messageDataSchema,
  message: text,
  signature: text,
  cacao: z.optional(cacaoSchema),
})

export const sessionListSchema = z.array(sessionSchema)
