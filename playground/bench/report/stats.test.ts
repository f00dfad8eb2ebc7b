import { describe, expect, it } from 'vitest'
import type { RunMeasurement } from '../browser/measureRun.js'
import type { Scenario } from '../scenarios.js'
import { describeNavRatioIntervals, navRatios } from './browserResults.js'
import { medianInterval, summarize } from './stats.js'

const oneToTwentyOne = Array.from({ length: 21 }, (_, index) => index + 1)

describe('medianInterval', () => {
  it('brackets the median, stays inside the samples and narrows as the level drops', () => {
    const wide = medianInterval(oneToTwentyOne, { level: 0.9 })
    const narrow = medianInterval(oneToTwentyOne, { level: 0.5 })
    expect(wide.low).toBeLessThan(11)
    expect(wide.high).toBeGreaterThan(11)
    expect(wide.low).toBeGreaterThanOrEqual(6)
    expect(wide.high).toBeLessThanOrEqual(16)
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low)
  })

  it('gives the same interval for the same samples and seed, and none for samples that all agree', () => {
    expect(medianInterval(oneToTwentyOne)).toEqual(medianInterval(oneToTwentyOne))
    expect(medianInterval([1.2, 1.2, 1.2])).toEqual({ low: 1.2, high: 1.2 })
    expect(() => medianInterval([])).toThrow('No samples')
  })
})

const run = (navToButtonMs: number) => ({ navToButtonMs }) as RunMeasurement

describe('navigation ratio intervals', () => {
  const rounds = 21
  const runs = new Map<Scenario, RunMeasurement[]>([
    ['floor', Array.from({ length: rounds }, () => run(100))],
    // Always 20 % slower than its round's floor.
    ['connect-evm', Array.from({ length: rounds }, () => run(120))],
    // Between 5 % faster and 35 % slower, evenly: the median sits at 1.15.
    ['connect-evm-instance', Array.from({ length: rounds }, (_, round) => run(95 + round * 2))],
  ])

  it('divides each round by its own floor', () => {
    const ratios = navRatios(runs)
    expect(ratios.has('floor')).toBe(false)
    expect(ratios.get('connect-evm')).toEqual(Array(rounds).fill(1.2))
    expect(summarize(ratios.get('connect-evm-instance') ?? []).median).toBeCloseTo(1.15)
  })

  it('says whether a budget lies inside the interval', () => {
    const lines = describeNavRatioIntervals(
      runs,
      new Map([
        ['connect-evm', 1.15],
        ['connect-evm-instance', 1.15],
      ]),
    )
    expect(lines[0]).toMatch(/connect-evm +1\.2 +\(1\.2-1\.2, above the budget 1\.15 throughout\)/)
    expect(lines[1]).toMatch(/connect-evm-instance +1\.15 +\(1\.\d+-1\.\d+, the budget 1\.15 lies inside it/)
  })
})
