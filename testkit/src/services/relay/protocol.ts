import { z } from 'zod'

/**
 * The wire protocol of the WalletConnect relay: JSON-RPC 2.0 envelopes, the params of every method
 * the relay answers (validated with zod), and the frames the relay sends back.
 */

export const JSON_RPC_ERRORS = {
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internalError: { code: -32603, message: 'Internal error' },
} as const

/** Tags the relay uses when it publishes on behalf of `wc_proposeSession` / `wc_approveSession`. */
export const TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const

/** Used when a `wc_*` publish carries no ttl (the clients send five minutes). */
export const DEFAULT_WC_TTL_SECONDS = 300

/** Most topics one batch call may carry (the clients send at most 500). */
export const MAX_BATCH_TOPICS = 500

const idSchema = z.union([z.number(), z.string()])
export type JsonRpcId = z.infer<typeof idSchema>

/** A topic is 32 bytes, lower-case hex (a sha256 of a symmetric key). */
export const topicSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a topic is 64 lower-case hex characters')
const messageSchema = z.string().min(1, 'a message cannot be empty')
const ttlSchema = z.number().int().positive()
const tagSchema = z.number().int().nonnegative()
const attestationSchema = z.string().nullish()

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema,
  method: z.string().min(1),
  params: z.unknown().optional(),
})

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: idSchema, result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: idSchema,
    error: z.object({ code: z.number(), message: z.string() }),
  }),
])

const topicsSchema = z.array(topicSchema).min(1).max(MAX_BATCH_TOPICS)

/** The params of every method the relay implements. Unknown keys (e.g. `correlationId`) are dropped. */
export const methodParams = {
  irn_subscribe: z.object({ topic: topicSchema }),
  irn_unsubscribe: z.object({ topic: topicSchema, id: z.string().optional() }),
  irn_batchSubscribe: z.object({ topics: topicsSchema }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic: topicSchema, id: z.string().optional() }))
      .min(1)
      .max(MAX_BATCH_TOPICS),
  }),
  irn_batchFetchMessages: z.object({ topics: topicsSchema }),
  irn_publish: z.object({
    topic: topicSchema,
    message: messageSchema,
    ttl: ttlSchema,
    tag: tagSchema.optional(),
    prompt: z.boolean().optional(),
    attestation: attestationSchema,
  }),
  wc_proposeSession: z.object({
    pairingTopic: topicSchema,
    sessionProposal: messageSchema,
    ttl: ttlSchema.optional(),
    tag: tagSchema.optional(),
    attestation: attestationSchema,
  }),
  wc_approveSession: z.object({
    sessionTopic: topicSchema,
    pairingTopic: topicSchema,
    sessionProposalResponse: messageSchema,
    sessionSettlementRequest: messageSchema,
    ttl: ttlSchema.optional(),
  }),
} as const

export type RelayMethod = keyof typeof methodParams
export type MethodParams<M extends RelayMethod> = z.infer<(typeof methodParams)[M]>

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(methodParams, method)
}

export type JsonRpcError = { code: number; message: string; data?: unknown }

export type IncomingFrame =
  | { kind: 'request'; id: JsonRpcId; method: string; params: unknown }
  | { kind: 'response'; id: JsonRpcId; ok: boolean }
  | { kind: 'invalid'; id: JsonRpcId | null; error: JsonRpcError }

/** Classifies one text frame from a client; never throws. */
export function parseFrame(text: string): IncomingFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return {
      kind: 'invalid',
      id: null,
      error: { ...JSON_RPC_ERRORS.parseError, data: (error as Error).message },
    }
  }
  const request = requestSchema.safeParse(value)
  if (request.success) {
    const { id, method, params } = request.data
    return { kind: 'request', id, method, params }
  }
  const response = responseSchema.safeParse(value)
  if (response.success) return { kind: 'response', id: response.data.id, ok: 'result' in response.data }
  const id = idSchema.safeParse((value as { id?: unknown } | null)?.id)
  return {
    kind: 'invalid',
    id: id.success ? id.data : null,
    error: { ...JSON_RPC_ERRORS.invalidRequest, data: z.prettifyError(request.error) },
  }
}

/** Validates the params of a known method; a failure carries the -32602 error to send back. */
export function parseParams<M extends RelayMethod>(
  method: M,
  params: unknown,
): { success: true; data: MethodParams<M> } | { success: false; error: JsonRpcError } {
  const parsed = methodParams[method].safeParse(params)
  if (parsed.success) return { success: true, data: parsed.data as MethodParams<M> }
  return { success: false, error: { ...JSON_RPC_ERRORS.invalidParams, data: z.prettifyError(parsed.error) } }
}

export function resultFrame(id: JsonRpcId, result: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', result })
}

export function errorFrame(id: JsonRpcId | null, error: JsonRpcError): string {
  return JSON.stringify({ id, jsonrpc: '2.0', error })
}

export type SubscriptionData = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

/** The push a subscriber receives for every message on one of its topics; it answers `true`. */
export function subscriptionFrame(id: number, subscriptionId: string, data: SubscriptionData): string {
  return JSON.stringify({
    id,
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: { id: subscriptionId, data },
  })
}

const jwtClaimsSchema = z.object({ iss: z.string().min(1) })

/**
 * Reads the issuer (the client's `did:key`) from the `auth` JWT of the socket URL, without verifying
 * the signature: this relay is for local development, it only needs a stable name per client so that
 * subscriptions and deliveries survive reconnects and restarts.
 */
export function clientIdFromAuth(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = jwtClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return claims.success ? claims.data.iss : undefined
  } catch {
    return undefined
  }
}
