import { createToken, type Logger, type Portico } from '@portico/kernel'
import type { SolanaOptions } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use. */
export type CapabilitiesModule = typeof import('./capabilities.js')

export type SolanaRuntime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const solanaRuntimeToken = createToken<SolanaRuntime>('solana.runtime')

/**
 * What the plugin keeps for one kernel: created in `register` (never shared between kernels),
 * given the kernel in `setup`, stopped at teardown. Capability code loads once, lazily.
 */
export function createRuntime({ options, log }: { options: SolanaOptions; log: Logger }) {
  const lifetime = new AbortController()
  let loading: Promise<CapabilitiesModule> | undefined
  let discovering: Promise<void> | undefined
  const runtime = {
    options,
    log,
    signal: lifetime.signal,
    portico: undefined as Portico | undefined,
    loaded: undefined as CapabilitiesModule | undefined,
    /** Unsubscribe functions of the watched wallets, by connector id. */
    watchers: new Map<string, () => void>(),

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

    /** Starts Wallet Standard discovery once (browser only); resolves when the wallets known now are added. */
    discover(): Promise<void> {
      const portico = runtime.portico
      if (!portico || options.discovery === false || typeof window === 'undefined') return Promise.resolve()
      discovering ??= import('./discovery/watchWallets.js').then(
        ({ watchWallets }) => {
          const stop = watchWallets({
            onConnector: portico.wallet.addConnector,
            onRemove: portico.wallet.removeConnector,
            log,
          })
          lifetime.signal.addEventListener('abort', stop, { once: true })
        },
        (error: unknown) => {
          discovering = undefined
          throw error
        },
      )
      return discovering
    },

    unwatch(connectorId: string) {
      runtime.watchers.get(connectorId)?.()
      runtime.watchers.delete(connectorId)
    },

    unwatchAll() {
      for (const unwatch of runtime.watchers.values()) unwatch()
      runtime.watchers.clear()
    },

    stop() {
      runtime.unwatchAll()
      lifetime.abort()
    },
  }
  return runtime
}
