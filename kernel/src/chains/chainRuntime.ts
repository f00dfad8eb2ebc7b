import { lazyFacade } from '../lazy/lazyFacade.js'
import { loadOnce } from '../lazy/loadOnce.js'
import type { Portico } from '../portico/types.js'
import type { ChainAdapter } from './types.js'

/**
 * What a chain plugin keeps for one kernel: created in `register` (never shared between kernels),
 * given the kernel in `setup`, stopped at teardown; its capability code (connect, sign, RPC) loads
 * once on first use. Chain plugins add their own fields with `Object.assign(runtime, { ... })`.
 */
export type ChainRuntime<TCapabilities> = {
  /** Aborted at teardown: stops polls, pings and wallet subscriptions. */
  readonly signal: AbortSignal
  /** The kernel, from setup on. */
  portico: Portico | undefined
  /** The capability module once loaded (so wallet events can be wired synchronously). */
  readonly loaded: TCapabilities | undefined
  /** Loads the capability module (once; a failed load is retried on the next call). */
  load(): Promise<TCapabilities>
  /** Unsubscribe functions of the watched wallets, by connector id. */
  readonly watchers: Map<string, () => void>
  unwatch(connectorId: string): void
  unwatchAll(): void
  /** Teardown: stops watching every wallet and aborts `signal`. Idempotent. */
  stop(): void
}

/**
 * The runtime every chain plugin needs.
 *
 * @example
 * const runtime = Object.assign(createChainRuntime(() => import('./capabilities.js')), { options, log })
 * ctx.chains.register(lazyChainAdapter('solana', async () => (await runtime.load()).createAdapter(runtime), [...]))
 */
export function createChainRuntime<TCapabilities>(
  load: () => Promise<TCapabilities>,
): ChainRuntime<TCapabilities> {
  const lifetime = new AbortController()
  const capabilities = loadOnce(load)
  const watchers = new Map<string, () => void>()
  const unwatch = (connectorId: string) => {
    watchers.get(connectorId)?.()
    watchers.delete(connectorId)
  }
  const unwatchAll = () => {
    for (const id of [...watchers.keys()]) unwatch(id)
  }
  return {
    signal: lifetime.signal,
    portico: undefined,
    get loaded() {
      return capabilities.peek()
    },
    load: capabilities.load,
    watchers,
    unwatch,
    unwatchAll,
    stop() {
      unwatchAll()
      lifetime.abort()
    },
  }
}

/** The capabilities a chain adapter may load lazily: every method that returns a promise. */
export type LazyCapability = {
  [K in keyof ChainAdapter]-?: NonNullable<ChainAdapter[K]> extends (...args: never[]) => Promise<unknown>
    ? K
    : never
}[keyof ChainAdapter]

/** What the adapter answers at once, before its code loads (`isAddress`, `displayDecimals`). */
export type EagerAdapterParts = Omit<ChainAdapter, 'namespace' | LazyCapability>

/**
 * The adapter the kernel sees while the chain's capability code is not loaded: each named
 * capability loads the real adapter (once), then runs; `eager` parts (`isAddress`, `displayDecimals`)
 * answer at once.
 *
 * @example
 * lazyChainAdapter('solana', async () => (await runtime.load()).createSolanaAdapter(runtime), ['connect', 'signMessage'], {
 *   isAddress: isSolanaAddress,
 * })
 */
export function lazyChainAdapter(
  namespace: ChainAdapter['namespace'],
  load: () => Promise<ChainAdapter>,
  capabilities: readonly LazyCapability[],
  eager: EagerAdapterParts = {},
): ChainAdapter {
  return { ...(lazyFacade(loadOnce(load), capabilities) as Partial<ChainAdapter>), ...eager, namespace }
}
