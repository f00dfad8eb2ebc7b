import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useRef } from 'react'
import { useListKeyboardNavigation } from '../../a11y/useListKeyboardNavigation.js'
import { Styles } from '../../primitives/Styles.js'
import { vars } from '../../theme/tokens.js'

/** One row: the 48 px list item plus the 8 px gap below it. */
export const ROW_HEIGHT = 56
const ROW_GAP = 8
/** The scroll area's height inside the modal; also assumed before layout (first frame, tests). */
export const LIST_HEIGHT = 400
/** Rows rendered beyond the visible ones, so a fast flick never shows blank space. */
const OVERSCAN = 6
/** Fetch the next page when the last rendered row is this close to the end. */
const LOAD_AHEAD = 10

const css = `
[data-portico] .portico-virtual-list { position: relative; overflow-y: auto; overscroll-behavior: contain;
  margin: 0 calc(-1 * ${vars.space.lg}); padding: 0 ${vars.space.lg}; scrollbar-width: thin; }
[data-portico] .portico-virtual-list-inner { position: relative; width: 100%; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-virtual-row { position: absolute; top: 0; left: 0; width: 100%; list-style: none; }
`

export type VirtualRowProps = { 'data-list-item': ''; 'data-index': number }

export type VirtualWalletListProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  /** Spread `itemProps` on the row's focusable element: arrow-key navigation finds rows by them. */
  renderItem: (item: T, itemProps: VirtualRowProps) => ReactNode
  label: string
  /** Called when the visible window nears the end of `items`. */
  onEndReached?: () => void
  footer?: ReactNode
}

/**
 * A windowed list (@tanstack/react-virtual): only the rows in view plus a few either side are in
 * the DOM, so 700 wallets scroll as smoothly as 7. Arrow keys, Home and End move focus row by row
 * (the shell's list navigation), scrolling rows that are not rendered yet into existence first.
 */
export function VirtualWalletList<T>({
  items,
  getKey,
  renderItem,
  label,
  onEndReached,
  footer,
}: VirtualWalletListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: OVERSCAN,
    initialRect: { width: 0, height: LIST_HEIGHT },
    observeElementRect: observeWithFallbackHeight,
  })
  const rows = virtualizer.getVirtualItems()
  const lastIndex = rows[rows.length - 1]?.index

  useEffect(() => {
    if (lastIndex !== undefined && lastIndex >= items.length - LOAD_AHEAD) onEndReached?.()
  }, [lastIndex, items.length, onEndReached])

  const { containerProps } = useListKeyboardNavigation({
    count: items.length,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  })

  return (
    <>
      <Styles id="virtual-list" css={css} />
      <div
        ref={scrollRef}
        className="portico-virtual-list"
        style={{ height: Math.min(LIST_HEIGHT, virtualizer.getTotalSize() || LIST_HEIGHT) }}
        {...containerProps}
      >
        <ul
          aria-label={label}
          className="portico-virtual-list-inner"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="portico-virtual-row"
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              {renderItem(items[row.index] as T, { 'data-list-item': '', 'data-index': row.index })}
            </li>
          ))}
        </ul>
      </div>
      {footer}
    </>
  )
}

/**
 * The default size observer, except that a zero height (not laid out yet, or a DOM without
 * layout such as a server or test environment) counts as the list's designed height.
 */
const observeWithFallbackHeight: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: LIST_HEIGHT }),
  )
