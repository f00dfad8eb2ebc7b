/**
 * Spec 5: after a failed fetch, the same fetch is blocked until `gapMs` later. Kept per key (account
 * and network), so moving to another network is never blocked by the last one's failure.
 */
export type RetryGap = {
  fail(key: string): void
  /** The clock time from which a retry is allowed, or undefined when it is allowed now. */
  blockedUntil(key: string): number | undefined
  clear(key: string): void
}

export function createRetryGap({ gapMs, now }: { gapMs: number; now: () => number }): RetryGap {
  const failedAt = new Map<string, number>()
  return {
    fail: (key) => void failedAt.set(key, now()),
    blockedUntil(key) {
      const at = failedAt.get(key)
      if (at === undefined) return undefined
      const until = at + gapMs
      return now() < until ? until : undefined
    },
    clear: (key) => void failedAt.delete(key),
  }
}
