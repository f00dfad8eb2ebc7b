import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { LOCAL_HOST, listenLocal } from '../net.js'
import { createSnapshotWriter, type RelaySnapshot, readSnapshot, type SnapshotWriter } from './persist.js'
import { clientIdFromAuth } from './protocol.js'
import { ANONYMOUS_PREFIX, createRouter, type Peer, short } from './router.js'
import { createMessageStore } from './store.js'
import { createSubscriptionRegistry } from './subscriptions.js'

export type RelayOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  /** How often every socket gets a ws ping frame; a socket that missed the previous pong is dropped. */
  pingIntervalMs?: number
  maxMessagesPerTopic?: number
  maxMessages?: number
  /** Caps the `ttl` a publisher asks for. */
  maxTtlSeconds?: number
  /** JSON file holding messages and subscriptions across restarts; no file is written without it. */
  persistPath?: string
  log?: (line: string) => void
}

export type RelayStats = { connections: number; topics: number; storedMessages: number }

export type Relay = {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` to give the clients. */
  url: string
  port: number
  /** Closes every socket (clients reconnect by themselves), frees the port and writes the snapshot. */
  close(): Promise<void>
  stats(): RelayStats
}

export const RELAY_PORT_ENV = 'PORTICO_RELAY_PORT'

export const RELAY_DEFAULTS = {
  pingIntervalMs: 25_000,
  maxMessagesPerTopic: 500,
  maxMessages: 10_000,
  maxTtlSeconds: 86_400,
} as const

/** Largest frame accepted; ws closes the socket with 1009 beyond it. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024
/** How long `close()` waits for the closing handshakes before dropping sockets. */
const CLOSE_GRACE_MS = 1_000

type Connection = {
  peer: Peer
  socket: WebSocket
  /** Cleared by each ping, set by each pong. */
  alive: boolean
  closed: Promise<void>
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback
  if (!Number.isInteger(resolved) || resolved < 1) {
    throw new RangeError(`startRelay: ${name} must be a positive integer, got ${value}.`)
  }
  return resolved
}

function rawToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/**
 * Starts a WalletConnect relay on 127.0.0.1 that speaks the `irn_*` and `wc_*` methods the
 * WalletConnect 2.x clients use, keeps published messages for later subscribers, and can keep its
 * state in a JSON file across restarts.
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const pingIntervalMs = positiveInteger(
    'pingIntervalMs',
    options.pingIntervalMs,
    RELAY_DEFAULTS.pingIntervalMs,
  )
  const log = options.log ?? (() => {})
  const store = createMessageStore({
    maxMessagesPerTopic: positiveInteger(
      'maxMessagesPerTopic',
      options.maxMessagesPerTopic,
      RELAY_DEFAULTS.maxMessagesPerTopic,
    ),
    maxMessages: positiveInteger('maxMessages', options.maxMessages, RELAY_DEFAULTS.maxMessages),
    maxTtlSeconds: positiveInteger('maxTtlSeconds', options.maxTtlSeconds, RELAY_DEFAULTS.maxTtlSeconds),
  })
  const subscriptions = createSubscriptionRegistry()
  const connections = new Set<Connection>()

  let writer: SnapshotWriter | undefined
  if (options.persistPath) {
    const path = options.persistPath
    try {
      const snapshot = await readSnapshot(path)
      if (snapshot) {
        store.load(snapshot.messages)
        subscriptions.load(snapshot.subscriptions)
        log(`relay: restored ${store.size()} messages from ${path}`)
      }
    } catch (error) {
      log(`relay: ignoring ${path}, starting empty: ${(error as Error).message}`)
    }
    const takeSnapshot = (): RelaySnapshot => ({
      version: 1,
      messages: store.toRecords(),
      subscriptions: subscriptions.toRecord((clientId) => !clientId.startsWith(ANONYMOUS_PREFIX)),
    })
    writer = createSnapshotWriter(path, takeSnapshot, {
      onError: (error) => log(`relay: cannot write ${path}: ${(error as Error).message}`),
    })
  }
  const router = createRouter({ store, subscriptions, changed: () => writer?.schedule(), log })

  function stats(): RelayStats {
    return {
      connections: connections.size,
      topics: new Set([...subscriptions.topics(), ...store.topics()]).size,
      storedMessages: store.size(),
    }
  }

  const server = createServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ ok: true, ...stats() }))
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('WalletConnect relay: open a WebSocket on this URL.\n')
  })
  const wss = new WebSocketServer({ server, maxPayload: MAX_FRAME_BYTES })
  wss.on('error', (error) => log(`relay: ${error.message}`))

  wss.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', `http://${LOCAL_HOST}`)
    const clientId = clientIdFromAuth(url.searchParams.get('auth')) ?? `${ANONYMOUS_PREFIX}${randomUUID()}`
    const peer: Peer = {
      clientId,
      inflight: new Map(),
      topics: new Set(),
      unsolicited: new Set(),
      send: (frame) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(frame)
      },
    }
    const connection: Connection = {
      peer,
      socket,
      alive: true,
      closed: new Promise((resolve) => socket.once('close', () => resolve())),
    }
    connections.add(connection)
    router.connect(peer)
    log(`relay: ${short(clientId)} connected (${connections.size} open)`)

    socket.on('message', (data) => router.receive(peer, rawToText(data)))
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('error', (error) => log(`relay: socket of ${short(clientId)}: ${error.message}`))
    socket.on('close', () => {
      connections.delete(connection)
      router.disconnect(peer)
      log(`relay: ${short(clientId)} disconnected (${connections.size} open)`)
    })
  })

  let port: number
  try {
    port = await listenLocal(server, {
      name: 'WalletConnect relay',
      port: options.port ?? 0,
      portEnvVar: RELAY_PORT_ENV,
    })
  } catch (error) {
    wss.close()
    throw error
  }

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        log(`relay: ${short(connection.peer.clientId)} missed a pong, dropping it`)
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping()
    }
  }, pingIntervalMs)
  pinger.unref()

  async function shutdown() {
    clearInterval(pinger)
    // Stop accepting first, so a client that reconnects at once does not land on a closing relay.
    const wssClosed = new Promise<void>((resolve) => wss.close(() => resolve()))
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()))
    const open = [...connections]
    for (const connection of open) connection.socket.close(1012, 'relay restarting')
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())
    await Promise.race([Promise.all(open.map((connection) => connection.closed)), grace])
    for (const connection of connections) connection.socket.terminate()
    await Promise.all(open.map((connection) => connection.closed))
    server.closeAllConnections()
    await Promise.all([wssClosed, serverClosed])
    await writer?.flush()
    log(`relay: closed ws://${LOCAL_HOST}:${port}`)
  }

  let closing: Promise<void> | undefined
  return {
    url: `ws://${LOCAL_HOST}:${port}`,
    port,
    close: () => {
      closing ??= shutdown()
      return closing
    },
    stats,
  }
}
