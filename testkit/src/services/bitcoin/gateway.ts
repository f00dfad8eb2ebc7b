import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'
import { listenLocal } from '../net'
import type { LitecoindProcess } from './litecoind'

/**
 * The browser's way to the node: Bitcoin Core's RPC wants credentials and answers no CORS
 * preflight, so a dapp cannot call it directly. Like a public Bitcoin RPC provider, this gateway
 * serves JSON-RPC without credentials, with CORS, and only the read and broadcast methods a
 * wallet modal needs (no mining, no node control). It forwards each call and the node's answer
 * unchanged.
 */
export const GATEWAY_METHODS = [
  'getblockchaininfo',
  'getblockcount',
  'getblockhash',
  'getnetworkinfo',
  'estimatesmartfee',
  'scantxoutset',
  'getrawtransaction',
  'getmempoolentry',
  'gettxout',
  'testmempoolaccept',
  'sendrawtransaction',
] as const

const requestSchema = z.object({
  jsonrpc: z.string().optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.enum(GATEWAY_METHODS),
  params: z.array(z.unknown()).max(16).optional(),
})

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

export type BitcoinGateway = { url: string; close(): Promise<void> }

function reply(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' })
  response.end(body)
}

function readBody(request: IncomingMessage, limit = 1_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > limit) {
        reject(new Error('Request body too large'))
        request.destroy()
      }
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

const rpcError = (id: unknown, code: number, message: string) =>
  JSON.stringify({ result: null, error: { code, message }, id: id ?? null })

/** The test kit's admin path (like the API emulator's `/__emulator/…`): mines blocks on demand. */
export const MINE_PATH = '/__regtest/mine'

export async function startBitcoinGateway(
  node: LitecoindProcess,
  {
    port,
    portEnvVar,
    mine,
  }: { port: number; portEnvVar?: string; mine: (blocks: number) => Promise<string[]> },
): Promise<BitcoinGateway> {
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS)
      response.end()
      return
    }
    if (request.method !== 'POST') return reply(response, 405, rpcError(null, -32600, 'POST only'))
    if (request.url?.startsWith(MINE_PATH)) {
      const blocks = Number(new URL(request.url, 'http://127.0.0.1').searchParams.get('blocks') ?? '1')
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > 1000)
        return reply(response, 400, rpcError(null, -32602, 'blocks must be 1 to 1000'))
      try {
        return reply(response, 200, JSON.stringify({ blocks: await mine(blocks) }))
      } catch (error) {
        return reply(response, 502, rpcError(null, -32603, (error as Error).message))
      }
    }
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return reply(response, 400, rpcError(null, -32700, 'Parse error'))
    }
    const parsed = requestSchema.safeParse(body)
    if (!parsed.success) {
      const method = (body as { method?: unknown } | null)?.method
      return reply(response, 403, rpcError(null, -32601, `Method not allowed: ${String(method)}`))
    }
    const { method, params = [], id = null } = parsed.data
    if (method === 'scantxoutset' && params[0] !== 'start')
      return reply(response, 403, rpcError(id, -32601, 'Only scantxoutset "start" is allowed'))
    const forward = () => node.forward(JSON.stringify({ jsonrpc: '1.0', id, method, params }))
    try {
      const answer = await forward()
      reply(response, answer.status, answer.body)
    } catch (error) {
      reply(response, 502, rpcError(id, -32603, `Node unreachable: ${(error as Error).message}`))
    }
  })
  const bound = await listenLocal(server, { name: 'Bitcoin RPC gateway', port, portEnvVar })
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
