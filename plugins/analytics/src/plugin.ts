import { coreTokens, createToken, definePlugin, developmentChecks, loadOnce } from '@portico/kernel'
import type { AnalyticsRuntime, KernelEventRecord } from './core/createAnalyticsRuntime.js'
import { type AnalyticsOptions, checkAnalyticsOptions, resolveAnalyticsOptions } from './options.js'

/** Kernel events seen before the first open; more than this and the oldest are dropped. */
const EARLY_EVENTS_KEPT = 100

type AnalyticsHandle = {
  /** Events seen before the runtime loaded. */
  readonly early: KernelEventRecord[]
  runtime: ReturnType<typeof loadOnce<AnalyticsRuntime>>
}

const analyticsHandle = createToken<AnalyticsHandle>('analytics.handle')

/**
 * Opt-in analytics: composing `analytics()` is the app's consent to send the modal's events
 * (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, SIWX_*, ERROR_FETCH_TRANSACTIONS, ...) and error
 * reports (at most 5 per 60 s) to the analytics host (`api.analytics`, `POST /e`; what is still
 * queued when the page hides goes in one `sendBeacon` to `/batch`). Nothing leaves before the
 * visitor first opens the modal: then `/getAnalyticsConfig` decides; a refusal, a failure or the
 * `analytics` flag set to false sends nothing at all. A 403 shows 'Invalid App Configuration'
 * once and stops sending. Other plugins only emit kernel events; none imports this one.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), analytics()], networks, projectId })
 */
export function analytics(options: AnalyticsOptions = {}) {
  const resolved = resolveAnalyticsOptions(options)
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) checkAnalyticsOptions(resolved)
  return definePlugin({
    id: 'analytics',
    version: '0.1.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provide(analyticsHandle, (r) => {
        const early: KernelEventRecord[] = []
        return {
          early,
          runtime: loadOnce(() =>
            import('./core/createAnalyticsRuntime.js').then(({ createAnalyticsRuntime }) =>
              createAnalyticsRuntime({ portico: r.resolve(coreTokens.portico), options: resolved, early }),
            ),
          ),
        }
      })
      // The visitor opened the modal: only now may anything be asked of or sent to a server.
      ctx.extensions.contribute('modal.prefetch', {
        id: 'analytics',
        run: (portico) => {
          if (!portico.hosted.enabled || portico.flags.get('analytics') === false) return
          void portico
            .resolve(analyticsHandle)
            .runtime.load()
            .then((runtime) => runtime.start())
            .catch((error: unknown) => portico.log.warn('Analytics could not start', error))
        },
      })
    },
    setup(ctx) {
      const handle = ctx.resolve(analyticsHandle)
      const off = ctx.portico.events.onAny((name, payload) => {
        const runtime = handle.runtime.peek()
        if (runtime) return runtime.record(name, payload)
        if (
          handle.early.push({ name, payload, at: Date.now(), url: globalThis.location?.href ?? '' }) >
          EARLY_EVENTS_KEPT
        )
          handle.early.shift()
      })
      return () => {
        off()
        handle.runtime.peek()?.dispose()
      }
    },
  })
}
