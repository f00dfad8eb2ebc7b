import { PorticoError } from '@portico/kernel'

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

/** `send(options)` got something it cannot use. */
export class InvalidSendOptionsError extends PorticoError {
  override name = 'InvalidSendOptionsError' as const
  constructor(problems: readonly string[]) {
    super('The send plugin options are invalid.', { metaMessages: [...problems] })
  }
}

// Small predicates instead of a schema library keep the plugin entry light (the kernel and the
// balances plugin check their options the same way).
const isDelay = (value: unknown) =>
  value === undefined ||
  (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 60_000)
const checks: Record<keyof SendOptions, [(value: unknown) => boolean, string]> = {
  profileLookupDebounceMs: [isDelay, 'expected whole milliseconds from 0 to 60000'],
  settleRefreshDelayMs: [isDelay, 'expected whole milliseconds from 0 to 60000'],
  receiverProfiles: [(value) => value === undefined || typeof value === 'boolean', 'expected true or false'],
  gasPriceSource: [
    (value) => value === undefined || value === 'api' || value === 'chain',
    "expected 'api' or 'chain'",
  ],
}

/** Checks the app's options when the plugin is created, so a typo fails at start-up, not on the first send. */
export function checkSendOptions(options: unknown): SendOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InvalidSendOptionsError(['options: expected an object'])
  const problems = Object.entries(options).flatMap(([key, value]) => {
    const check = checks[key as keyof SendOptions]
    if (!check) return [`${key}: unknown option`]
    const [isValid, expected] = check
    return isValid(value) ? [] : [`${key}: ${expected}`]
  })
  if (problems.length > 0) throw new InvalidSendOptionsError(problems)
  return options as SendOptions
}
