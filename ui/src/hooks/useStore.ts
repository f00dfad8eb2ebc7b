import { useCallback, useRef, useSyncExternalStore } from 'react'
import { shallowEqual } from './shallowEqual.js'

/** The part of a kernel store (or any observable) the hooks need. */
export type ReadableStore<T> = { getState(): T; subscribe(listener: () => void): () => void }

export type UseStoreOptions<T, S> = {
  /** The state the server renders with (and hydration starts from); default: the current state. */
  serverState?: T
  /** When a new selection counts as unchanged (no re-render); default shallow equality. */
  isEqual?: (a: S, b: S) => boolean
}

const NONE = Symbol('none')

/**
 * Reads a slice of a store with `useSyncExternalStore`; re-renders only when the slice changes.
 * Plugins use it for their own stores.
 *
 * @example
 * const count = useStore(counterStore, (state) => state.count)
 */
export function useStore<T, S>(
  store: ReadableStore<T>,
  selector: (state: T) => S,
  { serverState, isEqual = shallowEqual }: UseStoreOptions<T, S> = {},
): S {
  // The last selection is kept so an equal one keeps its identity: a fresh object per call
  // would re-render forever. Client and server selections are kept apart for hydration.
  const client = useRef<S | typeof NONE>(NONE)
  const server = useRef<S | typeof NONE>(NONE)
  const stable = (memo: typeof client, next: S): S => {
    const previous = memo.current
    if (previous !== NONE && isEqual(previous, next)) return previous
    memo.current = next
    return next
  }
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store])
  return useSyncExternalStore(
    subscribe,
    () => stable(client, selector(store.getState())),
    () => stable(server, selector(serverState === undefined ? store.getState() : serverState)),
  )
}
