import { useState } from 'react'

/** False until `value` is first true, then true for good (a chunk once loaded stays mounted). */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}
