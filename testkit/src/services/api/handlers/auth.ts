import { randomUUID } from 'node:crypto'
import { type Hex, isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { resetAuthState } from '../auth/state'
import type { Handler, RequestContext, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { envelope, fail, json, parseBody, parseQuery, ReplyError } from '../http'
import { assertSignature } from '../signatures'

// Reown Authentication, the SIWX backend of API-FACTS 3.7 (`/auth/v1/{key}` on the W3M API host):
// nonces as signed tokens, sign-in verified against the chain, session tokens that expire.

const projectQuery = z.object({ ...sdkParams, projectId: z.string() })

const requireProject = (context: RequestContext) => {
  const query = parseQuery(projectQuery.loose(), context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  return query.projectId
}

const header = (context: RequestContext, name: string) => {
  const value = context.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const bearer = (value: string | undefined) =>
  value?.startsWith('Bearer ') ? value.slice(7).trim() : undefined
const unauthorized = (description: string) => new ReplyError(envelope(401, 'authentication', description))
const nowSeconds = () => Math.floor(Date.now() / 1000)

const nonce: Handler = (context) => {
  requireProject(context)
  const { auth } = context.state
  const value = randomUUID().replaceAll('-', '')
  auth.openNonces.add(value)
  const token = auth.jwt.sign({
    typ: 'nonce',
    nonce: value,
    exp: nowSeconds() + Math.ceil(auth.ttl.nonceMs / 1000),
  })
  return json({ nonce: value, token })
}

const timestamp = z.iso.datetime({ offset: true })
/** The session fields the plugin sends with the text (API-FACTS 7.1 `SIWXMessage.Data`). */
const messageData = z.looseObject({
  accountAddress: z.string().min(1),
  chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  domain: z.string().min(1),
  uri: z.string().min(1),
  version: z.string().min(1),
  nonce: z.string().min(1),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: timestamp.optional(),
  expirationTime: timestamp.optional(),
  notBefore: timestamp.optional(),
})

const authenticateBody = z.object({
  data: z.looseObject({ accountAddress: z.string(), chainId: z.string() }).optional(),
  message: z.string(),
  signature: z.string(),
  clientId: z.string().nullable().optional(),
  walletInfo: z.unknown().optional(),
})

/** The nonce token of `x-nonce-jwt`: signed by this emulator, unexpired, its nonce not used yet. */
function takeNonce(context: RequestContext): string {
  const token = bearer(header(context, 'x-nonce-jwt'))
  if (!token) throw unauthorized('Missing nonce token')
  const payload = context.state.auth.jwt.verify(token)
  if (payload?.typ !== 'nonce' || typeof payload.nonce !== 'string') throw unauthorized('Invalid nonce token')
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds()) throw unauthorized('Nonce has expired')
  if (!context.state.auth.openNonces.delete(payload.nonce)) throw unauthorized('Nonce already used')
  return payload.nonce
}

/** Who signed in where, once the signature held. */
type SignedIn = {
  address: string
  /** The network's reference (`1` on eip155, the genesis hash prefix on solana). */
  chainId: number | string
  chainNamespace: string
  caip2Network: string
  uri: string
  domain: string
  nonce: string
}

type Checks = { expectedNonce: string; origin: string | undefined }

/** The message's validity window and domain, the same for every namespace. */
function checkMessage(
  fields: { domain: string; nonce: string; expirationTime?: Date; notBefore?: Date },
  { expectedNonce, origin }: Checks,
) {
  if (fields.nonce !== expectedNonce) throw fail(400, 'nonce', 'The message does not carry the issued nonce')
  if (origin && new URL(origin).host !== fields.domain)
    throw fail(400, 'domain', 'The message domain is not the requesting origin')
  const time = Date.now()
  if (fields.expirationTime && fields.expirationTime.getTime() <= time)
    throw fail(400, 'message', 'The message has expired')
  if (fields.notBefore && fields.notBefore.getTime() > time)
    throw fail(400, 'message', 'The message is not valid yet')
}

/** EIP-4361 text, signed with personal_sign; smart accounts verify through the local chain. */
async function verifyEip155(
  context: RequestContext,
  body: z.infer<typeof authenticateBody>,
  checks: Checks,
): Promise<SignedIn> {
  const fields = parseSiweMessage(body.message)
  if (!fields.address || !fields.chainId || !fields.domain || !fields.uri || !fields.nonce)
    throw fail(400, 'message', 'The message is not a sign-in message')
  checkMessage({ ...fields, domain: fields.domain, nonce: fields.nonce }, checks)
  const caip2Network = `eip155:${fields.chainId}`
  if (body.data) {
    const sameAccount =
      /^0x[0-9a-fA-F]{40}$/.test(body.data.accountAddress) &&
      isAddressEqual(body.data.accountAddress as Hex, fields.address)
    if (!sameAccount || body.data.chainId !== caip2Network)
      throw fail(400, 'data', 'The session data does not match the message')
  }
  const chain = context.state.chains.resolve(caip2Network)
  await assertSignature(chain, { address: fields.address, message: body.message, signature: body.signature })
  return {
    address: fields.address,
    chainId: fields.chainId,
    chainNamespace: 'eip155',
    caip2Network,
    uri: fields.uri,
    domain: fields.domain,
    nonce: fields.nonce,
  }
}

/**
 * CAIP-122 text signed with `solana:signMessage`: the text must be the one the session's fields
 * make and the base58 ed25519 signature must verify with the address (the plugin's own check).
 */
async function verifySolana(body: z.infer<typeof authenticateBody>, checks: Checks): Promise<SignedIn> {
  const parsed = messageData.safeParse(body.data)
  if (!parsed.success) throw fail(400, 'data', 'The session data is missing or malformed')
  const data = parsed.data
  checkMessage(
    {
      domain: data.domain,
      nonce: data.nonce,
      ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
      ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    },
    checks,
  )
  const { SiwxVerificationError, verifySolanaSession } = await import('@portico/plugin-siwx/verify')
  try {
    await verifySolanaSession({
      data: { ...data, chainId: data.chainId as `${string}:${string}` },
      message: body.message,
      signature: body.signature,
    })
  } catch (error) {
    if (!(error instanceof SiwxVerificationError)) throw error
    // A text that is not the session's is a bad request; a signature that does not hold is a 401.
    const message = error.shortMessage
    if (/signature/i.test(message)) throw fail(401, 'signature', 'Invalid signature')
    throw fail(400, 'message', message)
  }
  return {
    address: data.accountAddress,
    chainId: data.chainId.split(':')[1] ?? '',
    chainNamespace: 'solana',
    caip2Network: data.chainId,
    uri: data.uri,
    domain: data.domain,
    nonce: data.nonce,
  }
}

/** The namespaces this server verifies; anything else is refused, never taken on trust. */
const VERIFIERS = ['eip155', 'solana'] as const

const authenticate: Handler = async (context) => {
  const projectId = requireProject(context)
  const body = parseBody(authenticateBody, await context.readJson())
  const expectedNonce = takeNonce(context)
  const origin = header(context, 'origin')
  const namespace = body.data?.chainId.split(':')[0] ?? 'eip155'
  if (!(VERIFIERS as readonly string[]).includes(namespace))
    throw fail(400, 'data', `Sign-in on ${namespace} is not supported`)
  const signedIn =
    namespace === 'solana'
      ? await verifySolana(body, { expectedNonce, origin })
      : await verifyEip155(context, body, { expectedNonce, origin })
  const { auth } = context.state
  const token = auth.jwt.sign({
    typ: 'session',
    jti: randomUUID(),
    aud: origin ?? signedIn.uri,
    iss: context.state.baseUrl,
    iat: nowSeconds(),
    exp: nowSeconds() + Math.ceil(auth.ttl.sessionMs / 1000),
    projectIdKey: projectId,
    sub: `did:pkh:${signedIn.caip2Network}:${signedIn.address}`,
    ...signedIn,
    projectUuid: projectId,
    profileUuid: signedIn.chainNamespace === 'eip155' ? signedIn.address.toLowerCase() : signedIn.address,
  })
  return json({ token })
}

/** The session of `Authorization: Bearer`, unless it expired or was signed out. */
function session(context: RequestContext): Record<string, unknown> {
  const token = bearer(header(context, 'authorization'))
  if (!token) throw unauthorized('Missing session token')
  const payload = context.state.auth.jwt.verify(token)
  if (payload?.typ !== 'session' || typeof payload.jti !== 'string')
    throw unauthorized('Invalid session token')
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds())
    throw unauthorized('Session has expired')
  if (context.state.auth.revoked.has(payload.jti)) throw unauthorized('Session was signed out')
  return payload
}

const me: Handler = (context) => {
  requireProject(context)
  const { typ: _typ, jti: _jti, ...account } = session(context)
  return json(account)
}

const signOut: Handler = (context) => {
  requireProject(context)
  context.state.auth.revoked.add(session(context).jti as string)
  return json(null)
}

export const authRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/auth/v1/nonce', name: 'auth-nonce', handler: nonce },
  { method: 'POST', pattern: '/auth/v1/authenticate', name: 'auth-authenticate', handler: authenticate },
  { method: 'GET', pattern: '/auth/v1/me', name: 'auth-me', handler: me },
  { method: 'POST', pattern: '/auth/v1/sign-out', name: 'auth-sign-out', handler: signOut },
]

const ttlPatch = z.object({
  nonceMs: z.number().int().min(0).optional(),
  sessionMs: z.number().int().min(0).optional(),
  reset: z.boolean().optional(),
})

/** `POST /__emulator/auth {nonceMs?, sessionMs?, reset?}`: how long nonces and sessions last (tests of expiry). */
export const authAdminRoutes = [
  {
    method: 'POST' as const,
    pattern: '/__emulator/auth',
    handler: (async (context) => {
      const patch = parseBody(ttlPatch, await context.readJson())
      const { auth } = context.state
      if (patch.reset) resetAuthState(auth)
      auth.ttl = {
        nonceMs: patch.nonceMs ?? auth.ttl.nonceMs,
        sessionMs: patch.sessionMs ?? auth.ttl.sessionMs,
      }
      return json({ ttl: auth.ttl })
    }) satisfies Handler,
  },
]
