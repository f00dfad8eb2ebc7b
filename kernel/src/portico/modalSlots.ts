import { type Alert, alerts } from '../errors/alerts.js'
import type { FlagStore } from '../flags/createFlagStore.js'
import type { HostedServices } from '../hosted/hostedServices.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../log/createLogger.js'
import type { Notifications } from '../notifications/createNotifications.js'
import type { ExtensionRegistry } from '../views/createExtensionRegistry.js'
import type { Portico } from './types.js'

/**
 * The modal's `prepare` and `prefetch` work: every item of the slot, run together; a failure is
 * logged, never thrown. The first prefetch also fetches the remote config when the hosted
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
  const runSlot = async (
    slot: 'modal.prepare' | 'modal.prefetch',
    failure: string,
    extra: Array<Promise<unknown>> = [],
  ) => {
    const items = extensions.list(slot).map((item) => Promise.resolve().then(() => item.run(portico())))
    const results = await Promise.allSettled([...extra, ...items])
    for (const result of results) if (result.status === 'rejected') log.warn(failure, result.reason)
  }
  const fetchRemoteConfig = () =>
    import('../flags/remote.js').then(({ applyRemoteConfig, fetchRemoteFeatures }) =>
      fetchRemoteFeatures(catalogue).then(
        (features) => applyRemoteConfig(flags, features, log),
        (error: unknown) => {
          log.warn('Remote config unavailable; local features apply', error)
          // 429 and 5xx showed their alert in the HTTP client; the config's own answers:
          const alert = alertForConfigStatus((error as { status?: unknown }).status)
          if (alert) notifications.showAlert(alert)
        },
      ),
    )
  // API-FACTS 3.5: the page's origin against the project's allow-list.
  const checkOrigin = () =>
    import('../hosted/allowedOrigins.js').then(async ({ checkAllowedOrigin }) => {
      const origin = globalThis.location?.origin
      if (origin && !(await checkAllowedOrigin(catalogue, origin)))
        notifications.showAlert(alerts.ORIGIN_NOT_ALLOWED)
    })
  return {
    prepare: () => runSlot('modal.prepare', 'Preparing the modal failed'),
    prefetch: () => {
      const work: Array<Promise<unknown>> = []
      if (!remoteConfigRequested && hosted.enabled) {
        remoteConfigRequested = true
        work.push(fetchRemoteConfig(), checkOrigin())
      }
      return runSlot('modal.prefetch', 'Prefetch failed', work)
    },
  }
}

/**
 * What the remote config's own refusals mean (spec 8): the hosted services do not know the
 * project id (401), or know it but it is not set up for this SDK (403).
 */
function alertForConfigStatus(status: unknown): Alert | undefined {
  if (status === 401) return alerts.INVALID_PROJECT_ID
  if (status === 403) return alerts.PROJECT_ID_NOT_CONFIGURED
  return undefined
}
