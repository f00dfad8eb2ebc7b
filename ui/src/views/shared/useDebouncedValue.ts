import { DEFAULT_DEBOUNCE_MS } from '@portico/kernel'
import { useEffect, useState } from 'react'

/** `value` once it has stopped changing for `delayMs` (spec 9 default: 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
