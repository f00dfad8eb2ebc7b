import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/**
 * Follows its content's height with a 150 ms transition (spec 9) instead of jumping when the
 * view changes. Without ResizeObserver (old browsers, tests) it simply stays `auto`.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="portico-shell-body" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}
