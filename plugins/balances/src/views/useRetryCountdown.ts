import { useEffect, useState } from 'react'

const secondsUntil = (retryAt: number | undefined, now: () => number) =>
  retryAt === undefined ? 0 : Math.max(0, Math.ceil((retryAt - now()) / 1000))

/**
 * Whole seconds until `retryAt` on the service's clock, ticking down once a second; 0 when a retry
 * is allowed (spec 5: 30 s after a failure).
 */
export function useRetryCountdown(retryAt: number | undefined, now: () => number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(retryAt, now))

  useEffect(() => {
    setSeconds(secondsUntil(retryAt, now))
    if (retryAt === undefined) return
    const timer = setInterval(() => {
      const left = secondsUntil(retryAt, now)
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [retryAt, now])

  return seconds
}
