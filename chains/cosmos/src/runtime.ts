import { createToken, type Logger, type Portico, type PorticoOptions } from '@portico/kernel'
import type { CosmosOptions } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use (connect, RPC, prefetch). */
export type CapabilitiesModule = typeof import('./capabilities.js')

/** What the plugin keeps for one kernel (never shared between kernels). */
export type CosmosRuntime = ReturnType<typeof createRuntime>

/** The key a wallet granted for one chain, kept for signing (public key checked against the address). */
export type GrantedKey = {
  chainId: string
  address: string
  pubKey: Uint8Array
  algo: string
  name?: string | undefined
}

/** Private service carrying the runtime from the register phase to the setup phase. */
export const cosmosRuntimeToken = createToken<CosmosRuntime>('cosmos.runtime')

export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: CosmosOptions
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const lifetime = new AbortController()
  let loading: Promise<CapabilitiesModule> | undefined
  const runtime = {
    options,
    kernelOptions,
    log,
    /** Aborted at teardown: stops confirmation polls and keystore listeners. */
    signal: lifetime.signal,
    portico: undefined as Portico | undefined,
    loaded: undefined as CapabilitiesModule | undefined,
    /** The key each connected wallet granted, by connector id. */
    keys: new Map<string, GrantedKey>(),
    /** Read-only node clients by RPC URL (opened once, shared by balance reads). */
    clients: new Map<string, Promise<unknown>>(),
    /** Unsubscribe functions of the watched wallets, by connector id. */
    watchers: new Map<string, () => void>(),

    /** Loads the capability chunk (once; a failed load is retried next time). */
    load(): Promise<CapabilitiesModule> {
      loading ??= import('./capabilities.js').then(
        (module) => {
          runtime.loaded = module
          return module
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },

    unwatch(connectorId: string) {
      runtime.watchers.get(connectorId)?.()
      runtime.watchers.delete(connectorId)
    },

    stop() {
      for (const unwatch of runtime.watchers.values()) unwatch()
      runtime.watchers.clear()
      runtime.clients.clear()
      lifetime.abort()
    },
  }
  return runtime
}
