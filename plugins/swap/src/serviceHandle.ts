import type { SwapService } from './core/createSwapService.js'

/**
 * What `swapPluginTokens.service` resolves to: a small handle loaded with the plugin entry. The swap
 * core (zod schemas, quotes, allowance, transactions) is imported on the first `load()`, when the
 * Swap view opens.
 */
export type SwapServiceHandle = {
  /** This kernel's swap service, loading its module first when needed. A failed load is retried next time. */
  load(): Promise<SwapService>
  /** The service when it is loaded already, else undefined. */
  peek(): SwapService | undefined
}

export function createSwapServiceHandle(create: () => Promise<SwapService>): SwapServiceHandle {
  let loading: Promise<SwapService> | undefined
  let loaded: SwapService | undefined
  return {
    load() {
      loading ??= create().then(
        (service) => {
          loaded = service
          return service
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    peek: () => loaded,
  }
}
