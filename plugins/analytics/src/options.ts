import { PorticoError } from '@portico/kernel'

/** What `analytics(options)` accepts. */
export type AnalyticsOptions = {
  /** While the page is visible, queued events are posted this long after the first of them. Default 10000 ms. */
  flushIntervalMs?: number
  /** Send error reports (type, message, stack; at most 5 per 60 s). Default true. */
  reportErrors?: boolean
}

/** The options with their defaults, as the runtime reads them. */
export type ResolvedAnalyticsOptions = Required<AnalyticsOptions>

/** `analytics(options)` got something it cannot use. */
export class InvalidAnalyticsOptionsError extends PorticoError {
  override name = 'InvalidAnalyticsOptionsError' as const
  constructor(problems: readonly string[]) {
    super('The analytics plugin options are invalid.', { metaMessages: [...problems] })
  }
}

/** Fills in the defaults; production builds take the result unchecked. */
export function resolveAnalyticsOptions(options: AnalyticsOptions): ResolvedAnalyticsOptions {
  const { flushIntervalMs = 10_000, reportErrors = true } = options
  return { flushIntervalMs, reportErrors }
}

/**
 * Small predicates instead of a schema library keep the plugin entry light.
 *
 * @throws {InvalidAnalyticsOptionsError}
 */
export function checkAnalyticsOptions({ flushIntervalMs, reportErrors }: ResolvedAnalyticsOptions): void {
  const problems: string[] = []
  if (!Number.isSafeInteger(flushIntervalMs) || flushIntervalMs < 0 || flushIntervalMs > 600_000)
    problems.push('flushIntervalMs: expected whole milliseconds from 0 to 600000')
  if (typeof reportErrors !== 'boolean') problems.push('reportErrors: expected a boolean')
  if (problems.length) throw new InvalidAnalyticsOptionsError(problems)
}
