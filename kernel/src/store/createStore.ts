export type Listener<T> = (state: T, previous: T) => void

/** A small observable value with immutable updates; React reads it with useSyncExternalStore. */
export type Store<T> = {
  getState(): T
  /** Replaces the state with `update(state)` (or merges a partial object) and notifies listeners. */
  setState(update: Partial<T> | ((state: T) => T)): void
  subscribe(listener: Listener<T>): () => void
  /** Calls `listener` only when `selector(state)` changes (Object.is). */
  select<S>(selector: (state: T) => S, listener: (value: S, previous: S) => void): () => void
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()
  return {
    getState: () => state,
    setState(update) {
      const previous = state
      const next = typeof update === 'function' ? update(state) : { ...state, ...update }
      if (Object.is(next, previous)) return
      state = next
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    select(selector, listener) {
      let current = selector(state)
      const onChange: Listener<T> = (next) => {
        const value = selector(next)
        if (Object.is(value, current)) return
        const previous = current
        current = value
        listener(value, previous)
      }
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
  }
}
