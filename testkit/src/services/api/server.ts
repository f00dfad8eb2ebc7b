import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { LocalChain } from '../chains'
import { LOCAL_HOST, listenLocal } from '../net'
import { createAuthState } from './auth/state'
import { createBitcoinBalanceSource } from './bitcoin'
import { createChainDirectory } from './chains'
import {
  applySettingsPatch,
  defaultSettings,
  type EmulatorSettings,
  type SettingsPatch,
  settingsPatchSchema,
} from './config-state'
import {
  type EmulatorState,
  pushCapped,
  type RecordedEvent,
  type RecordedRequest,
  type RequestContext,
} from './context'
import { corsHeaders, sdkInfo } from './cors'
import {
  createFaultRegistry,
  DEFAULT_FAULT_DELAY_MS,
  type FaultRegistry,
  faultReply,
  waitUnlessAborted,
} from './faults'
import { identityFixture } from './fixtures/identity'
import { createPriceBook } from './fixtures/prices'
import { createSyntheticAccounts, type SyntheticAccount } from './fixtures/synthetic'
import { generateWalletCatalogue } from './fixtures/wallets'
import { accountRoutes } from './handlers/account'
import { ADMIN_PREFIX, adminRoutes, resetState } from './handlers/admin'
import { authAdminRoutes, authRoutes } from './handlers/auth'
import { catalogueRoutes } from './handlers/catalogue'
import { convertRoutes } from './handlers/convert'
import { marketRoutes } from './handlers/market'
import { onrampRoutes } from './handlers/onramp'
import { profileRoutes } from './handlers/profile'
import { projectRoutes } from './handlers/project'
import { sessionRoutes } from './handlers/sessions'
import { createChainIndexer } from './history/indexer'
import { createMetadataCache } from './history/metadata'
import { empty, type Reply, ReplyError, text } from './http'
import { createNameRegistry } from './profile/state'
import { createRouter } from './router'
import type { RouteName } from './routes'
import { createSessionStore } from './sessions/state'
import { createSolanaBalanceSource } from './solana'

export const API_EMULATOR_NAME = 'Blockchain API emulator'
const MAX_BODY_BYTES = 1024 * 1024

export type ApiEmulatorOptions = {
  /** 0 (default) picks a free port. */
  port?: number
  /** Env var named in the PortInUseError message. Default `PORTICO_API_PORT`. */
  portEnvVar?: string
  /** The running local chains (from `startLocalChains`). The first one is the default chain. */
  chains: readonly LocalChain[]
  /** Accepted project ids; default: any non-empty id. */
  knownProjectIds?: string[]
  /** USD unit prices by token symbol, merged over the defaults (ETH 3000, PTT 1.25). */
  prices?: Record<string, number>
  /** One line per request, e.g. `console.log`. */
  log?: (line: string) => void
  /** Origin of the local on-ramp provider pages; the Coinbase URL generator points there. Default pay.coinbase.com. */
  onrampPagesUrl?: string
  /** The local Solana validator: its cluster's balances are served from it. */
  solana?: { rpcUrl: string; caipNetworkId: string } | undefined
  /** The local Bitcoin node's gateway: its chain's BTC balances are served from it. */
  bitcoin?: { rpcUrl: string; caipNetworkId: string } | undefined
  /** Wallets in the catalogue, the two test wallets included (default 330; the cost-growth bench: 700). */
  catalogueSize?: number
  /**
   * Accounts whose balances and history are made up (as many tokens and transactions as asked),
   * on any eip155 chain, instead of read from a local chain: the cost-growth bench's 1,000 tokens
   * and 10,000 transactions.
   */
  syntheticAccounts?: readonly SyntheticAccount[]
}

export type ApiEmulator = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  port: number
  close(): Promise<void>
  faults: FaultRegistry
  /** Current remote settings (features, allowed origins, analytics flag, project limits, project ids). */
  settings(): EmulatorSettings
  /** Same as `POST /__emulator/config`. */
  configure(patch: SettingsPatch): EmulatorSettings
  /** Recorded requests (admin calls excluded), optionally only those of one route. */
  requests(route?: RouteName): RecordedRequest[]
  /** Bodies received on `POST /e` and `POST /batch`. */
  events(): RecordedEvent[]
  /** Start-up settings back, faults and records cleared. */
  reset(): void
}

function firstValues(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of params) if (!(key in query)) query[key] = value
  return query
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new ReplyError(text('Payload too large', 413)))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function decodeForRecord(raw: string): unknown {
  if (raw === '') return null
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

function unmatched(match: { kind: 'not-found' } | { kind: 'method-not-allowed'; allowed: string[] }): Reply {
  return match.kind === 'not-found' ? empty(404) : empty(405, { allow: match.allowed.join(', ') })
}

function write(response: ServerResponse, headers: Record<string, string>, reply: Reply): void {
  if (response.headersSent || response.destroyed) return
  response.writeHead(reply.status, { ...headers, ...reply.headers })
  const { body } = reply
  if (body === undefined) response.end()
  else if (typeof body === 'string' || Buffer.isBuffer(body)) response.end(body)
  else response.end(JSON.stringify(body))
}

/**
 * Starts the Blockchain API + wallet catalogue emulator on 127.0.0.1. See README.md in this folder for
 * routes, the admin endpoints and the fixtures.
 */
export async function startApiEmulator(options: ApiEmulatorOptions): Promise<ApiEmulator> {
  const chains = createChainDirectory(options.chains)
  const solana = options.solana ? createSolanaBalanceSource(options.solana) : undefined
  if (solana) chains.supported.push(solana.caipNetworkId)
  const bitcoin = options.bitcoin ? createBitcoinBalanceSource(options.bitcoin) : undefined
  if (bitcoin) chains.supported.push(bitcoin.caipNetworkId)
  const wallets = generateWalletCatalogue(options.catalogueSize)
  const state: EmulatorState = {
    baseUrl: '',
    onrampPagesUrl: options.onrampPagesUrl,
    settings: defaultSettings(options.knownProjectIds),
    initialKnownProjectIds: options.knownProjectIds ? [...options.knownProjectIds] : undefined,
    faults: createFaultRegistry(),
    chains,
    indexers: new Map(chains.local.map((chain) => [chain.info.chainId, createChainIndexer(chain.client)])),
    metadata: new Map(chains.local.map((chain) => [chain.info.chainId, createMetadataCache(chain)])),
    prices: createPriceBook(options.prices),
    wallets,
    walletsByImageId: new Map(wallets.map((wallet) => [wallet.image_id, wallet])),
    identities: identityFixture(),
    requests: [],
    events: [],
    auth: createAuthState(),
    names: createNameRegistry(),
    sessions: createSessionStore(),
    solana,
    bitcoin,
    synthetic: createSyntheticAccounts(options.syntheticAccounts),
  }
  const api = createRouter([
    ...accountRoutes,
    ...marketRoutes,
    ...catalogueRoutes,
    ...projectRoutes,
    ...convertRoutes,
    ...onrampRoutes,
    ...authRoutes,
    ...profileRoutes,
    ...sessionRoutes,
  ])
  const admin = createRouter([...adminRoutes, ...authAdminRoutes])
  const log = options.log

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now()
    const method = request.method ?? 'GET'
    const url = new URL(request.url ?? '/', `http://${LOCAL_HOST}`)
    const path = url.pathname
    const headers = { ...corsHeaders(), 'x-request-id': randomUUID(), 'cache-control': 'no-store' }
    const abort = new AbortController()
    response.on('close', () => {
      if (!response.writableFinished) abort.abort()
    })
    const query = firstValues(url.searchParams)
    const isAdmin = path.startsWith(ADMIN_PREFIX)

    let record: RecordedRequest | undefined
    let reply: Reply
    try {
      const raw = (await readBody(request)).toString('utf8')
      if (!isAdmin) {
        record = {
          id: headers['x-request-id'],
          at: new Date(started).toISOString(),
          method,
          path,
          route: null,
          query,
          sdk: sdkInfo(query, request.headers),
          origin: request.headers.origin ?? null,
          contentType: request.headers['content-type'] ?? null,
          body: decodeForRecord(raw),
          status: null,
          fault: null,
        }
        pushCapped(state.requests, record)
      }
      if (method === 'OPTIONS') {
        // CORS preflight, answered for any path like the real server's CORS layer.
        reply = empty(200)
      } else {
        const context: RequestContext = {
          method,
          path,
          params: {},
          query,
          headers: request.headers,
          sdk: sdkInfo(query, request.headers),
          readJson: async () => {
            try {
              return JSON.parse(raw) as unknown
            } catch (error) {
              const reason = raw.trim() === '' ? 'EOF while parsing a value' : (error as Error).message
              throw new ReplyError(text(`Failed to parse the request body as JSON: ${reason}`, 400))
            }
          },
          signal: abort.signal,
          state,
        }
        if (isAdmin) {
          const match = admin.match(method, path)
          if (match.kind !== 'found') reply = unmatched(match)
          else reply = await match.route.handler({ ...context, params: match.params })
        } else {
          const match = api.match(method, path)
          if (match.kind !== 'found') {
            reply = unmatched(match)
          } else {
            const route = match.route
            if (record) record.route = route.name
            const fault = state.faults.take(route.name)
            let faulted: Reply | undefined
            if (fault) {
              if (record) record.fault = fault.kind
              faulted = faultReply(fault)
              if (fault.kind === 'delay') {
                const completed = await waitUnlessAborted(
                  fault.delayMs ?? DEFAULT_FAULT_DELAY_MS,
                  abort.signal,
                )
                if (!completed) return
              }
            }
            reply = faulted ?? (await route.handler({ ...context, params: match.params }))
          }
        }
      }
    } catch (error) {
      if (error instanceof ReplyError) {
        reply = error.reply
      } else {
        log?.(
          `${method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        )
        reply = text('Internal server error', 500)
      }
    }
    if (record) record.status = reply.status
    write(response, headers, reply)
    log?.(`${method} ${path}${url.search} -> ${reply.status} (${Date.now() - started} ms)`)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log?.(`Unhandled emulator error: ${String(error)}`)
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  const port = await listenLocal(server, {
    name: API_EMULATOR_NAME,
    port: options.port ?? 0,
    portEnvVar: options.portEnvVar ?? 'PORTICO_API_PORT',
  })
  const url = `http://${LOCAL_HOST}:${port}`
  state.baseUrl = url
  // Warm the history index in the background so the first history call is quick.
  for (const indexer of state.indexers.values()) indexer.sync().catch(() => undefined)

  let closing: Promise<void> | undefined
  return {
    url,
    port,
    faults: state.faults,
    settings: () => ({ ...state.settings }),
    configure(patch) {
      applySettingsPatch(state.settings, settingsPatchSchema.parse(patch))
      return { ...state.settings }
    },
    requests: (route) => state.requests.filter((request) => route === undefined || request.route === route),
    events: () => [...state.events],
    reset: () => resetState(state),
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
