import type { OnrampService } from './core/createOnrampService.js'

/** What `onrampPluginTokens.service` resolves to; the core loads on the first `load()` (the Buy view). */
export type OnrampServiceHandle = {
  load(): Promise<OnrampService>
  peek(): OnrampService | undefined
}

export function createOnrampServiceHandle(create: () => Promise<OnrampService>): OnrampServiceHandle {
  let loading: Promise<OnrampService> | undefined
  let loaded: OnrampService | undefined
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
