import { type Logger, messages } from '@portico/kernel'
import type { FrameRequestPayloads, FrameSuccessPayloads } from './frameSchemas.js'
import { parseFrameEvent } from './frameSchemas.js'
import { invalidFrameResponse, loadFailed, somethingWentWrong } from './messages.js'
import {
  APP_PREFIX,
  FRAME_PREFIX,
  FRAME_TIMING,
  FRAME_Z_INDEX,
  type FrameRequestName,
  LOAD_TIMER_EXEMPT,
  LOGIN_REQUESTS,
} from './protocol.js'

export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

/** A frame request that failed: the frame's message, a time-out or an abort. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  constructor(
    message: string,
    readonly reason: 'frame' | 'aborted' | FrameTimeoutReason = 'frame',
  ) {
    super(message)
  }
}

export type FrameChannelOptions = {
  /** The frame page, e.g. `https://secure.example/sdk?projectId=…`. */
  url: string
  window: Window
  log: Pick<Logger, 'warn' | 'debug'>
  onTimeout: (reason: FrameTimeoutReason) => void
  onSessionUpdate?: (token: string) => void
  timing?: Partial<Record<keyof typeof FRAME_TIMING, number>>
}

type Pending = { name: FrameRequestName; resolve: (value: unknown) => void; reject: (error: Error) => void }

/**
 * The hidden secure-site frame and its request channel (API-FACTS 5.2). Unlike the incumbent, it
 * takes messages only from its own frame's window and origin, and posts to that origin only.
 * Ready after READY plus 500 ms; a request waiting for readiness longer than 20 s fails the load,
 * a login request unanswered for 120 s times out; both abort every pending request.
 */
export function createFrameChannel(options: FrameChannelOptions) {
  const timing = { ...FRAME_TIMING, ...options.timing }
  const { window: win, log } = options
  const frameOrigin = new URL(options.url).origin
  const doc = win.document
  const iframe = doc.createElement('iframe')
  iframe.name = 'portico-secure-frame'
  iframe.title = 'Embedded wallet'
  iframe.src = options.url
  iframe.dataset.porticoFrame = ''
  Object.assign(iframe.style, {
    position: 'fixed',
    zIndex: String(FRAME_Z_INDEX),
    display: 'none',
    border: '0',
  })
  const pending = new Map<string, Pending>()
  let ready = false
  let failed = false
  let markReady: () => void = () => {}
  let markFailed: (error: Error) => void = () => {}
  const readyPromise = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  // A request may never wait on it; keep an unobserved rejection quiet.
  readyPromise.catch(() => undefined)
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const abortAll = () => {
    for (const [id, entry] of pending) {
      pending.delete(id)
      entry.reject(
        new FrameRequestError(
          entry.name === 'RPC_REQUEST' ? messages.requestWasAborted : somethingWentWrong,
          'aborted',
        ),
      )
    }
  }
  const fail = (reason: FrameTimeoutReason) => {
    options.onTimeout(reason)
    abortAll()
  }
  const startLoadTimer = () => {
    if (ready || loadTimer !== undefined) return
    loadTimer = setTimeout(() => {
      failed = true
      markFailed(new FrameRequestError(loadFailed, 'iframe_load_failed'))
      fail('iframe_load_failed')
    }, timing.loadTimeoutMs)
  }

  const onMessage = (event: MessageEvent) => {
    // Only our frame, from its own origin, may answer: a page or another frame cannot forge replies.
    // A frame-protocol message from anywhere else is ignored and reported (other messages are not ours).
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) {
      const type = (event.data as { type?: unknown } | null)?.type
      if (typeof type === 'string' && type.startsWith(FRAME_PREFIX))
        log.warn(`Ignored an embedded wallet message from another window or origin (${event.origin})`, type)
      return
    }
    const parsed = parseFrameEvent(event.data)
    if (!parsed) {
      log.warn('Dropped an invalid message from the embedded wallet frame', event.data)
      // A reply to one of our requests in the wrong shape fails that request with a clear error
      // (the spec only logs it, which leaves the request, and a login, waiting for good).
      const reply = (event.data ?? {}) as { id?: unknown; type?: unknown }
      const id = typeof reply.id === 'string' ? reply.id : undefined
      const entry = id === undefined ? undefined : pending.get(id)
      const ours =
        entry &&
        (reply.type === `${FRAME_PREFIX}${entry.name}_SUCCESS` ||
          reply.type === `${FRAME_PREFIX}${entry.name}_ERROR`)
      if (id !== undefined && entry && ours) {
        pending.delete(id)
        entry.reject(new FrameRequestError(invalidFrameResponse))
      }
      return
    }
    if (parsed.kind === 'ready') {
      if (ready || failed) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        ready = true
        clearTimeout(loadTimer)
        markReady()
      }, timing.readyDelayMs)
      timers.add(timer)
      return
    }
    if (parsed.kind === 'session-update') return options.onSessionUpdate?.(parsed.token)
    const entry = parsed.id === undefined ? undefined : pending.get(parsed.id)
    if (!entry || entry.name !== parsed.name) return
    pending.delete(parsed.id as string)
    if (parsed.kind === 'success') entry.resolve(parsed.payload)
    else entry.reject(new FrameRequestError(parsed.message || messages.anErrorOccurred))
  }
  win.addEventListener('message', onMessage)
  doc.body.appendChild(iframe)

  const newId = () => {
    const bytes = win.crypto.getRandomValues(new Uint8Array(8))
    return Array.from(bytes, (b) => b.toString(36))
      .join('')
      .slice(0, 12)
  }

  return {
    iframe,
    origin: frameOrigin,
    isReady: () => ready,
    ready: readyPromise,

    /**
     * Sends one request and resolves with the frame's SUCCESS payload (validated); rejects with the
     * frame's message, 'Request was aborted' (RPC) / 'Something went wrong' on an abort, or the
     * load failure.
     */
    async request<K extends FrameRequestName>(
      name: K,
      payload?: FrameRequestPayloads[K],
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<FrameSuccessPayloads[K]> {
      const aborted = () =>
        new FrameRequestError(
          name === 'RPC_REQUEST' ? messages.requestWasAborted : somethingWentWrong,
          'aborted',
        )
      if (signal?.aborted) throw aborted()
      if (failed) throw new FrameRequestError(loadFailed, 'iframe_load_failed')
      const id = newId()
      const result = new Promise<unknown>((resolve, reject) => {
        pending.set(id, { name, resolve, reject })
      })
      let requestTimer: ReturnType<typeof setTimeout> | undefined
      if (LOGIN_REQUESTS.includes(name)) {
        requestTimer = setTimeout(() => {
          if (pending.has(id)) fail('iframe_request_timeout')
        }, timing.loginRequestTimeoutMs)
      }
      const onAbort = () => {
        const entry = pending.get(id)
        if (!entry) return
        pending.delete(id)
        entry.reject(aborted())
        if (name === 'RPC_REQUEST' && ready) post('RPC_ABORT', newId(), undefined)
      }
      signal?.addEventListener('abort', onAbort)
      if (!ready && !LOAD_TIMER_EXEMPT.includes(name)) startLoadTimer()
      // Sent once the frame listens; an abort or a load failure before that settles `result`.
      void readyPromise.then(
        () => {
          if (pending.has(id)) post(name, id, payload)
        },
        () => undefined,
      )
      try {
        return (await result) as FrameSuccessPayloads[K]
      } finally {
        clearTimeout(requestTimer)
        signal?.removeEventListener('abort', onAbort)
      }
    },

    /** Shows the frame over `rect` (the modal's body), or hides it. */
    show(rect: { top: number; left: number; width: number; height: number } | undefined) {
      if (!rect) {
        iframe.style.display = 'none'
        return
      }
      Object.assign(iframe.style, {
        display: 'block',
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      })
    },

    abortAll,

    destroy() {
      win.removeEventListener('message', onMessage)
      clearTimeout(loadTimer)
      for (const timer of timers) clearTimeout(timer)
      abortAll()
      iframe.remove()
    },
  }

  function post(name: FrameRequestName, id: string, payload: unknown) {
    const message =
      payload === undefined
        ? { type: APP_PREFIX + name, id }
        : { type: APP_PREFIX + name, id, payload: toWire(payload) }
    iframe.contentWindow?.postMessage(message, frameOrigin)
  }
}

export type FrameChannel = ReturnType<typeof createFrameChannel>

/** BigInts become `0x` hex before posting (API-FACTS 5.2); structured clone would keep them as BigInt. */
function toWire(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  if (Array.isArray(value)) return value.map(toWire)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toWire(entry)]))
  return value
}
