import { createToken, type Logger, loadOnce, type Portico, type PorticoOptions } from '@portico/kernel'
import type { PolkadotAccount, PolkadotOptions } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use. */
export type CapabilitiesModule = typeof import('./capabilities.js')

/** What the plugin keeps for one kernel (never shared between kernels). */
export type PolkadotRuntime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const polkadotRuntimeToken = createToken<PolkadotRuntime>('polkadot.runtime')

export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: PolkadotOptions
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const lifetime = new AbortController()
  const capabilities = loadOnce<CapabilitiesModule>(() => import('./capabilities.js'))
  const runtime = {
    options,
    kernelOptions,
    log,
    /** Aborted at teardown: ends account subscriptions and node connections. */
    signal: lifetime.signal,
    portico: undefined as Portico | undefined,
    /** Enabled extensions by connector id (opaque here; the capability chunk knows their shape). */
    enabled: new Map<string, unknown>(),
    /** The accounts (names, key types) each connected extension granted, by connector id. */
    accounts: new Map<string, PolkadotAccount[]>(),
    /** Node clients by CAIP-2 network id (opaque here: @polkadot/api loads on the transfer path). */
    apis: new Map<string, Promise<unknown>>(),
    /** Unsubscribe functions of the watched extensions, by connector id. */
    watchers: new Map<string, () => void>(),

    /** Loads the capability chunk once; a failed load is retried next time. */
    load: capabilities.load,
    /** The capability chunk when it has loaded (synchronous checks use it). */
    get loaded(): CapabilitiesModule | undefined {
      return capabilities.peek()
    },

    unwatch(connectorId: string) {
      runtime.watchers.get(connectorId)?.()
      runtime.watchers.delete(connectorId)
    },

    stop() {
      for (const unwatch of runtime.watchers.values()) unwatch()
      runtime.watchers.clear()
      lifetime.abort()
      runtime.loaded?.closeApis(runtime)
    },
  }
  return runtime
}
