import { z } from 'zod'

const timestamp = z.iso.datetime({ offset: true })
const caipNetworkId = z.templateLiteral([
  z.string().regex(/^[-a-z0-9]{3,8}$/),
  ':',
  z.string().regex(/^[-_a-zA-Z0-9]{1,32}$/),
])

/** The fields of a sign-in message as stored or received (API-FACTS 7.1). */
export const messageDataSchema = z.object({
  accountAddress: z.string().min(1),
  chainId: caipNetworkId,
  notBefore: timestamp.optional(),
  domain: z.string().min(1),
  uri: z.string().min(1),
  version: z.string().min(1),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,}$/),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: timestamp.optional(),
  expirationTime: timestamp.optional(),
})

/** A CAIP-74 cacao as WalletConnect's one-step authentication returns it (API-FACTS 7.3). */
export const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  p: z.looseObject({
    iss: z.string().regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
    domain: z.string().min(1),
    aud: z.string().min(1),
    nonce: z.string().min(1),
    version: z.string().optional(),
    iat: timestamp.optional(),
    nbf: timestamp.optional(),
    exp: timestamp.optional(),
    statement: z.string().optional(),
    requestId: z.string().optional(),
    resources: z.array(z.string()).optional(),
  }),
  s: z.object({ t: z.enum(['eip191', 'eip1271']), s: z.string().min(1), m: z.string().optional() }),
})

export const sessionSchema = z.object({
  data: messageDataSchema,
  message: z.string().min(1),
  signature: z.string().min(1),
  cacao: cacaoSchema.optional(),
})

export const sessionListSchema = z.array(sessionSchema)
