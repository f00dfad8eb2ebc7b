import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'
import { listenLocal } from '../net.js'
import { createEip155Wallet, type SecureSiteChain } from './eip155.js'
import { createFaults, type FaultRequest, faultRequestSchema } from './faults.js'
import { FRAME_SCRIPT, framePage } from './framePage.js'
import { createInbox, type InboxMessage } from './inbox.js'
import { inboxPage } from './inboxPage.js'
import { createLogins, FrameRequestError, type LoginLimits } from './logins.js'
import { judgeOrigin, LOCAL_ORIGINS, type ProjectOrigins, projectOriginsSchema } from './origins.js'
import { createStateWriter, emptyState, readState } from './persist.js'
import { ORIGIN_NOT_ALLOWED_MESSAGE, UNVERIFIED_DOMAIN_MESSAGE } from './protocol.js'
import { createRequestHandler, relayedRequestSchema } from './requests.js'

export const SECURE_SITE_NAME = 'Secure-site service'

export type SecureSiteOptions = {
  /** 0 picks a free port. */
  port?: number
  portEnvVar?: string
  chains: readonly SecureSiteChain[]
  /** Users, devices and sessions are kept here; absent keeps them in memory only. */
  statePath?: string
  /** Allow lists per project id; others allow `LOCAL_ORIGINS`. */
  projects?: Record<string, { origins: string[]; unverified?: string[] }>
  limits?: Partial<LoginLimits>
  /** Called with each new user's address (the playground funds it on the local chains). */
  onUserCreated?: (address: `0x${string}`) => Promise<void> | void
  now?: () => number
}

export type SecureSite = {
  url: string
  port: number
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
  const handler = createRequestHandler({
    logins,
    wallets: { eip155: createEip155Wallet({ chains: options.chains }) },
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
  return {
    url: baseUrl,
    port,
    inbox: (to) => inbox.list(to),
    setFault: (fault) => faults.set(faultRequestSchema.parse(fault)),
    clearFaults: () => faults.clear(),
    setProject: (id, origins) => projects.set(id, projectOriginsSchema.parse(origins)),
    flush: async () => writer?.flush(),
    async close() {
      for (const controller of open) controller.abort(new Error('closing'))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
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
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 1_000_000) return undefined
  }
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
