import { PorticoError } from '@portico/kernel'

/** What `swap(options)` accepts. */
export type SwapOptions = {
  /** CAIP-2 ids where swaps run besides the spec's 12 networks (e.g. a local chain). */
  networks?: readonly string[]
  /** Wait after the last keystroke in the amount before a quote is asked for. Default 500 ms (spec 9). */
  quoteDebounceMs?: number
  /** How often the allowance is read again while an approval is being mined. Default 1000 ms. */
  allowancePollMs?: number
  /** Give up waiting for an approval to show in the allowance after this long. Default 60000 ms. */
  approvalTimeoutMs?: number
  /** Balances are read again this long after a swap, once it is likely mined. Default 2000 ms. */
  settleRefreshDelayMs?: number
}

/** `swap(options)` got something it cannot use. */
export class InvalidSwapOptionsError extends PorticoError {
  override name = 'InvalidSwapOptionsError' as const
  constructor(problems: readonly string[]) {
    super('The swap plugin options are invalid.', { metaMessages: [...problems] })
  }
}

// Small predicates instead of a schema library keep the plugin entry light.
const isDelay = (value: unknown) =>
  value === undefined ||
  (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 600_000)
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const checks: Record<keyof SwapOptions, [(value: unknown) => boolean, string]> = {
  networks: [
    (value) =>
      value === undefined ||
      (Array.isArray(value) && value.every((id) => typeof id === 'string' && CAIP2.test(id))),
    'expected a list of CAIP-2 network ids',
  ],
  quoteDebounceMs: [isDelay, 'expected whole milliseconds from 0 to 600000'],
  allowancePollMs: [isDelay, 'expected whole milliseconds from 0 to 600000'],
  approvalTimeoutMs: [isDelay, 'expected whole milliseconds from 0 to 600000'],
  settleRefreshDelayMs: [isDelay, 'expected whole milliseconds from 0 to 600000'],
}

/** Checks the app's options when the plugin is created, so a typo fails at start-up. */
export function checkSwapOptions(options: unknown): SwapOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InvalidSwapOptionsError(['options: expected an object'])
  const problems = Object.entries(options).flatMap(([key, value]) => {
    const check = checks[key as keyof SwapOptions]
    if (!check) return [`${key}: unknown option`]
    const [isValid, expected] = check
    return isValid(value) ? [] : [`${key}: ${expected}`]
  })
  if (problems.length > 0) throw new InvalidSwapOptionsError(problems)
  return options as SwapOptions
}
