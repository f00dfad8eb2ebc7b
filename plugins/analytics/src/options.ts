import { PorticoError } from '@portico/kernel'

/** What `analytics(options)` accepts. */
export type AnalyticsOptions = {
  /** While the page is visible, queued events are posted this long after the first of them. Default 10000 ms. */
  flushIntervalMs?: number
  /** Send error reports (type, message, stack; at most 5 per 60 s). Default true. */
  reportErrors?: boolean
}

export type CheckedAnalyticsOptions = Required<AnalyticsOptions>

/** `analytics(options)` got something it cannot use. */
export class InvalidAnalyticsOptionsError extends PorticoError {
  override name = 'InvalidAnalyticsOptionsError' as const
  constructor(problems: readonly string[]) {
    super('The analytics plugin options are invalid.', { metaMessages: [...problems] })
  }
}

/** Small predicates instead of a schema library keep the plugin entry light. */
export function checkAnalyticsOptions(options: AnalyticsOptions): CheckedAnalyticsOptions {
  const { flushIntervalMs = 10_000, reportErrors = true } = options
  const problems: string[] = []
  if (!Number.isSafeInteger(flushIntervalMs) || flushIntervalMs < 0 || flushIntervalMs > 600_000)
    problems.push('flushIntervalMs: expected whole milliseconds from 0 to 600000')
  if (typeof reportErrors !== 'boolean') problems.push('reportErrors: expected a boolean')
  if (problems.length) throw new InvalidAnalyticsOptionsError(problems)
  return { flushIntervalMs, reportErrors }
}
