import { RETRY } from '../constants.js'
import { HttpAbortedError, isRetryableHttpError } from './errors.js'

export type WithRetryParameters = {
  /** Retries after the first attempt. Default 3 (so at most 4 attempts). */
  retries?: number | undefined
  /** Delay before the first retry; doubles for each next one. Default 1,000 ms. */
  initialDelayMs?: number | undefined
  /** Upper bound of a delay. Default 30,000 ms. */
  maxDelayMs?: number | undefined
  /**
   * Whether to retry after `error` (attempt counts from 0). Default: network errors, time-outs,
   * 429 and 5xx only (`isRetryableHttpError`).
   */
  shouldRetry?: ((error: unknown, attempt: number) => boolean) | undefined
  /** Called before each wait, e.g. to log. */
  onRetry?: ((error: unknown, attempt: number, delayMs: number) => void) | undefined
  /** Waits `ms`; injectable for tests. Default: an abortable `setTimeout`. */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined
  /** Stops retrying: an abort before an attempt or during a wait throws `HttpAbortedError`. */
  signal?: AbortSignal | undefined
}

/**
 * Runs `fn` and retries it with exponential backoff: 1 s, 2 s, 4 s… capped at 30 s (spec 9).
 * A `Retry-After` the server sent (`error.retryAfterMs`) lengthens a wait, within the cap.
 * The last error is thrown unchanged when retries run out or `shouldRetry` says no.
 *
 * @example
 * const config = await withRetry((attempt) => api.get('/appkit/v1/config', { schema, signal }), { signal })
 */
export async function withRetry<TResult>(
  fn: (attempt: number) => Promise<TResult>,
  parameters: WithRetryParameters = {},
): Promise<TResult> {
  const {
    retries = RETRY.retries,
    initialDelayMs = RETRY.initialDelayMs,
    maxDelayMs = RETRY.maxDelayMs,
    shouldRetry = isRetryableHttpError,
    onRetry,
    sleep = sleepWithSignal,
    signal,
  } = parameters

  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw new HttpAbortedError({ cause: signal.reason })
    try {
      return await fn(attempt)
    } catch (error) {
      if (attempt >= retries || signal?.aborted || !shouldRetry(error, attempt)) throw error
      const delayMs = getRetryDelay(attempt, { initialDelayMs, maxDelayMs, error })
      onRetry?.(error, attempt, delayMs)
      await sleep(delayMs, signal)
    }
  }
}

/**
 * The wait before retry number `attempt + 1`: `initialDelayMs * 2^attempt`, at least the server's
 * `Retry-After`, at most `maxDelayMs`.
 *
 * @example
 * getRetryDelay(0) // 1000
 * getRetryDelay(5) // 30000
 */
export function getRetryDelay(
  attempt: number,
  {
    initialDelayMs = RETRY.initialDelayMs,
    maxDelayMs = RETRY.maxDelayMs,
    error,
  }: { initialDelayMs?: number; maxDelayMs?: number; error?: unknown } = {},
): number {
  const backoff = initialDelayMs * 2 ** attempt
  const retryAfter = (error as { retryAfterMs?: unknown } | null | undefined)?.retryAfterMs
  const wanted = typeof retryAfter === 'number' ? Math.max(backoff, retryAfter) : backoff
  return Math.min(wanted, maxDelayMs)
}

function sleepWithSignal(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HttpAbortedError({ cause: signal.reason }))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new HttpAbortedError({ cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
