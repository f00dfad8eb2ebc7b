import { createToken, type Logger, type Portico, type PorticoOptions } from '@portico/kernel'
import type { WalletStandardDiscovery } from './discovery/watchWalletStandard.js'
import type { Bip122Options, BitcoinAccount } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use (connect, RPC, prefetch). */
export type CapabilitiesModule = typeof import('./capabilities.js')

/** What the plugin keeps for one kernel (never shared between kernels). */
export type Bip122Runtime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const bip122RuntimeToken = createToken<Bip122Runtime>('bip122.runtime')

export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: Bip122Options
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const lifetime = new AbortController()
  let loading: Promise<CapabilitiesModule> | undefined
  const runtime = {
    options,
    kernelOptions,
    log,
    /** Aborted at teardown: stops confirmation polls and wallet subscriptions. */
    signal: lifetime.signal,
    portico: undefined as Portico | undefined,
    discovery: undefined as WalletStandardDiscovery | undefined,
    loaded: undefined as CapabilitiesModule | undefined,
    /** The accounts (with purposes and public keys) each connected wallet gave, by connector id. */
    accounts: new Map<string, BitcoinAccount[]>(),
    /** Wallet drivers by connector id (a driver keeps the wallet's own account objects). */
    drivers: new Map<string, unknown>(),
    /** Unsubscribe functions of the watched wallets, by connector id. */
    watchers: new Map<string, () => void>(),
    /** The chains the Blockchain API serves, asked once (set on first use by the balance read). */
    apiChains: undefined as (() => Promise<ReadonlySet<string>>) | undefined,

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
      lifetime.abort()
    },
  }
  return runtime
}
