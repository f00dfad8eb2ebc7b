import { useEffect, useRef, useState } from 'react'

/**
 * The value of an async lookup keyed by `key`, undefined until it resolves (or when it fails).
 * `initial` is used when the answer is already known synchronously (a cache), so nothing flickers.
 */
export function useAsyncValue<T>(
  key: string | undefined,
  load: () => Promise<T | undefined>,
  initial?: T | undefined,
): T | undefined {
  const [state, setState] = useState<{ key: string | undefined; value: T | undefined }>({
    key,
    value: initial,
  })
  if (state.key !== key) setState({ key, value: initial })
  // `load` is a fresh closure each render; the key alone says when the answer changes.
  const latestLoad = useRef(load)
  latestLoad.current = load

  useEffect(() => {
    if (key === undefined || initial !== undefined) return
    let current = true
    latestLoad.current().then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: undefined }),
    )
    return () => {
      current = false
    }
  }, [key, initial])

  return state.key === key ? state.value : initial
}
