import { measureElement, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import { type CSSProperties, useCallback, useLayoutEffect, useState } from 'react'

/** Lists up to this many rows render in full; longer ones keep only the rows near the view. */
export const WINDOW_FROM = 100
/** Rows rendered beyond the visible ones, so a fast flick never shows blank space. */
const OVERSCAN = 6
/** The view's height assumed while nothing is laid out (first frame, a DOM without layout). */
const FALLBACK_HEIGHT = 600

export type UseWindowedRowsOptions = {
  count: number
  /** A row's expected height in px before it is measured (each rendered row is measured). */
  estimateSize: (index: number) => number
  getKey: (index: number) => string
  /** Rows from which the list is windowed; default 100. */
  windowFrom?: number
}

export type WindowedRows = {
  /** Whether only the rows near the view are rendered (`rows`); otherwise render every row as before. */
  windowed: boolean
  /** The element that holds the rows: it gets `listStyle` and the rows are placed inside it. */
  listRef: (element: HTMLElement | null) => void
  /** The holder's style while windowed: its full height, and the rows' containing block. */
  listStyle: CSSProperties | undefined
  /** The rows to render while windowed, in order. */
  rows: VirtualItem[]
  /** Spread on each rendered row: its measurement, index and place. */
  rowProps: (row: VirtualItem) => {
    ref: (element: HTMLElement | null) => void
    'data-index': number
    style: CSSProperties
  }
}

/**
 * Windows a long list inside the view's own scroll area (the modal body), so nothing moves when a
 * list grows past `windowFrom`: the list keeps its place and height, and only the rows in view plus
 * a few either side are in the DOM (@tanstack/react-virtual). Rows are measured as they render,
 * and the gap between them is the holder's CSS `row-gap`. Where no ancestor scrolls (an embedded
 * modal inside a page that scrolls) every row renders, as for a short list.
 *
 * @example
 * const list = useWindowedRows({ count: items.length, estimateSize: () => 56, getKey: (i) => items[i].id })
 * <ul ref={list.listRef} style={list.listStyle}>
 *   {list.windowed
 *     ? list.rows.map((row) => <li key={row.key} {...list.rowProps(row)}>…</li>)
 *     : items.map((item) => <li key={item.id}>…</li>)}
 * </ul>
 */
export function useWindowedRows({
  count,
  estimateSize,
  getKey,
  windowFrom = WINDOW_FROM,
}: UseWindowedRowsOptions): WindowedRows {
  const [list, setList] = useState<HTMLElement | null>(null)
  // undefined: not looked for yet (the first render of a long list, before layout); null: none.
  const [scroller, setScroller] = useState<HTMLElement | null | undefined>(undefined)
  const [margin, setMargin] = useState(0)
  const [gap, setGap] = useState(0)
  const long = count > windowFrom

  // The scroll area, the list's offset in it, and the gap between rows: read from the layout, and
  // again whenever something around the list changes size (content above it loading, a resize).
  useLayoutEffect(() => {
    if (!list || !long) return
    const found = scrollingAncestor(list)
    setScroller(found)
    setGap(Number.parseFloat(getComputedStyle(list).rowGap) || 0)
    if (!found) return
    const measure = () => {
      const offset = list.getBoundingClientRect().top - found.getBoundingClientRect().top + found.scrollTop
      setMargin((previous) => (Math.abs(previous - offset) < 0.5 ? previous : offset))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (let box: HTMLElement | null = list; box && box !== found; box = box.parentElement)
      observer.observe(box)
    observer.observe(found)
    return () => observer.disconnect()
  }, [list, long])

  const windowed = long && scroller !== null
  const virtualizer = useVirtualizer({
    enabled: windowed,
    // A scroll renders the rows it brings in as its own task, not inside the scroll event's frame:
    // the longest task of a fast scroll is about a third shorter (measured: 33 -> 21 ms of CPU per
    // screen-sized jump through 1,000 tokens). The overscan covers steps of up to 6 rows.
    useFlushSync: false,
    count,
    getScrollElement: () => scroller ?? null,
    estimateSize,
    getItemKey: getKey,
    overscan: OVERSCAN,
    gap,
    scrollMargin: margin,
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    // A row measured at zero height (a DOM without layout) keeps its estimate.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimateSize(instance.indexFromElement(element)),
    // A zero height (not laid out yet, or no layout at all) counts as the fallback height.
    observeElementRect: (instance, callback) => {
      const element = instance.scrollElement
      if (!element) return
      const report = () =>
        callback({ width: element.clientWidth, height: element.clientHeight || FALLBACK_HEIGHT })
      report()
      if (typeof ResizeObserver === 'undefined') return
      const observer = new ResizeObserver(report)
      observer.observe(element)
      return () => observer.disconnect()
    },
  })

  const measureRow = virtualizer.measureElement
  const rowProps = useCallback(
    (row: VirtualItem) => ({
      ref: measureRow,
      'data-index': row.index,
      style: {
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${row.start - margin}px)`,
      } satisfies CSSProperties,
    }),
    [measureRow, margin],
  )

  return {
    windowed,
    listRef: setList,
    listStyle: windowed ? { position: 'relative', height: virtualizer.getTotalSize() } : undefined,
    rows: windowed ? virtualizer.getVirtualItems() : [],
    rowProps,
  }
}

/** The nearest ancestor that scrolls vertically, or null (the page itself scrolls). */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY)) return box
  }
  return null
}
