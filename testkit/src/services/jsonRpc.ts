// What the JSON-RPC node emulators (Solana, Cosmos, Polkadot) share: the answer shape, reading a
// size-limited body, the id to answer an unreadable request with, and running one method with its
// refusals mapped to JSON-RPC errors.
import type { IncomingMessage } from 'node:http'

export type JsonRpcId = string | number | null
export type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcAnswer = { jsonrpc: '2.0'; id: JsonRpcId; result?: unknown; error?: JsonRpcError }

/** Standard JSON-RPC 2.0 error codes. */
export const JSON_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

export const errorAnswer = (id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcAnswer => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
})

/** The request's own id when it has a usable one (a request failing the schema), else `fallback`. */
export function idOf<T extends JsonRpcId>(raw: unknown, fallback: T): string | number | T {
  return raw &&
    typeof raw === 'object' &&
    'id' in raw &&
    (typeof raw.id === 'number' || typeof raw.id === 'string')
    ? raw.id
    : fallback
}

/** An unexpected throw as a JSON-RPC internal error. */
export const internalError = (error: unknown): JsonRpcError => ({
  code: JSON_RPC_ERRORS.internal,
  message: `Internal error: ${(error as Error)?.message ?? String(error)}`,
})

/**
 * Runs one method and answers its result, or the error `refusal` makes of what it threw (a node's
 * own refusal), else `internal(error)`.
 */
export function answerCall(
  id: JsonRpcId,
  run: () => unknown,
  refusal: (error: unknown) => JsonRpcError | undefined,
  internal: (error: unknown) => JsonRpcError = internalError,
): JsonRpcAnswer {
  try {
    return { jsonrpc: '2.0', id, result: run() }
  } catch (error) {
    const { code, message, data } = refusal(error) ?? internal(error)
    return errorAnswer(id, code, message, data)
  }
}

/** The body as UTF-8 text; undefined when it grows over `maxBytes` (the request is then dropped). */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
