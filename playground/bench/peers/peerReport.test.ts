import { describe, expect, it } from 'vitest'
import type { Result } from '../report/metrics.js'
import { checkPeerBudgets, markdownTable, PORTICO_PAGE } from './peerReport.js'

const result = (scenario: string, metric: string, median: number): Result => ({
  scenario,
  metric,
  median,
  min: median,
  max: median,
  unit: 'ms',
})

const results = [
  result(PORTICO_PAGE, 'click_to_list_visible_ms', 60),
  result('rainbowkit', 'click_to_list_visible_ms', 63),
  result('appkit', 'click_to_list_visible_ms', 221),
  result(PORTICO_PAGE, 'click_to_list_visible_ms_cpu4x', 398),
  result('rainbowkit', 'click_to_list_visible_ms_cpu4x', 398),
  result('appkit', 'click_to_list_visible_ms_cpu4x', 679),
  result(PORTICO_PAGE, 'click_to_list_visible_ms_hover', 31),
]

describe('checkPeerBudgets', () => {
  it('compares Portico with the lowest peer median of the same run, "max" allowing a tie and "below" not', () => {
    const verdicts = checkPeerBudgets(
      results,
      ['rainbowkit', 'appkit'],
      [
        { metric: 'click_to_list_visible_ms', max: 'best peer', source: 'test' },
        { metric: 'click_to_list_visible_ms_cpu4x', below: 'best peer', source: 'test' },
        { metric: 'click_to_list_visible_ms_hover', max: 30, source: 'test' },
      ],
    )
    expect(verdicts.map((v) => [v.limit, v.pass])).toEqual([
      [63, true],
      [398, false],
      [30, false],
    ])
    expect(verdicts[0]?.description).toContain('best peer: rainbowkit')
  })

  it('fails a budget whose figure was not measured, or that names a peer when none was', () => {
    const verdicts = checkPeerBudgets(
      results,
      [],
      [
        { metric: 'click_to_list_visible_ms', max: 'best peer', source: 'test' },
        { metric: 'heap_modal_open_mib', max: 5, source: 'test' },
      ],
    )
    expect(verdicts.map((v) => v.pass)).toEqual([false, false])
  })
})

describe('markdownTable', () => {
  it('puts the pages across and only the rows some page has', () => {
    const table = markdownTable(results, [PORTICO_PAGE, 'rainbowkit'], { [PORTICO_PAGE]: 'Portico' })
    const lines = table.split('\n')
    expect(lines[0]).toBe('| Median | Portico | rainbowkit |')
    expect(lines).toContain('| click to list, instant click (ms) | 60 | 63 |')
    expect(lines).toContain('| click to list, hover 100 ms first (ms) | 31 | - |')
    expect(table).not.toContain('heap')
  })
})
