import type { CaipNetworkId, HttpClient, PorticoStorage } from '@portico/kernel'
import { z } from 'zod/mini'
import type { SIWXConfig, SIWXMessage, SIWXMessageInput, SIWXSession } from '../types.js'
import { SiwxServerError, SiwxVerificationError } from './errors.js'
import { createMessageData, toSiwxMessage } from './message.js'
import { serverAnswerMalformed, serverRefused, sessionMalformed } from './messages.js'
import { sessionSchema } from './schemas.js'

/** Storage keys (under the kernel's prefix): the nonce token of the pending sign-in, and the session. */
export const SERVER_NONCE_KEY = 'siwx/nonce-token'
export const SERVER_SESSION_KEY = 'siwx/server-session'

const nonceAnswer = z.object({
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,}$/)),
  token: z.string().check(z.minLength(1)),
})
const tokenAnswer = z.object({ token: z.string().check(z.minLength(1)) })
/** What `GET /auth/v1/me` says about the session (API-FACTS 3.7 `SessionAccount`, the fields used). */
const sessionAccount = z.looseObject({
  address: z.string(),
  caip2Network: z.string(),
  exp: z.number(),
})
const storedSession = z.object({ token: z.string().check(z.minLength(1)), session: sessionSchema })
const nonceToken = z.string().check(z.minLength(1))
const anyAnswer = z.unknown()

export type ServerSessionsParameters = {
  storage: PorticoStorage
  /** The client of the W3M API host (the sign-in server answers under `/auth/v1/`). */
  http: HttpClient
  networkNameOf?: (chainId: CaipNetworkId) => string | undefined
  origin: () => { domain: string; uri: string }
  statement?: string | undefined
  expiresInMs?: number | undefined
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
}

/** EVM addresses differ only by checksum case; other namespaces' addresses (base58) are case-sensitive. */
const sameAccount = (a: string, b: string, chainId: string) =>
  chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * Sessions verified and kept by a sign-in server (Reown Authentication's routes, API-FACTS 3.7):
 * the nonce comes from the server as a signed token, the server verifies the signature and answers
 * with a session token, and `getSessions` asks it whether that token is still good, so an expired
 * or signed-out session is gone here too.
 */
export function createServerSessions(p: ServerSessionsParameters): SIWXConfig {
  /** Runs a request; a refusal or a malformed answer becomes a `SiwxServerError` with the server's words. */
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request()
    } catch (error) {
      const e = error as { name?: string; status?: number; details?: string }
      if (e.name === 'HttpStatusError')
        throw new SiwxServerError(serverRefused(e.status ?? 0, e.details ?? ''), {
          cause: error,
          status: e.status,
        })
      if (e.name === 'HttpResponseValidationError')
        throw new SiwxServerError(serverAnswerMalformed, { cause: error })
      throw error
    }
  }
  const stored = () => p.storage.read(SERVER_SESSION_KEY, storedSession)
  const signOut = async () => {
    const current = stored()
    p.storage.remove(SERVER_SESSION_KEY)
    if (!current) return
    // Best effort: the local session is gone either way; the server's expires on its own.
    await p.http
      .post('/auth/v1/sign-out', { headers: { Authorization: `Bearer ${current.token}` }, schema: anyAnswer })
      .catch(() => undefined)
  }
  const add = async (session: SIWXSession) => {
    const parsed = sessionSchema.safeParse(session)
    if (!parsed.success) throw new SiwxVerificationError(sessionMalformed)
    const nonce = p.storage.read(SERVER_NONCE_KEY, nonceToken)
    const { token } = await call(() =>
      p.http.post('/auth/v1/authenticate', {
        headers: nonce ? { 'x-nonce-jwt': `Bearer ${nonce}` } : {},
        body: { data: parsed.data.data, message: parsed.data.message, signature: parsed.data.signature },
        schema: tokenAnswer,
      }),
    )
    p.storage.remove(SERVER_NONCE_KEY)
    p.storage.write(SERVER_SESSION_KEY, { token, session: parsed.data })
  }

  return {
    async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
      const { nonce, token } = await call(() => p.http.get('/auth/v1/nonce', { schema: nonceAnswer }))
      p.storage.write(SERVER_NONCE_KEY, token)
      const data = createMessageData(input, {
        ...p.origin(),
        nonce,
        statement: p.statement,
        expiresInMs: p.expiresInMs,
      })
      return toSiwxMessage(data, p.networkNameOf?.(input.chainId))
    },
    addSession: add,
    async revokeSession(chainId, address) {
      const current = stored()
      if (
        current &&
        current.session.data.chainId === chainId &&
        sameAccount(current.session.data.accountAddress, address, chainId)
      )
        await signOut()
    },
    async setSessions(sessions) {
      // The server keeps one session per visitor: the last one given wins, none signs out.
      const last = sessions.at(-1)
      if (last) await add(last)
      else await signOut()
    },
    async getSessions(chainId, address) {
      const current = stored()
      if (!current) return []
      const { data } = current.session
      if (data.chainId !== chainId || !sameAccount(data.accountAddress, address, chainId)) return []
      let account: z.infer<typeof sessionAccount>
      try {
        account = await call(() =>
          p.http.get('/auth/v1/me', {
            headers: { Authorization: `Bearer ${current.token}` },
            schema: sessionAccount,
          }),
        )
      } catch (error) {
        // Refused (expired, signed out, unknown): the session is over. Anything else (offline) is
        // thrown, so a network failure does not pass for a missing session.
        if (error instanceof SiwxServerError && error.status !== undefined && error.status < 500) {
          p.storage.remove(SERVER_SESSION_KEY)
          return []
        }
        throw error
      }
      const matches = sameAccount(account.address, address, chainId) && account.caip2Network === chainId
      return matches && account.exp * 1000 > Date.now() ? [current.session as SIWXSession] : []
    },
    getRequired: () => p.required ?? false,
    signOutOnDisconnect: p.signOutOnDisconnect ?? true,
  }
}
