import { alerts, type Portico } from '@portico/kernel'
import type { ResolvedAnalyticsOptions } from '../options.js'
import { trackedEvent } from './eventMap.js'
import type { AnalyticsEvent } from './eventSchema.js'
import { createRateLimit } from './rateLimit.js'
import { analyticsConfigSchema, ignoredAnswerSchema } from './schemas.js'

/** Spec 8: error reporting is limited to 5 per 60 s. */
export const ERROR_REPORTS = { max: 5, windowMs: 60_000 } as const
/** API-FACTS 4.2: a beacon body stays under about 45 KB; past that the queue is sent at once. */
const MAX_QUEUE_BYTES = 45_000

/** A kernel event as the plugin saw it: its name, payload, time (ms) and page address. */
export type KernelEventRecord = { name: string; payload: unknown; at: number; url: string }

/** pending: waiting for `/getAnalyticsConfig`; on: sending; off: refused or failed; blocked: a 403. */
export type AnalyticsState = 'idle' | 'pending' | 'on' | 'off' | 'blocked'

export type AnalyticsRuntime = {
  /** Asks `/getAnalyticsConfig` once; sends what was kept if analytics is on. */
  start(): Promise<void>
  record(name: string, payload: unknown): void
  /** Posts every queued event now (also run by the timer). */
  flush(): Promise<void>
  readonly state: AnalyticsState
  dispose(): void
}

export type AnalyticsRuntimeParameters = {
  portico: Portico
  options: ResolvedAnalyticsOptions
  /** Events seen before this runtime loaded, oldest first; emptied into the queue. */
  early?: KernelEventRecord[]
  now?: () => number
  /** Default `navigator.sendBeacon`, when the browser has it. */
  sendBeacon?: ((url: string, body: string) => boolean) | undefined
}

type ErrorProps = Extract<AnalyticsEvent['props'], { type: 'error' }>

/** Which of the four report kinds of API-FACTS 4.1 an error is, read from its name and source. */
function errorKind(error: unknown, source: string | undefined): ErrorProps['event'] {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'HttpResponseValidationError') return 'DATA_PARSING_ERROR'
  if (typeof name === 'string' && name.startsWith('Http')) return 'API_ERROR'
  if (source === 'email-auth') return 'SECURE_SITE_ERROR'
  return 'INTERNAL_SDK_ERROR'
}

function errorProps(error: unknown, source: string | undefined): ErrorProps {
  const e = (error ?? {}) as { name?: unknown; shortMessage?: unknown; message?: unknown; stack?: unknown }
  const text = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 2000) : undefined)
  return {
    type: 'error',
    event: errorKind(error, source),
    errorType: text(e.name) ?? typeof error,
    errorMessage: text(e.shortMessage) ?? text(e.message) ?? text(String(error)),
    stackTrace: text(e.stack),
  }
}

/**
 * The loaded half of the analytics plugin (the entry only keeps events until the first open):
 * maps kernel events to analytics events, queues them, posts them to `/e` and sends the rest
 * with `sendBeacon` to `/batch` when the page hides; error reports go to `/e` at once, rate
 * limited. Events go through `portico.http.analytics`, the config question through
 * `portico.http.catalogue` (API-FACTS 3.6); both add projectId, st and sv.
 */
export function createAnalyticsRuntime(parameters: AnalyticsRuntimeParameters): AnalyticsRuntime {
  const { portico, options } = parameters
  const now = parameters.now ?? Date.now
  const sendBeacon =
    parameters.sendBeacon ??
    (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url: string, body: string) => navigator.sendBeacon(url, body)
      : undefined)
  const log = portico.log.child('analytics')
  const http = portico.http.analytics
  const limit = createRateLimit(ERROR_REPORTS.max, ERROR_REPORTS.windowMs, now)

  let state: AnalyticsState = 'idle'
  let starting: Promise<void> | undefined
  let queue: AnalyticsEvent[] = []
  /** Error reports waiting for the config answer (already counted against the limit). */
  let waitingReports: AnalyticsEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let batchUrl: string | undefined
  const offs: Array<() => void> = []

  const envelope = (props: AnalyticsEvent['props'], timestamp: number | string, url: string) => {
    const address = url || (globalThis.location?.href ?? '')
    let domain = ''
    try {
      domain = new URL(address).hostname
    } catch {
      // An address that is not a URL (tests, SSR) leaves the domain empty.
    }
    return { eventId: crypto.randomUUID(), url: address, domain, timestamp, props } satisfies AnalyticsEvent
  }

  /** A 403 from the analytics host: the origin is not allowed; say so once and stop for good. */
  const block = () => {
    if (state === 'blocked') return
    state = 'blocked'
    queue = []
    waitingReports = []
    clearTimeout(timer)
    portico.notifications.showAlert(alerts.INVALID_APP_CONFIGURATION)
    log.warn('Analytics refused this origin (403); nothing more is sent')
  }

  const post = async (event: AnalyticsEvent) => {
    if (state !== 'on') return
    try {
      await http.post('/e', { body: event, schema: ignoredAnswerSchema })
    } catch (error) {
      if ((error as { status?: unknown }).status === 403) block()
      else log.debug('An analytics event was not delivered', error)
    }
  }

  const flush = async () => {
    clearTimeout(timer)
    timer = undefined
    const events = queue
    queue = []
    for (const event of events) await post(event)
  }

  const schedule = () => {
    if (state !== 'on' || timer !== undefined) return
    const bytes = JSON.stringify(queue).length
    if (bytes > MAX_QUEUE_BYTES) return void flush()
    timer = setTimeout(() => void flush(), options.flushIntervalMs)
  }

  /** The page is going away or out of sight: what is queued leaves in one beacon. */
  const onHide = () => {
    if (state !== 'on' || !queue.length || !batchUrl || !sendBeacon) return
    const body = JSON.stringify(queue)
    if (sendBeacon(batchUrl, body)) {
      queue = []
      clearTimeout(timer)
      timer = undefined
    }
  }

  const listenForHide = () => {
    if (typeof document === 'undefined') return
    const visibility = () => document.visibilityState === 'hidden' && onHide()
    document.addEventListener('visibilitychange', visibility)
    globalThis.addEventListener('pagehide', onHide)
    offs.push(
      () => document.removeEventListener('visibilitychange', visibility),
      () => globalThis.removeEventListener('pagehide', onHide),
    )
  }

  const record = (name: string, payload: unknown, at = now(), url = '') => {
    if (state === 'off' || state === 'blocked') return
    if (name === 'kernel:error') {
      if (!options.reportErrors || !limit.take()) return
      const { error, source } = (payload ?? {}) as { error?: unknown; source?: string }
      const report = envelope(errorProps(error, source), new Date(at).toISOString(), url)
      if (state === 'on') void post(report)
      else waitingReports.push(report)
      return
    }
    const tracked = trackedEvent(name, payload, portico)
    if (!tracked) return
    queue.push(envelope({ type: 'track', ...tracked }, at, url))
    schedule()
  }

  // Kept events are taken now and again on start: one may arrive while this module is loading.
  const drain = () => {
    for (const kept of parameters.early?.splice(0) ?? []) record(kept.name, kept.payload, kept.at, kept.url)
  }
  drain()

  return {
    get state() {
      return state
    },
    record: (name, payload) => record(name, payload),
    flush,
    start() {
      starting ??= (async () => {
        drain()
        state = 'pending'
        let enabled = false
        try {
          const config = await portico.http.catalogue.get('/getAnalyticsConfig', {
            schema: analyticsConfigSchema,
          })
          enabled = config.isAnalyticsEnabled && portico.flags.get('analytics') !== false
        } catch (error) {
          log.debug('Analytics config unavailable; analytics stays off', error)
        }
        if (state !== 'pending') return
        if (!enabled) {
          state = 'off'
          queue = []
          waitingReports = []
          return
        }
        batchUrl = await http.getUrl('/batch')
        state = 'on'
        listenForHide()
        const reports = waitingReports
        waitingReports = []
        for (const report of reports) void post(report)
        await flush()
      })()
      return starting
    },
    dispose() {
      onHide()
      clearTimeout(timer)
      for (const off of offs.splice(0)) off()
      state = 'off'
    },
  }
}
