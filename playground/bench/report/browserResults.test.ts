import { describe, expect, it } from 'vitest'
import type { RunMeasurement } from '../browser/measureRun.js'
import { browserResults, navRatios, splitCaseId } from './browserResults.js'

const run = (navToButtonMs: number, clickToListVisibleMs = 10): RunMeasurement =>
  ({
    navToButtonMs,
    clickToListVisibleMs,
    clickToListSettledMs: clickToListVisibleMs,
    clickDispatchDelayMs: 1,
    intentLeadMs: 0,
    jsBeforeClickBytes: 1024,
    jsBeforeClickGzipBytes: 1024,
    jsOnClickGzipBytes: 0,
    scriptsBeforeClick: [],
    scriptsOnClick: [],
    heapModalOpenBytes: 1024 * 1024,
    heapModalOpenAfterGcBytes: 1024 * 1024,
    outsideRequestsBeforeClick: ['https://a.example/x', 'https://a.example/y', 'wss://b.example/'],
    otherOriginRequestsBeforeClick: [],
    pageErrors: [],
  }) as RunMeasurement

describe('browserResults with variants', () => {
  const runs = new Map<string, RunMeasurement[]>([
    ['floor', [run(100)]],
    ['floor@cpu4x', [run(400)]],
    ['page', [run(150, 60)]],
    ['page@cpu4x', [run(800, 300)]],
    ['page@hover', [run(999, 20)]],
  ])

  it('names a case by its page and turns the variant into a metric suffix', () => {
    expect(splitCaseId('page@cpu4x')).toEqual({ page: 'page', variant: 'cpu4x' })
    expect(splitCaseId('floor')).toEqual({ page: 'floor', variant: '' })
    const metrics = browserResults(runs)
      .filter((r) => r.scenario === 'page')
      .map((r) => r.metric)
    expect(metrics).toContain('click_to_list_visible_ms_cpu4x')
    expect(metrics).toContain('heap_modal_open_after_gc_mib_cpu4x')
    expect(metrics).toContain('click_to_list_visible_ms_hover')
    // A click variant reports only what the click changes.
    expect(metrics).not.toContain('heap_modal_open_mib_hover')
    expect(metrics).not.toContain('nav_to_button_ratio_to_floor_hover')
  })

  it('divides each variant by the floor of the same variant', () => {
    const ratios = navRatios(runs)
    expect(ratios.get('page')).toEqual([1.5])
    expect(ratios.get('page@cpu4x')).toEqual([2])
    expect(ratios.has('page@hover')).toBe(false)
    expect(ratios.has('floor@cpu4x')).toBe(false)
  })

  it('counts the distinct outside hosts', () => {
    const hosts = browserResults(runs).find(
      (r) => r.scenario === 'page' && r.metric === 'outside_hosts_before_click',
    )
    expect(hosts?.median).toBe(2)
  })
})
