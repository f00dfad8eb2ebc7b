/**
 * A sliding-window limit: `take()` is true at most `max` times in any `windowMs`. Spec 8: error
 * reports are limited to 5 per 60 s.
 */
export function createRateLimit(max: number, windowMs: number, now: () => number = Date.now) {
  const taken: number[] = []
  return {
    take(): boolean {
      const at = now()
      while (taken.length && (taken[0] as number) <= at - windowMs) taken.shift()
      if (taken.length >= max) return false
      taken.push(at)
      return true
    },
  }
}
