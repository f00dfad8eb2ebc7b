import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'
import { answerCall, errorAnswer, idOf, type JsonRpcAnswer, readBody } from '../jsonRpc'
import { LOCAL_HOST, listenLocal } from '../net'
import { SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_LOCAL_GENESIS_HASH, SOLANA_PORT } from './constants'
import { createLedger, type Ledger, seedLedger } from './ledger'
import { RPC_ERRORS, RpcError, SOLANA_RPC_METHODS } from './rpc'

export const SOLANA_VALIDATOR_NAME = 'Solana validator (LiteSVM)'
/** Bodies over this size are refused before parsing (a real node's limit is 50 KiB per request). */
const MAX_BODY_BYTES = 1024 * 1024

export type SolanaValidator = {
  /** `http://127.0.0.1:<port>`. */
  url: string
  port: number
  genesisHash: string
  caipNetworkId: string
  ledger: Ledger
  close(): Promise<void>
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})

/** Answers one JSON-RPC request object; never throws. */
export function answerOne(ledger: Ledger, raw: unknown): JsonRpcAnswer {
  const request = requestSchema.safeParse(raw)
  if (!request.success) return errorAnswer(idOf(raw, null), RPC_ERRORS.invalidRequest, 'Invalid request')
  const { id, method, params = [] } = request.data
  const handler = Object.hasOwn(SOLANA_RPC_METHODS, method) ? SOLANA_RPC_METHODS[method] : undefined
  if (!handler) return errorAnswer(id, RPC_ERRORS.methodNotFound, 'Method not found')
  return answerCall(
    id,
    () => handler(ledger, params),
    (error) =>
      error instanceof RpcError ? { code: error.code, message: error.message, data: error.data } : undefined,
  )
}

/** Answers a body: one request or a batch; a body that is not JSON is a parse error. */
export function answerBody(ledger: Ledger, body: string): JsonRpcAnswer | JsonRpcAnswer[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorAnswer(null, RPC_ERRORS.parse, 'Parse error')
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return errorAnswer(null, RPC_ERRORS.invalidRequest, 'Invalid request')
    return parsed.map((item) => answerOne(ledger, item))
  }
  return answerOne(ledger, parsed)
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
}

function handle(ledger: Ledger) {
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
      if (request.method !== 'POST') {
        send(405, errorAnswer(null, RPC_ERRORS.invalidRequest, 'Only POST is supported'))
        return
      }
      const body = await readBody(request, MAX_BODY_BYTES)
      if (body === undefined) {
        send(413, errorAnswer(null, RPC_ERRORS.invalidRequest, 'Request too large'))
        return
      }
      send(200, answerBody(ledger, body))
    } catch (error) {
      if (!response.headersSent) send(500, errorAnswer(null, RPC_ERRORS.internal, String(error)))
    }
  }
}

export type StartSolanaValidatorOptions = {
  /** 0 picks a free port. Default: `PORTICO_SOLANA_PORT`, else 8899. */
  port: number
}

/**
 * Starts a Solana VM (LiteSVM) behind a JSON-RPC server on 127.0.0.1 that unmodified
 * `@solana/web3.js` clients use, seeded with funded dev accounts and the test SPL mint
 * (`./constants.ts`). State lives as long as the process. No websocket subscriptions: clients poll
 * `getSignatureStatuses`.
 */
export async function startSolanaValidator({ port }: StartSolanaValidatorOptions): Promise<SolanaValidator> {
  const ledger = createLedger()
  await seedLedger(ledger)
  const server = createServer(handle(ledger))
  server.keepAliveTimeout = 1000
  const bound = await listenLocal(server, {
    name: SOLANA_VALIDATOR_NAME,
    port,
    portEnvVar: SOLANA_PORT.envVar,
  })
  let closing: Promise<void> | undefined
  return {
    url: `http://${LOCAL_HOST}:${bound}`,
    port: bound,
    genesisHash: SOLANA_LOCAL_GENESIS_HASH,
    caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    ledger,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
