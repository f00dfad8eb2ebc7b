import { WebSocket } from 'ws'

/**
 * A bare JSON-RPC client for the relay, for tests that look at the wire: it sends any text,
 * records every frame and, like the WalletConnect clients, answers `irn_subscription` with `true`.
 */

export type Frame = {
  id?: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export type RawClientOptions = {
  /** Sent as the `iss` of a fake (unsigned) auth token, which names the client across reconnects. */
  clientId?: string
  /** Answer `irn_subscription` with `true` (default true). */
  autoAck?: boolean
  /** Let ws answer pings (default true). */
  autoPong?: boolean
}

export type RawClient = {
  socket: WebSocket
  /** Sends a request with a fresh id and waits for the frame answering it. */
  request(method: string, params?: unknown): Promise<Frame>
  sendRaw(text: string): void
  /** Waits for (and takes) the first frame not taken yet that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>
  /** Resolves when no unseen frame matches within `ms`; rejects otherwise. */
  nothing(match: (frame: Frame) => boolean, ms?: number): Promise<void>
  /** Waits for the next `irn_subscription` push. */
  nextPush(timeoutMs?: number): Promise<NonNullable<Frame['params']>['data']>
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

export function fakeAuthToken(clientId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss: clientId })}.c2lnbmF0dXJl`
}

export async function connectRawClient(relayUrl: string, options: RawClientOptions = {}): Promise<RawClient> {
  const url = new URL(relayUrl)
  url.searchParams.set('projectId', 'portico-tests')
  if (options.clientId) url.searchParams.set('auth', fakeAuthToken(options.clientId))
  const socket = new WebSocket(url, { autoPong: options.autoPong ?? true })
  const unseen: Frame[] = []
  const waiters = new Set<{ match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }>()
  let nextId = 1

  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })

  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    if (frame.method === 'irn_subscription' && (options.autoAck ?? true)) {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    }
    for (const waiter of waiters) {
      if (waiter.match(frame)) {
        waiters.delete(waiter)
        waiter.resolve(frame)
        return
      }
    }
    unseen.push(frame)
  })

  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })

  function next(match: (frame: Frame) => boolean, timeoutMs = 2_000): Promise<Frame> {
    const index = unseen.findIndex(match)
    if (index >= 0) return Promise.resolve(unseen.splice(index, 1)[0]!)
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (frame: Frame) => {
          clearTimeout(timer)
          resolve(frame)
        },
      }
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        reject(new Error(`no matching frame within ${timeoutMs} ms`))
      }, timeoutMs)
      waiters.add(waiter)
    })
  }

  return {
    socket,
    request(method, params) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.id === id && frame.method === undefined)
    },
    sendRaw: (text) => socket.send(text),
    next,
    async nothing(match, ms = 150) {
      const frame = await next(match, ms).catch(() => undefined)
      if (frame) throw new Error(`unexpected frame: ${JSON.stringify(frame)}`)
    },
    async nextPush(timeoutMs) {
      const frame = await next((candidate) => candidate.method === 'irn_subscription', timeoutMs)
      return frame.params!.data
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close()
      await closed
    },
  }
}

/** A random 32-byte hex topic. */
export function randomTopic(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
}
