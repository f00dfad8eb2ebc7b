import { createToken, type Logger, type Portico, type PorticoOptions } from '@portico/kernel'
import type { AnnouncedProviders } from './discovery/watchAnnouncedProviders.js'
import type { Eip155Options } from './types.js'
import type { NetworkClient } from './viem/createNetworkClient.js'

/** The capability chunk: everything after discovery, loaded on first use (connect, RPC, prefetch). */
export type CapabilitiesModule = typeof import('./capabilities.js')

/**
 * What the plugin keeps for one kernel: created in `register` (never shared between kernels),
 * given the kernel in `setup`, stopped at teardown. The capability code is loaded once, lazily.
 */
export type Eip155Runtime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const eip155RuntimeToken = createToken<Eip155Runtime>('eip155.runtime')

export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: Eip155Options
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const lifetime = new AbortController()
  let loading: Promise<CapabilitiesModule> | undefined
  const runtime = {
    options,
    kernelOptions,
    log,
    /** Aborted at teardown: stops transport pings and wallet subscriptions. */
    signal: lifetime.signal,
    /** The kernel, from setup on. */
    portico: undefined as Portico | undefined,
    /** EIP-6963 discovery, from setup on (browser only). */
    discovery: undefined as AnnouncedProviders | undefined,
    /** The capability chunk once loaded (so wallet events can be wired synchronously). */
    loaded: undefined as CapabilitiesModule | undefined,
    /** Unsubscribe functions of the watched wallets, by connector id. */
    watchers: new Map<string, () => void>(),
    /** viem public clients by CAIP-2 network id. */
    clients: new Map<string, Promise<NetworkClient>>(),

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

    unwatchAll() {
      for (const unwatch of runtime.watchers.values()) unwatch()
      runtime.watchers.clear()
    },

    /** Teardown: stops watching wallets and pinging RPC URLs. Idempotent. */
    stop() {
      runtime.unwatchAll()
      lifetime.abort()
      runtime.clients.clear()
    },
  }
  return runtime
}
