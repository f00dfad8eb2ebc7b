import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `onVisible` when the returned element scrolls into view (200 px early), while `enabled`.
 * Where IntersectionObserver is missing nothing happens: the "Load more" button remains.
 */
export function useLoadMoreSentinel(
  onVisible: () => void,
  enabled: boolean,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement | null>(null)
  const latest = useRef(onVisible)
  useEffect(() => {
    latest.current = onVisible
  })
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return sentinel
}
