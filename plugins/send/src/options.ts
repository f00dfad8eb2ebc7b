import { PorticoError } from '@portico/kernel'
import * as z from 'zod/mini'

/** What `send(options)` accepts. */
export type SendOptions = {
  /** Wait after the last keystroke in the receiver field before its name and avatar are looked up. Default 500 ms. */
  profileLookupDebounceMs?: number
  /** Look up the receiver's name and avatar (`GET /v1/identity`, needs a projectId). Default true. */
  receiverProfiles?: boolean
  /**
   * Where the network fee's gas price comes from: `'api'` (`GET /v1/convert/gas-price`) or
   * `'chain'` (`eth_gasPrice` on the network's RPC URL). Default: `'api'` with a projectId, else `'chain'`.
   */
  gasPriceSource?: 'api' | 'chain'
  /** Balances are read again this long after a send, once it is likely mined. Default 2000 ms. */
  settleRefreshDelayMs?: number
}

const milliseconds = z.optional(z.number().check(z.int(), z.gte(0), z.lte(60_000)))
const optionsSchema = z.strictObject({
  profileLookupDebounceMs: milliseconds,
  receiverProfiles: z.optional(z.boolean()),
  gasPriceSource: z.optional(z.enum(['api', 'chain'])),
  settleRefreshDelayMs: milliseconds,
})

/** `send(options)` got something it cannot use. */
export class InvalidSendOptionsError extends PorticoError {
  override name = 'InvalidSendOptionsError' as const
  constructor(issues: readonly string[]) {
    super('The send plugin options are invalid.', { metaMessages: [...issues] })
  }
}

/** Checks the app's options when the plugin is created, so a typo fails at start-up, not on the first send. */
export function checkSendOptions(options: unknown): SendOptions {
  const result = z.safeParse(optionsSchema, options)
  if (result.success) return result.data
  throw new InvalidSendOptionsError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`),
  )
}
