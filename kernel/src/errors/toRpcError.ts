// Wallet error objects are external input, parsed with zod; kept apart from rpc.ts so the error
// classes carry no validation code into the first-paint bundle.
import * as z from 'zod/mini'
import { isRpcError, RpcError } from './rpc.js'

const providerErrorSchema = z.object({
  code: z.number(),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
})

/**
 * Turns whatever a wallet threw into an RpcError when it carries a numeric code, looking through
 * the usual wrappers (`cause`, `error`, `data.originalError`). Returns undefined when none does.
 */
export function toRpcError(thrown: unknown): RpcError | undefined {
  const candidates: unknown[] = [thrown]
  for (let i = 0; i < candidates.length && i < 8; i++) {
    const value = candidates[i]
    if (isRpcError(value)) return value
    const parsed = providerErrorSchema.safeParse(value)
    if (parsed.success) {
      return new RpcError(parsed.data.code, {
        message: parsed.data.message,
        data: parsed.data.data,
        cause: thrown,
      })
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      candidates.push(
        record.cause,
        record.error,
        (record.data as Record<string, unknown> | undefined)?.originalError,
      )
    }
  }
  return undefined
}

/** True when the wallet or the visitor turned the request down (EIP-1193 4001). */
export function isUserRejection(thrown: unknown): boolean {
  return toRpcError(thrown)?.code === 4001
}
