import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'
import { answerCall, errorAnswer, idOf, type JsonRpcAnswer, readBody } from '../jsonRpc'
import { LOCAL_HOST, listenLocal } from '../net'
import {
  COSMOS_DEV_ACCOUNTS,
  COSMOS_DEV_INITIAL_BALANCE,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_MIN_GAS_PRICE,
  COSMOS_LOCAL_PREFIX,
  COSMOS_PORT,
} from './constants'
import { type CosmosLedger, createLedger } from './ledger'
import { answerRest } from './rest'
import { COMET_METHODS, RpcMethodError } from './rpc'

export const COSMOS_NODE_NAME = 'Cosmos node (CometBFT RPC + REST emulator)'
const MAX_BODY_BYTES = 1024 * 1024

export type CosmosNode = {
  /** CometBFT RPC and REST on one origin: `http://127.0.0.1:<port>`. */
  url: string
  port: number
  chainId: string
  caipNetworkId: string
  ledger: CosmosLedger
  /** A base-unit balance of the native denomination (tests). */
  balance(address: string): bigint
  close(): Promise<void>
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.string(),
  params: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
})

/** Answers one CometBFT JSON-RPC request object (CometBFT's id for an unreadable one is -1); never throws. */
export function answerRpc(ledger: CosmosLedger, raw: unknown, url: string): JsonRpcAnswer {
  const request = requestSchema.safeParse(raw)
  if (!request.success)
    return errorAnswer(idOf(raw, -1), -32600, 'Invalid Request', request.error.issues[0]?.message ?? '')
  const { id, method, params = {} } = request.data
  const handler = Object.hasOwn(COMET_METHODS, method) ? COMET_METHODS[method] : undefined
  if (!handler) return errorAnswer(id, -32601, 'Method not found', '')
  if (Array.isArray(params)) return errorAnswer(id, -32602, 'Invalid params', 'named params only')
  return answerCall(
    id,
    () => handler(ledger, params, url),
    (error) =>
      error instanceof RpcMethodError
        ? { code: error.code, message: error.message, data: error.data }
        : undefined,
    (error) => ({ code: -32603, message: 'Internal error', data: String(error) }),
  )
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
}

function handle(ledger: CosmosLedger, baseUrl: () => string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', ...CORS })
      response.end(JSON.stringify(body))
    }
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS)
        response.end()
        return
      }
      const url = new URL(request.url ?? '/', baseUrl())
      const text = request.method === 'POST' ? await readBody(request, MAX_BODY_BYTES) : ''
      if (text === undefined) return send(413, { code: 3, message: 'request too large' })
      let body: unknown
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        return send(400, {
          jsonrpc: '2.0',
          id: -1,
          error: { code: -32700, message: 'Parse error', data: '' },
        })
      }
      if (url.pathname.startsWith('/cosmos/')) {
        const answer = answerRest(ledger, request.method ?? 'GET', url, body)
        return answer
          ? send(answer.status, answer.body)
          : send(501, { code: 12, message: 'Not Implemented', details: [] })
      }
      // CometBFT answers JSON-RPC over POST /, and URI requests (`GET /status`) for curl.
      if (request.method === 'POST' && url.pathname === '/') {
        if (Array.isArray(body))
          return send(
            200,
            body.map((item) => answerRpc(ledger, item, baseUrl())),
          )
        return send(200, answerRpc(ledger, body, baseUrl()))
      }
      if (request.method === 'GET' && url.pathname !== '/') {
        const params = Object.fromEntries(
          [...url.searchParams].map(([k, v]) => [k, v.replace(/^"(.*)"$/, '$1')]),
        )
        return send(
          200,
          answerRpc(ledger, { jsonrpc: '2.0', id: -1, method: url.pathname.slice(1), params }, baseUrl()),
        )
      }
      send(404, { code: 5, message: 'Not Found', details: [] })
    } catch (error) {
      if (!response.headersSent) send(500, { code: 13, message: String(error), details: [] })
    }
  }
}

export type StartCosmosNodeOptions = {
  /** 0 picks a free port. Default: `PORTICO_COSMOS_PORT`, else 26657. */
  port: number
}

/**
 * Starts the local Cosmos node on 127.0.0.1: a CometBFT RPC (0.38) and Cosmos SDK REST emulator
 * over one in-memory ledger seeded with the funded dev accounts (`./constants.ts`). It decodes
 * transactions with the real codecs, verifies direct and amino signatures, checks account numbers
 * and sequences, charges fees and keeps bank balances; a block is made for each accepted
 * transaction. State lives as long as the process.
 */
export async function startCosmosNode({ port }: StartCosmosNodeOptions): Promise<CosmosNode> {
  const ledger = createLedger({
    chainId: COSMOS_LOCAL_CHAIN_ID,
    prefix: COSMOS_LOCAL_PREFIX,
    denom: COSMOS_LOCAL_DENOM,
    minGasPrice: COSMOS_LOCAL_MIN_GAS_PRICE,
    genesis: COSMOS_DEV_ACCOUNTS.map((a) => ({ address: a.address, balance: COSMOS_DEV_INITIAL_BALANCE })),
  })
  let url = ''
  const server = createServer(handle(ledger, () => url))
  server.keepAliveTimeout = 1000
  const bound = await listenLocal(server, { name: COSMOS_NODE_NAME, port, portEnvVar: COSMOS_PORT.envVar })
  url = `http://${LOCAL_HOST}:${bound}`
  return {
    url,
    port: bound,
    chainId: COSMOS_LOCAL_CHAIN_ID,
    caipNetworkId: COSMOS_LOCAL_CAIP_NETWORK_ID,
    ledger,
    balance: (address) => ledger.state.balances.get(address)?.get(COSMOS_LOCAL_DENOM) ?? 0n,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
