import type { IncomingHttpHeaders } from 'node:http'
import type { AuthState } from './auth/state'
import type { BitcoinBalanceSource } from './bitcoin'
import type { ChainDirectory } from './chains'
import type { EmulatorSettings } from './config-state'
import type { SdkInfo } from './cors'
import type { FaultRegistry } from './faults'
import type { Identity } from './fixtures/identity'
import type { PriceBook } from './fixtures/prices'
import type { SyntheticAccounts } from './fixtures/synthetic'
import type { WcWallet } from './fixtures/wallets'
import type { ChainIndexer } from './history/indexer'
import type { MetadataCache } from './history/metadata'
import type { Reply } from './http'
import type { NameRegistry } from './profile/state'
import type { RouteName } from './routes'
import type { SessionStore } from './sessions/state'
import type { SolanaBalanceSource } from './solana'

/** One request as recorded for `GET /__emulator/requests`. */
export type RecordedRequest = {
  id: string
  at: string
  method: string
  path: string
  route: RouteName | null
  query: Record<string, string>
  /** projectId / st / sv / clientId, with the legacy x-sdk-type / x-sdk-version headers as fallbacks. */
  sdk: SdkInfo
  origin: string | null
  contentType: string | null
  /** Parsed JSON body when it was JSON, else the raw text; null without a body. */
  body: unknown
  status: number | null
  fault: string | null
}

/** One analytics body received on `POST /e` or `POST /batch`. */
export type RecordedEvent = {
  endpoint: 'e' | 'batch'
  at: string
  query: Record<string, string>
  body: unknown
}

/** Per-emulator state shared by all handlers (no module-level mutable state). */
export type EmulatorState = {
  baseUrl: string
  /** Origin of the local on-ramp provider pages, when running (`onrampPagesUrl` option). */
  readonly onrampPagesUrl: string | undefined
  settings: EmulatorSettings
  readonly initialKnownProjectIds: readonly string[] | undefined
  readonly faults: FaultRegistry
  readonly chains: ChainDirectory
  readonly indexers: ReadonlyMap<number, ChainIndexer>
  readonly metadata: ReadonlyMap<number, MetadataCache>
  readonly prices: PriceBook
  readonly wallets: readonly WcWallet[]
  readonly walletsByImageId: ReadonlyMap<string, WcWallet>
  readonly identities: ReadonlyMap<string, Identity>
  readonly requests: RecordedRequest[]
  /** The sign-in server's nonces, signing key and session lifetimes (`handlers/auth.ts`). */
  readonly auth: AuthState
  /** Account names registered through `POST /v1/profile/account` (`handlers/profile.ts`). */
  readonly names: NameRegistry
  /** Smart-session permissions granted per account (`handlers/sessions.ts`). */
  readonly sessions: SessionStore
  readonly events: RecordedEvent[]
  /** The local Solana cluster's balance reader, when the validator runs. */
  readonly solana?: SolanaBalanceSource | undefined
  /** The local Bitcoin chain's balance reader, when the node runs. */
  readonly bitcoin?: BitcoinBalanceSource | undefined
  /** Accounts whose balances and history are made up (`syntheticAccounts` option). */
  readonly synthetic: SyntheticAccounts
}

export type RequestContext = {
  method: string
  path: string
  params: Record<string, string>
  /** First value of every query parameter. */
  query: Record<string, string>
  headers: IncomingHttpHeaders
  sdk: SdkInfo
  /** The body decoded as JSON whatever the Content-Type; a syntax error is the plain-text 400. */
  readJson(): Promise<unknown>
  /** Aborts when the client goes away. */
  signal: AbortSignal
  state: EmulatorState
}

export type Handler = (context: RequestContext) => Promise<Reply> | Reply

export type RouteDefinition = {
  method: 'GET' | 'POST' | 'DELETE'
  /** Path with `:param` segments. */
  pattern: string
  name: RouteName
  handler: Handler
}

export const MAX_RECORDED = 2000

export function pushCapped<T>(list: T[], item: T): void {
  list.push(item)
  if (list.length > MAX_RECORDED) list.splice(0, list.length - MAX_RECORDED)
}
