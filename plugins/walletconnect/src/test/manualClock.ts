import type { Clock } from '../core/clock.js'

/** A clock tests move by hand: `advance(ms)` runs the timers that come due, in order. */
export function createManualClock(start = 1_700_000_000_000) {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  const clock: Clock & { advance(ms: number): void; pending(): number } = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + ms, callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
    pending: () => timers.size,
  }
  return clock
}
