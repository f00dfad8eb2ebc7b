import { createChainRuntime, createToken, type Logger, loadOnce } from '@portico/kernel'
import type { SolanaOptions } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use. */
export type CapabilitiesModule = typeof import('./capabilities.js')

export type SolanaRuntime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const solanaRuntimeToken = createToken<SolanaRuntime>('solana.runtime')

/**
 * What the plugin keeps for one kernel (the kernel's `createChainRuntime`: kernel, lifetime signal,
 * capability chunk, watched wallets) plus its options and Wallet Standard discovery.
 */
export function createRuntime({ options, log }: { options: SolanaOptions; log: Logger }) {
  const runtime = Object.assign(
    createChainRuntime<CapabilitiesModule>(() => import('./capabilities.js')),
    {
      options,
      log,
      /** Starts Wallet Standard discovery once (browser only); resolves when the wallets known now are added. */
      discover(): Promise<void> {
        const portico = runtime.portico
        if (!portico || options.discovery === false || typeof window === 'undefined') return Promise.resolve()
        return discovery.load()
      },
    },
  )
  const discovery = loadOnce(() =>
    import('./discovery/watchWallets.js').then(({ watchWallets }) => {
      const portico = runtime.portico
      if (!portico) return
      const stop = watchWallets({
        onConnector: portico.wallet.addConnector,
        onRemove: portico.wallet.removeConnector,
        log,
      })
      runtime.signal.addEventListener('abort', stop, { once: true })
    }),
  )
  return runtime
}
