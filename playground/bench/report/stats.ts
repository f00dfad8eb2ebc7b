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

/** Rounds for the table and results.json: timings to 0.1 ms, sizes to 0.1 KiB, ratios to 0.01. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
