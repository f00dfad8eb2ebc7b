import { type FocusEvent, type KeyboardEvent, useCallback, useMemo, useState } from 'react'

export type ListKeyboardNavigationOptions = {
  /** Selects the items inside the container. Default `[data-list-item]`. */
  itemSelector?: string
  /** Items per row for a grid: Up/Down move a row, Left/Right one item. Default 1 (a plain list). */
  columns?: number
  /** Wraps from the last item to the first and back. Default false. */
  loop?: boolean
  /**
   * Virtualised lists only render some items. Give the total `count`, mark each item with
   * `data-index`, and pass `scrollToIndex`: the hook scrolls an unrendered target into view and
   * focuses it once rendered.
   */
  count?: number
  scrollToIndex?: (index: number) => void
}

export type ListKeyboardNavigation = {
  /** Spread on the list container. */
  containerProps: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
    onFocus: (event: FocusEvent<HTMLElement>) => void
  }
  /** Index of the item that last had focus (0 at first). */
  activeIndex: number
  /**
   * Roving tab stop: 0 for the active item, -1 for the others, so Tab enters the list once and
   * leaves it with the next Tab. Optional: without it every item stays in the tab order.
   */
  getTabIndex: (index: number) => 0 | -1
}

const keys = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

/**
 * Arrow keys, Home and End move focus across the items of a list or grid (WAI-ARIA listbox/grid
 * keyboard pattern). From an element before the list (a search field), ArrowDown enters it.
 *
 * @example
 * const { containerProps, getTabIndex } = useListKeyboardNavigation({ columns: 4 })
 * <div role="list" {...containerProps}>
 *   {wallets.map((w, i) => <button key={w.id} data-list-item tabIndex={getTabIndex(i)}>{w.name}</button>)}
 * </div>
 */
export function useListKeyboardNavigation({
  itemSelector = '[data-list-item]',
  columns = 1,
  loop = false,
  count,
  scrollToIndex,
}: ListKeyboardNavigationOptions = {}): ListKeyboardNavigation {
  const [activeIndex, setActiveIndex] = useState(0)

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const item = closestItem(event.target, event.currentTarget, itemSelector)
      if (item) setActiveIndex(indexOf(item, event.currentTarget, itemSelector))
    },
    [itemSelector],
  )

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!keys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return
      const container = event.currentTarget
      const items = [...container.querySelectorAll<HTMLElement>(itemSelector)]
      if (items.length === 0) return
      const focused = closestItem(event.target, container, itemSelector)
      const total = count ?? items.length
      if (!focused) {
        // Entering the list from a field above it; other keys keep their meaning there.
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        focusIndex(container, itemSelector, 0, scrollToIndex)
        return
      }
      const current = indexOf(focused, container, itemSelector)
      const step = { ArrowDown: columns, ArrowUp: -columns, ArrowRight: 1, ArrowLeft: -1 }[event.key]
      // In a plain list Left/Right belong to the item (e.g. a text field), not to navigation.
      if (columns === 1 && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return
      let target = event.key === 'Home' ? 0 : event.key === 'End' ? total - 1 : current + (step ?? 0)
      if (target < 0 || target >= total) {
        if (!loop || event.key === 'Home' || event.key === 'End')
          target = Math.min(Math.max(target, 0), total - 1)
        else target = (target + total) % total
      }
      event.preventDefault()
      if (target !== current) focusIndex(container, itemSelector, target, scrollToIndex)
    },
    [itemSelector, columns, loop, count, scrollToIndex],
  )

  return useMemo(
    () => ({
      containerProps: { onKeyDown, onFocus },
      activeIndex,
      getTabIndex: (index: number) => (index === activeIndex ? 0 : -1),
    }),
    [onKeyDown, onFocus, activeIndex],
  )
}

function closestItem(target: EventTarget, container: HTMLElement, selector: string): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined
  const item = target.closest<HTMLElement>(selector)
  return item && container.contains(item) ? item : undefined
}

/** The item's position: its `data-index` in a virtualised list, else its order in the container. */
function indexOf(item: HTMLElement, container: HTMLElement, selector: string): number {
  const declared = item.dataset.index
  if (declared !== undefined && declared !== '') return Number(declared)
  return [...container.querySelectorAll(selector)].indexOf(item)
}

function focusIndex(
  container: HTMLElement,
  selector: string,
  index: number,
  scrollToIndex: ((index: number) => void) | undefined,
): void {
  const find = () => {
    const items = [...container.querySelectorAll<HTMLElement>(selector)]
    return (
      items.find((item) => item.dataset.index === String(index)) ??
      (items[0]?.dataset.index === undefined ? items[index] : undefined)
    )
  }
  const item = find()
  if (item) {
    item.focus()
    item.scrollIntoView?.({ block: 'nearest' })
    return
  }
  if (!scrollToIndex) return
  scrollToIndex(index)
  // The virtualiser renders the target on its next frame.
  requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()))
}
