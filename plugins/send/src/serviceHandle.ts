import type { SendService } from './core/createSendService.js'

/**
 * What `sendPluginTokens.service` resolves to: a small handle loaded with the plugin entry. The send
 * core (zod, validation, fee and profile logic) is imported on the first `load()`, i.e. when the
 * Send view opens, so an app that never sends never downloads it.
 */
export type SendServiceHandle = {
  /** This kernel's send service, loading its module first when needed. A failed load is retried next time. */
  load(): Promise<SendService>
  /** The service when it is loaded already, else undefined (nothing to reset or dispose then). */
  peek(): SendService | undefined
}

export function createSendServiceHandle(create: () => Promise<SendService>): SendServiceHandle {
  let loading: Promise<SendService> | undefined
  let loaded: SendService | undefined
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
