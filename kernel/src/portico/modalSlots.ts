import type { FlagStore } from '../flags/createFlagStore.js'
import type { HostedServices } from '../hosted/hostedServices.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../log/createLogger.js'
import type { Notifications } from '../notifications/createNotifications.js'
import type { ExtensionRegistry } from '../views/createExtensionRegistry.js'
import type { Portico } from './types.js'

/**
 * The modal's `prefetch` work: every item of the slot, run together; a failure is logged, never
 * thrown. (`prepare` runs in the kernel's own chunk: it starts the first open's loads.) The first prefetch also fetches the remote config when the hosted
 * services are on (privacy by default: on the first open, never at start-up).
 */
export function createModalSlots({
  extensions,
  flags,
  log,
  notifications,
  hosted,
  catalogue,
  portico,
}: {
  extensions: ExtensionRegistry
  flags: FlagStore
  log: Logger
  notifications: Notifications
  hosted: HostedServices
  catalogue: HttpClient
  /** The instance the slot items receive (asked for when they run). */
  portico: () => Portico
}) {
  let remoteConfigRequested = false
  const runSlot = async (slot: 'modal.prefetch', failure: string, extra: Array<Promise<unknown>> = []) => {
    const items = extensions.list(slot).map((item) => Promise.resolve().then(() => item.run(portico())))
    const results = await Promise.allSettled([...extra, ...items])
    for (const result of results) if (result.status === 'rejected') log.warn(failure, result.reason)
  }
  return {
    prefetch: () => {
      const work: Array<Promise<unknown>> = []
      if (!remoteConfigRequested && hosted.enabled) {
        remoteConfigRequested = true
        work.push(
          import('./hostedPrefetch.js').then(({ runHostedPrefetch }) =>
            runHostedPrefetch({ flags, log, notifications, catalogue }),
          ),
        )
      }
      return runSlot('modal.prefetch', 'Prefetch failed', work)
    },
  }
}
