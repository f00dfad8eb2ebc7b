import { type Alert, alerts } from '../errors/alerts.js'
import type { FlagStore } from '../flags/createFlagStore.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../log/createLogger.js'
import type { Notifications } from '../notifications/createNotifications.js'

/**
 * The hosted services' work on the modal's first prefetch, loaded only when they are on: the
 * remote config (its refusals shown as alerts) and the page's origin against the project's
 * allow-list (API-FACTS 3.5).
 */
export async function runHostedPrefetch({
  flags,
  log,
  notifications,
  catalogue,
}: {
  flags: FlagStore
  log: Logger
  notifications: Notifications
  catalogue: HttpClient
}): Promise<void> {
  const remoteConfig = import('../flags/remote.js').then(({ applyRemoteConfig, fetchRemoteFeatures }) =>
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
  const origin = import('../hosted/allowedOrigins.js').then(async ({ checkAllowedOrigin }) => {
    const pageOrigin = globalThis.location?.origin
    if (pageOrigin && !(await checkAllowedOrigin(catalogue, pageOrigin)))
      notifications.showAlert(alerts.ORIGIN_NOT_ALLOWED)
  })
  await Promise.all([remoteConfig, origin])
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
