import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'
import { listenLocal } from '../net.js'
import { createEip155Wallet, type SecureSiteChain } from './eip155.js'
import { createFarcasterLogins, FARCASTER_PATH } from './farcaster.js'
import { createFaults, type FaultRequest, faultRequestSchema } from './faults.js'
import { FRAME_SCRIPT, framePage } from './framePage.js'
import { readBody } from './http.js'
import { createInbox, type InboxMessage } from './inbox.js'
import { inboxPage } from './inboxPage.js'
import { createLogins, FrameRequestError, type LoginLimits } from './logins.js'
import { type OAuthClient, startOAuthProvider } from './oauthProvider.js'
import { judgeOrigin, LOCAL_ORIGINS, type ProjectOrigins, projectOriginsSchema } from './origins.js'
import { createStateWriter, emptyState, readState } from './persist.js'
import { ORIGIN_NOT_ALLOWED_MESSAGE, UNVERIFIED_DOMAIN_MESSAGE } from './protocol.js'
import { createRequestHandler, relayedRequestSchema } from './requests.js'
import { createSocialLogins, SOCIAL_CALLBACK_PATH } from './socialLogins.js'
import {
  farcasterDonePage,
  farcasterPage,
  invalidSocialPage,
  loadingPage,
  socialResultPage,
} from './socialPages.js'
import { createSolanaWallet, type SecureSiteSolana } from './solana.js'

export const SECURE_SITE_NAME = 'Secure-site service'

export type SecureSiteOptions = {
  /** 0 picks a free port. */
  port?: number
  portEnvVar?: string
  chains: readonly SecureSiteChain[]
  /** The Solana cluster the users' Solana accounts sign for and send to; absent, Solana is refused. */
  solana?: SecureSiteSolana | undefined
  /** Users, devices and sessions are kept here; absent keeps them in memory only. */
  statePath?: string
  /** Allow lists per project id; others allow `LOCAL_ORIGINS`. */
  projects?: Record<string, { origins: string[]; unverified?: string[] }>
  limits?: Partial<LoginLimits>
  /** The OAuth provider stand-in's port (its own origin); 0 (the default) picks a free one. */
  oauthPort?: number
  /** Called with each new user's address (the playground funds it on the local chains). */
  onUserCreated?: (address: `0x${string}`, solanaAddress: string) => Promise<void> | void
  now?: () => number
}

export type SecureSite = {
  url: string
  port: number
  /** The OAuth provider stand-in (`/<provider>/authorize`, consent page) on its own origin. */
  oauthUrl: string
  /** The mails sent so far. */
  inbox(to?: string): InboxMessage[]
  setFault(fault: FaultRequest): void
  clearFaults(): void
  setProject(projectId: string, origins: { origins: string[]; unverified?: string[] }): void
  /** Resolves once the state file holds every change so far. */
  flush(): Promise<void>
  close(): Promise<void>
}

const approvalBodySchema = z.object({
  id: z.string().min(1).max(64),
  decision: z.enum(['approve', 'reject']),
  token: z.string().max(128).optional(),
})
const farcasterFormSchema = z.object({
  channel: z.string().min(1).max(64),
  decision: z.enum(['approve', 'reject']),
  username: z.string().trim().min(1).max(32),
})
const relayedBodySchema = relayedRequestSchema.extend({ origin: z.string(), projectId: z.string() })

export const DEFAULT_LIMITS: LoginLimits = {
  codeTtlMs: 10 * 60_000,
  maxWrongCodes: 3,
  sessionTtlMs: 7 * 86_400_000,
}

/**
 * The embedded wallet's secure site on its own origin: the frame page (`/sdk`) that speaks the frame
 * protocol, the API behind it, the local inbox (`/inbox`, `/inbox.html`), device-approval links,
 * fault injection and allow lists (`/__secure-site/*`).
 */
export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const now = options.now ?? Date.now
  const state = options.statePath ? await readState(options.statePath) : emptyState()
  const writer = options.statePath
    ? createStateWriter(options.statePath, (error) =>
        console.error('secure-site: writing state failed', error),
      )
    : undefined
  const inbox = createInbox(now)
  const faults = createFaults()
  const projects = new Map<string, ProjectOrigins>(
    Object.entries(options.projects ?? {}).map(([id, p]) => [id, projectOriginsSchema.parse(p)]),
  )
  let baseUrl = ''
  const logins = createLogins({
    state,
    changed: () => void writer?.write(state),
    inbox,
    now,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    deviceLink: (token) => `${baseUrl}/device/approve?token=${token}`,
    ...(options.onUserCreated ? { onUserCreated: options.onUserCreated } : {}),
    defaultChainId: options.chains[0]?.chainId ?? 1,
  })
  const oauth = await startOAuthProvider({ port: options.oauthPort ?? 0 })
  const secureSiteUrl = () => baseUrl
  // The client is registered once the secure site's port (its callback address) is known.
  let oauthClient: OAuthClient | undefined
  const socials = createSocialLogins({
    logins,
    oauthUrl: oauth.url,
    client: () => oauthClient as OAuthClient,
    secureSiteUrl,
    now,
  })
  const farcaster = createFarcasterLogins({ logins, secureSiteUrl, now })
  const handler = createRequestHandler({
    logins,
    socials,
    farcaster,
    wallets: {
      eip155: createEip155Wallet({ chains: options.chains }),
      solana: options.solana ? createSolanaWallet(options.solana) : undefined,
    },
  })
  const open = new Set<AbortController>()

  const server = createServer((req, res) => {
    const controller = new AbortController()
    open.add(controller)
    res.on('close', () => {
      open.delete(controller)
      controller.abort(new Error('closed'))
    })
    route(req, res, controller.signal).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { ok: false, message: String(error) })
    })
  })

  async function route(req: IncomingMessage, res: ServerResponse, signal: AbortSignal) {
    const url = new URL(req.url ?? '/', baseUrl)
    const path = url.pathname
    if (req.method === 'OPTIONS') return cors(res).writeHead(204).end()
    if (req.method === 'GET' && path === '/sdk') {
      const projectId = url.searchParams.get('projectId') ?? ''
      return html(
        res,
        framePage({
          projectId,
          chainId: url.searchParams.get('chainId') ?? '',
          neverReady: faults.neverReady,
        }),
      )
    }
    if (req.method === 'GET' && path === '/frame.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      return res.end(FRAME_SCRIPT)
    }
    if (req.method === 'POST' && path === '/api/request') return relayed(req, res, signal)
    if (req.method === 'GET' && path === '/loading') return html(res, loadingPage())
    if (req.method === 'GET' && path === SOCIAL_CALLBACK_PATH) {
      const action = socials.callback(url)
      if (action.kind === 'invalid') return html(res, invalidSocialPage(), 400)
      if (action.kind === 'redirect') {
        res.writeHead(302, { location: action.location, 'cache-control': 'no-store' })
        return res.end()
      }
      return html(res, socialResultPage(action.appOrigin, action.resultUri))
    }
    if (req.method === 'GET' && path === FARCASTER_PATH) {
      const channel = url.searchParams.get('channel') ?? ''
      return html(res, farcasterPage(channel, farcaster.isOpen(channel)))
    }
    if (req.method === 'POST' && path === FARCASTER_PATH) {
      const form = farcasterFormSchema.safeParse(Object.fromEntries(new URLSearchParams(await readBody(req))))
      if (!form.success) return html(res, farcasterPage('', false), 400)
      const { channel, decision, username } = form.data
      const answered = farcaster.answer(channel, decision, username)
      return html(
        res,
        answered ? farcasterDonePage(decision === 'approve') : farcasterPage('', false),
        answered ? 200 : 400,
      )
    }
    if (req.method === 'POST' && path === '/api/approval') {
      const body = approvalBodySchema.safeParse(await readJson(req))
      if (!body.success) return json(res, 400, { ok: false, message: 'Invalid approval' })
      return answer(res, async () => ({
        result: await handler.decide(body.data.id, body.data.token, body.data.decision),
      }))
    }
    if (req.method === 'GET' && path === '/device/approve') {
      const approved = logins.approveDevice(url.searchParams.get('token') ?? '')
      return html(
        res,
        page(
          approved ? 'Device approved' : 'Link not valid',
          approved ? 'You can go back to the app.' : 'This link was used or is unknown.',
        ),
        approved ? 200 : 404,
      )
    }
    if (req.method === 'GET' && path === '/inbox') {
      return json(cors(res), 200, inbox.list(url.searchParams.get('to') ?? undefined))
    }
    if (req.method === 'GET' && path === '/inbox.html') return html(res, inboxPage(inbox.list()))
    if (path === '/__secure-site/faults') {
      if (req.method === 'DELETE') {
        faults.clear()
        return json(res, 200, { ok: true })
      }
      if (req.method === 'GET') return json(res, 200, faults.list())
      const body = faultRequestSchema.safeParse(await readJson(req))
      if (!body.success) return json(res, 400, { ok: false, message: z.prettifyError(body.error) })
      faults.set(body.data)
      return json(res, 200, { ok: true })
    }
    const project = /^\/__secure-site\/projects\/([^/]+)$/.exec(path)
    if (project && req.method === 'POST') {
      const body = projectOriginsSchema.safeParse(await readJson(req))
      if (!body.success) return json(res, 400, { ok: false, message: z.prettifyError(body.error) })
      projects.set(decodeURIComponent(project[1] as string), body.data)
      return json(res, 200, { ok: true })
    }
    if (req.method === 'GET' && path === '/health') return json(res, 200, { ok: true })
    json(res, 404, { ok: false, message: 'Not found' })
  }

  async function relayed(req: IncomingMessage, res: ServerResponse, signal: AbortSignal) {
    const body = relayedBodySchema.safeParse(await readJson(req))
    if (!body.success) return json(res, 400, { ok: false, message: 'Invalid request' })
    const request = body.data
    const verdict = judgeOrigin(
      projects.get(request.projectId) ?? { origins: LOCAL_ORIGINS, unverified: [] },
      request.origin,
    )
    if (verdict !== 'allowed')
      return json(res, 200, {
        ok: false,
        message: verdict === 'unverified' ? UNVERIFIED_DOMAIN_MESSAGE : ORIGIN_NOT_ALLOWED_MESSAGE,
      })
    const fault = faults.take(request.type)
    if (fault?.kind === 'hang') return // held open until the frame goes away or the service stops
    if (fault?.kind === 'error') return json(res, 200, { ok: false, message: fault.message })
    return answer(res, () => handler.handle(request, signal))
  }

  const port = await listenLocal(server, {
    name: SECURE_SITE_NAME,
    port: options.port ?? 0,
    portEnvVar: options.portEnvVar,
  })
  baseUrl = `http://127.0.0.1:${port}`
  oauthClient = oauth.register(`${baseUrl}${SOCIAL_CALLBACK_PATH}`)
  return {
    url: baseUrl,
    port,
    oauthUrl: oauth.url,
    inbox: (to) => inbox.list(to),
    setFault: (fault) => faults.set(faultRequestSchema.parse(fault)),
    clearFaults: () => faults.clear(),
    setProject: (id, origins) => projects.set(id, projectOriginsSchema.parse(origins)),
    flush: async () => writer?.flush(),
    async close() {
      for (const controller of open) controller.abort(new Error('closing'))
      server.closeAllConnections()
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), oauth.close()])
      await writer?.flush()
    },
  }
}

async function answer(res: ServerResponse, run: () => Promise<object>) {
  try {
    json(res, 200, { ok: true, ...(await run()) })
  } catch (error) {
    if (error instanceof FrameRequestError) return json(res, 200, { ok: false, message: error.message })
    throw error
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req)
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function cors(res: ServerResponse) {
  res.setHeader('access-control-allow-origin', '*')
  return res
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

function html(res: ServerResponse, body: string, status = 200) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
}

function page(title: string, text: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`
}
