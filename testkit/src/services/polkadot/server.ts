import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import {
  answerCall,
  errorAnswer,
  internalError,
  type JsonRpcAnswer,
  type JsonRpcError,
  readBody,
} from '../jsonRpc'
import { LOCAL_HOST, listenLocal } from '../net'
import { type Block, type Chain, createChain, NodeRefusal } from './chain'
import { POLKADOT_DEV_ACCOUNTS, POLKADOT_DEV_INITIAL_BALANCE, POLKADOT_PORT } from './constants'
import {
  METHODS,
  RPC_ERRORS,
  RPC_METHOD_NAMES,
  SUBSCRIPTIONS,
  type SubscriptionKind,
  UNSUBSCRIBE_METHODS,
} from './rpc'

export const POLKADOT_NODE_NAME = 'Polkadot node emulator'
const MAX_BODY_BYTES = 4 * 1024 * 1024
/** Pause before an extrinsic's block, as a node's block time would space them. */
const STATUS_STEP_MS = 30
/**
 * Pause between in-block and finalized. Clients read the block's events when they hear in-block;
 * @polkadot/api drops that read when finalized comes first, so finality waits a little.
 */
const FINALITY_DELAY_MS = 500

export type PolkadotNode = {
  /** `http://127.0.0.1:<port>` (JSON-RPC over HTTP POST). */
  url: string
  /** `ws://127.0.0.1:<port>` (JSON-RPC with subscriptions). */
  wsUrl: string
  port: number
  genesisHash: `0x${string}`
  /** `polkadot:` + the first 32 hex characters of the genesis hash. */
  caipNetworkId: string
  chain: Chain
  close(): Promise<void>
}

export type StartPolkadotNodeOptions = { port?: number; portEnvVar?: string }

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.string(),
  params: z.unknown().optional(),
})

type Answer = JsonRpcAnswer
const refusal = (error: unknown): JsonRpcError | undefined =>
  error instanceof NodeRefusal ? { code: error.code, message: error.message, data: error.data } : undefined
const refusalAnswer = (id: Answer['id'], error: unknown): Answer => {
  const { code, message, data } = refusal(error) ?? internalError(error)
  return errorAnswer(id, code, message, data)
}

/** Answers a request that needs no subscription; undefined for subscription methods. */
function answerPlain(chain: Chain, id: Answer['id'], method: string, params: unknown): Answer | undefined {
  if (method === 'rpc_methods')
    return { jsonrpc: '2.0', id, result: { version: 1, methods: RPC_METHOD_NAMES } }
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined
  if (!handler) return undefined
  return answerCall(id, () => handler(chain, params), refusal)
}

/**
 * Starts the Polkadot node emulator on 127.0.0.1: WebSocket and HTTP JSON-RPC, the dev accounts
 * funded at genesis, one block per valid extrinsic, finality at once.
 */
export async function startPolkadotNode(options: StartPolkadotNodeOptions = {}): Promise<PolkadotNode> {
  await cryptoWaitReady()
  const chain = createChain({
    endowed: POLKADOT_DEV_ACCOUNTS.map((account) => ({
      address: account.address,
      free: POLKADOT_DEV_INITIAL_BALANCE,
    })),
  })
  const sockets = new Set<WebSocket>()
  /** Every live subscription: where to send, what it follows. */
  const subscriptions = new Map<string, { socket: WebSocket; notification: string; kind: SubscriptionKind }>()
  let nextId = 1

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notify = (id: string, result: unknown) => {
    const subscription = subscriptions.get(id)
    if (!subscription) return
    send(subscription.socket, {
      jsonrpc: '2.0',
      method: subscription.notification,
      params: { subscription: id, result },
    })
  }
  const announce = (block: Block) => {
    for (const [id, { kind }] of subscriptions) {
      if (kind.kind === 'newHeads' || kind.kind === 'finalizedHeads' || kind.kind === 'allHeads')
        notify(id, block.header.toJSON())
      if (kind.kind === 'storage' && kind.keys)
        notify(id, {
          block: block.hash,
          changes: kind.keys.map((key) => [key, chain.storageAt(key, block.hash)]),
        })
    }
  }
  const initial = (id: string, kind: SubscriptionKind) => {
    if (kind.kind === 'runtimeVersion') notify(id, chain.runtimeVersion.toJSON())
    if (kind.kind === 'newHeads' || kind.kind === 'allHeads' || kind.kind === 'finalizedHeads')
      notify(id, chain.best().header.toJSON())
    if (kind.kind === 'storage' && kind.keys)
      notify(id, { block: chain.best().hash, changes: kind.keys.map((key) => [key, chain.storageAt(key)]) })
    if (kind.kind === 'extrinsic') {
      const step = (delay: number, run: () => void) => setTimeout(run, delay)
      notify(id, 'ready')
      step(STATUS_STEP_MS, () => {
        try {
          const applied = chain.apply(kind.extrinsic)
          announce(applied.block)
          notify(id, { inBlock: applied.block.hash })
          step(FINALITY_DELAY_MS, () => {
            notify(id, { finalized: applied.block.hash })
            subscriptions.delete(id)
          })
        } catch (error) {
          // The state changed between validation and the block (e.g. the nonce was used meanwhile).
          notify(id, 'invalid')
          subscriptions.delete(id)
          void error
        }
      })
    }
  }

  const onMessage = (socket: WebSocket, data: RawData) => {
    let raw: unknown
    try {
      raw = JSON.parse(data.toString())
    } catch {
      send(socket, errorAnswer(null, RPC_ERRORS.parse, 'Parse error'))
      return
    }
    const request = requestSchema.safeParse(raw)
    if (!request.success) {
      send(socket, errorAnswer(null, RPC_ERRORS.invalidRequest, 'Invalid request'))
      return
    }
    const { id, method, params } = request.data
    const plain = answerPlain(chain, id, method, params)
    if (plain) {
      send(socket, plain)
      if (method === 'author_submitExtrinsic' && plain.result) announce(chain.best())
      return
    }
    if (UNSUBSCRIBE_METHODS.includes(method)) {
      const [subscriptionId] = Array.isArray(params) ? params : []
      const known = typeof subscriptionId === 'string' && subscriptions.get(subscriptionId)?.socket === socket
      if (known) subscriptions.delete(subscriptionId)
      send(socket, { jsonrpc: '2.0', id, result: Boolean(known) })
      return
    }
    const subscribe = Object.hasOwn(SUBSCRIPTIONS, method) ? SUBSCRIPTIONS[method] : undefined
    if (!subscribe) {
      send(socket, errorAnswer(id, RPC_ERRORS.methodNotFound, 'Method not found'))
      return
    }
    let kind: SubscriptionKind
    try {
      kind = subscribe.create(chain, params)
    } catch (error) {
      send(socket, refusalAnswer(id, error))
      return
    }
    const subscriptionId = `sub-${nextId++}`
    subscriptions.set(subscriptionId, { socket, notification: subscribe.notification, kind })
    send(socket, { jsonrpc: '2.0', id, result: subscriptionId })
    initial(subscriptionId, kind)
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    }
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', ...cors })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    if (request.method !== 'POST') {
      reply(405, errorAnswer(null, RPC_ERRORS.invalidRequest, 'Only POST or a WebSocket is supported'))
      return
    }
    void readBody(request, MAX_BODY_BYTES).then((text) => {
      // Over the limit: the request was dropped.
      if (text === undefined) return
      let raw: unknown
      try {
        raw = JSON.parse(text)
      } catch {
        reply(200, errorAnswer(null, RPC_ERRORS.parse, 'Parse error'))
        return
      }
      const request = requestSchema.safeParse(raw)
      if (!request.success) {
        reply(200, errorAnswer(null, RPC_ERRORS.invalidRequest, 'Invalid request'))
        return
      }
      const { id, method, params } = request.data
      reply(
        200,
        answerPlain(chain, id, method, params) ??
          errorAnswer(id, RPC_ERRORS.methodNotFound, 'Method not found (subscriptions need the WebSocket)'),
      )
    })
  })
  const wss = new WebSocketServer({ server, maxPayload: MAX_BODY_BYTES })
  wss.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('message', (data) => onMessage(socket, data))
    socket.on('close', () => {
      sockets.delete(socket)
      for (const [id, subscription] of subscriptions)
        if (subscription.socket === socket) subscriptions.delete(id)
    })
  })
  const port = await listenLocal(server, {
    name: POLKADOT_NODE_NAME,
    port: options.port ?? POLKADOT_PORT.defaultPort,
    portEnvVar: options.portEnvVar ?? POLKADOT_PORT.envVar,
  })
  let closing: Promise<void> | undefined
  return {
    url: `http://${LOCAL_HOST}:${port}`,
    wsUrl: `ws://${LOCAL_HOST}:${port}`,
    port,
    genesisHash: chain.genesisHash,
    caipNetworkId: `polkadot:${chain.genesisHash.slice(2, 34)}`,
    chain,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
