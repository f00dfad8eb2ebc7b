import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'
import { listenLocal } from '../net.js'
import { escapeHtml, readBody } from './http.js'

export const OAUTH_PROVIDER_NAME = 'OAuth provider stand-in'

/** The providers the stand-in plays (spec 5: the embedded wallet's social providers). */
export const OAUTH_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]

/**
 * Each provider's default account on the consent page. Google and Apple share an e-mail; Discord's
 * migrated user names end in the legacy discriminator 0 (the modal drops it, spec 5).
 */
export const DEFAULT_ACCOUNTS: Record<OAuthProviderId, { userName: string; email?: string }> = {
  google: { userName: 'alice.google', email: 'alice.google@example.test' },
  github: { userName: 'alice-gh' },
  apple: { userName: 'Alice Apple', email: 'alice.apple@example.test' },
  facebook: { userName: 'Alice Facebook' },
  x: { userName: 'alice_x' },
  discord: { userName: 'alice0' },
}

const TITLES: Record<OAuthProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** One registered client (the secure site): its secret and the only address codes go back to. */
export type OAuthClient = { clientId: string; clientSecret: string; redirectUri: string }

export type OAuthUser = { sub: string; username: string; email: string | null; provider: OAuthProviderId }

type AuthorizationRequest = {
  provider: OAuthProviderId
  client: OAuthClient
  state: string
  expiresAt: number
}
type Grant = { user: OAuthUser; client: OAuthClient; expiresAt: number }

const authorizeQuery = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().url(),
  state: z.string().min(1).max(2048),
  response_type: z.literal('code'),
})
const consentForm = z.object({
  request: z.string().min(1),
  decision: z.enum(['approve', 'deny']),
  username: z.string().trim().min(1).max(64).optional(),
})
const tokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  redirect_uri: z.string(),
})

export type OAuthProviderServer = {
  url: string
  port: number
  /** Registers a client; its codes go only to `redirectUri`. */
  register(redirectUri: string): OAuthClient
  close(): Promise<void>
}

/**
 * A local OAuth 2.0 authorization server standing in for Google, GitHub, Apple, Facebook, X and
 * Discord on its own origin: `/<provider>/authorize` shows a consent page (approve or deny, the
 * account's user name editable), codes are single-use and live 60 s, `/token` wants the client's
 * secret and the same redirect address, `/userinfo` answers the bearer token's user.
 */
export async function startOAuthProvider(options: {
  port?: number
  portEnvVar?: string
  now?: () => number
}): Promise<OAuthProviderServer> {
  const now = options.now ?? Date.now
  const clients = new Map<string, OAuthClient>()
  const requests = new Map<string, AuthorizationRequest>()
  const codes = new Map<string, Grant>()
  const tokens = new Map<string, Grant>()
  const random = () => randomBytes(18).toString('base64url')

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: 'server_error', error_description: String(error) })
    })
  })

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    // A page opened at the top level (the Telegram variant) makes the browser ask for an icon; a
    // 404 there is a console error in the tests' page.
    if (req.method === 'GET' && url.pathname === '/favicon.ico') return res.writeHead(204).end()
    const authorize = /^\/(\w+)\/authorize$/.exec(url.pathname)
    if (req.method === 'GET' && authorize) {
      const provider = authorize[1] as OAuthProviderId
      if (!OAUTH_PROVIDERS.includes(provider)) return text(res, 404, 'Unknown provider')
      const query = authorizeQuery.safeParse(Object.fromEntries(url.searchParams))
      const client = query.success ? clients.get(query.data.client_id) : undefined
      // Never redirect to an address the client did not register (RFC 6749 4.1.2.1).
      if (!query.success || !client || client.redirectUri !== query.data.redirect_uri)
        return text(res, 400, 'Invalid authorization request')
      const id = random()
      requests.set(id, { provider, client, state: query.data.state, expiresAt: now() + 10 * 60_000 })
      return html(res, 200, consentPage(provider, id))
    }
    if (req.method === 'POST' && url.pathname === '/consent') {
      const form = consentForm.safeParse(Object.fromEntries(new URLSearchParams(await readBody(req))))
      const request = form.success ? requests.get(form.data.request) : undefined
      if (!form.success || !request || request.expiresAt < now())
        return text(res, 400, 'This sign-in request is no longer valid')
      requests.delete(form.data.request)
      const back = new URL(request.client.redirectUri)
      back.searchParams.set('state', request.state)
      if (form.data.decision === 'deny') {
        back.searchParams.set('error', 'access_denied')
        back.searchParams.set('error_description', 'The user denied access')
      } else {
        const username = form.data.username ?? DEFAULT_ACCOUNTS[request.provider].userName
        const code = random()
        codes.set(code, {
          user: userFor(request.provider, username),
          client: request.client,
          expiresAt: now() + 60_000,
        })
        back.searchParams.set('code', code)
      }
      res.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' })
      return res.end()
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const body = await readBody(req)
      const form = tokenForm.safeParse(Object.fromEntries(new URLSearchParams(body)))
      if (!form.success) return json(res, 400, { error: 'invalid_request' })
      const grant = codes.get(form.data.code)
      codes.delete(form.data.code)
      const client = clients.get(form.data.client_id)
      if (
        !grant ||
        grant.expiresAt < now() ||
        !client ||
        grant.client !== client ||
        client.clientSecret !== form.data.client_secret ||
        client.redirectUri !== form.data.redirect_uri
      )
        return json(res, 400, { error: 'invalid_grant' })
      const accessToken = random()
      tokens.set(accessToken, { ...grant, expiresAt: now() + 3600_000 })
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 })
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      const grant = bearer ? tokens.get(bearer) : undefined
      if (!grant || grant.expiresAt < now()) return json(res, 401, { error: 'invalid_token' })
      return json(res, 200, grant.user)
    }
    if (req.method === 'GET' && url.pathname === '/health') return json(res, 200, { ok: true })
    text(res, 404, 'Not found')
  }

  const port = await listenLocal(server, {
    name: OAUTH_PROVIDER_NAME,
    port: options.port ?? 0,
    portEnvVar: options.portEnvVar,
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    register(redirectUri) {
      const client = { clientId: `client-${random()}`, clientSecret: random(), redirectUri }
      clients.set(client.clientId, client)
      return client
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The provider's user for a user name: the same name is the same account (stable `sub`). */
function userFor(provider: OAuthProviderId, username: string): OAuthUser {
  const fallback = DEFAULT_ACCOUNTS[provider]
  const slug = username.toLowerCase().replace(/[^a-z0-9]+/g, '.')
  const email =
    fallback.email === undefined
      ? null
      : username === fallback.userName
        ? fallback.email
        : `${slug}.${provider}@example.test`
  return { sub: `${provider}|${slug}`, username, email, provider }
}

function consentPage(provider: OAuthProviderId, request: string): string {
  const title = TITLES[provider]
  const account = DEFAULT_ACCOUNTS[provider]
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${title}</title>
<style>
body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: #f4f4f4; color: #141414 }
main { max-width: 420px; margin: 40px auto; padding: 24px; background: #fff; border-radius: 16px; display: grid; gap: 12px }
h1 { font-size: 22px; margin: 0 } label { display: grid; gap: 4px; font-weight: 600 }
input { font: inherit; padding: 8px 10px; border: 1px solid #767676; border-radius: 8px }
.actions { display: flex; gap: 8px } button { flex: 1; min-height: 44px; font: inherit; border-radius: 10px; border: 1px solid #767676; background: #fff; color: #141414; cursor: pointer }
button[value=approve] { background: #0b57d0; border-color: #0b57d0; color: #fff }
</style></head>
<body><main>
<h1>Sign in with ${title}</h1>
<p>The secure site asks to see your ${title} user name${account.email ? ' and e-mail address' : ''}.</p>
<form method="post" action="/consent">
<input type="hidden" name="request" value="${escapeHtml(request)}">
<label>${title} account <input name="username" value="${escapeHtml(account.userName)}" autocomplete="off"></label>
<div class="actions"><button type="submit" name="decision" value="deny">Deny</button><button type="submit" name="decision" value="approve">Approve</button></div>
</form>
</main></body></html>`
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}
function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
}
function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  res.end(body)
}
