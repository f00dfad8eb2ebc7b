export type Summary = { median: number; min: number; max: number }

/** Median (mean of the middle two for an even count), min and max of some samples. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('No samples to summarize')
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number }
}

export type IntervalOptions = {
  /** Share of resampled medians inside the interval. Default 0.9. */
  level?: number
  /** Default 4000. */
  resamples?: number
  /** Seeds the resampling, so the same samples always give the same interval. Default 1. */
  seed?: number
}

/**
 * How far the median of `samples` could be from the median of the runs not taken: the central
 * `level` share of the medians of `resamples` same-size draws with replacement (percentile
 * bootstrap). Seeded, so a bench prints the same interval for the same runs.
 */
export function medianInterval(
  samples: readonly number[],
  { level = 0.9, resamples = 4000, seed = 1 }: IntervalOptions = {},
): { low: number; high: number } {
  if (samples.length === 0) throw new Error('No samples to resample')
  const random = mulberry32(seed)
  const medians: number[] = []
  for (let draw = 0; draw < resamples; draw++) {
    const resample = samples.map(() => samples[Math.floor(random() * samples.length)] as number)
    medians.push(summarize(resample).median)
  }
  medians.sort((a, b) => a - b)
  const tail = (1 - level) / 2
  const at = (share: number) => medians[Math.min(resamples - 1, Math.floor(share * resamples))] as number
  return { low: at(tail), high: at(1 - tail) }
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Rounds for the table and results.json: timings to 0.1 ms, sizes to 0.1 KiB, ratios to 0.01. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
