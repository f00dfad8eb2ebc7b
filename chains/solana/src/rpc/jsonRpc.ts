import { type Network, RPC } from '@portico/kernel'
import { httpStatusCode } from '@portico/kernel/flow-messages'
import * as z from 'zod/mini'
import { SolanaRpcError } from '../errors.js'
import type { SolanaOptions } from '../types.js'

const answerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }) }),
])

export type RpcCall = <T>(method: string, params: readonly unknown[], schema: z.ZodMiniType<T>) => Promise<T>

/** The RPC URL of a network: the app's override, else the network's first URL. */
export function rpcUrlOf(network: Network, options: Pick<SolanaOptions, 'rpcUrls'>): string {
  const url = options.rpcUrls?.[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
  if (!url) throw new SolanaRpcError('any method', `No RPC url provided for ${network.caipNetworkId}`)
  return url
}

/**
 * A JSON-RPC client of one Solana node: every answer is checked against the caller's schema; HTTP
 * errors, node errors and time-outs (spec 9: 10 s) become a `SolanaRpcError` with the node's words.
 */
export function createRpc(
  url: string,
  { timeoutMs = RPC.timeoutMs, fetch: fetchFn = fetch }: { timeoutMs?: number; fetch?: typeof fetch } = {},
): RpcCall {
  let id = 0
  return async (method, params, schema) => {
    let response: Response
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new SolanaRpcError(method, timedOut ? `No answer within ${timeoutMs} ms` : String(error))
    }
    if (!response.ok) throw new SolanaRpcError(method, httpStatusCode(response.status))
    const answer = answerSchema.safeParse(await response.json().catch(() => undefined))
    if (!answer.success) throw new SolanaRpcError(method, 'The answer is not JSON-RPC.')
    if ('error' in answer.data)
      throw new SolanaRpcError(method, answer.data.error.message, answer.data.error.code)
    const result = schema.safeParse(answer.data.result)
    if (!result.success)
      throw new SolanaRpcError(method, `Unexpected result: ${result.error.issues[0]?.message ?? 'invalid'}`)
    return result.data
  }
}

const u64 = z.number().check(z.int(), z.nonnegative())
export const withContext = <T>(value: z.ZodMiniType<T>) =>
  z.object({ context: z.object({ slot: u64 }), value })
export const schemas = {
  balance: withContext(u64),
  blockhash: withContext(z.object({ blockhash: z.string(), lastValidBlockHeight: u64 })),
  account: withContext(z.nullable(z.object({ lamports: u64, owner: z.string() }))),
  blockHeight: u64,
  lamports: u64,
  signature: z.string().check(z.minLength(64), z.maxLength(88)),
  statuses: withContext(
    z.array(
      z.nullable(
        z.object({
          slot: u64,
          err: z.nullable(z.unknown()),
          confirmationStatus: z.optional(z.nullable(z.enum(['processed', 'confirmed', 'finalized']))),
        }),
      ),
    ),
  ),
  tokenAccounts: withContext(
    z.array(
      z.object({
        pubkey: z.string(),
        account: z.object({
          data: z.object({
            parsed: z.object({
              info: z.object({
                mint: z.string(),
                owner: z.string(),
                tokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: u64 }),
              }),
            }),
          }),
        }),
      }),
    ),
  ),
}
