/** A minimal typed emitter; listener errors are handed to `onError` so one bad listener cannot break the rest. */
export function createEmitter<TEvents extends Record<string, unknown[]>>(onError: (error: unknown) => void) {
  type AnyListener = (...args: never[]) => void
  const listeners = new Map<keyof TEvents, Set<AnyListener>>()
  return {
    on<K extends keyof TEvents>(event: K, listener: (...args: TEvents[K]) => void): () => void {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as unknown as AnyListener)
      listeners.set(event, set)
      return () => void set.delete(listener as unknown as AnyListener)
    },
    off<K extends keyof TEvents>(event: K, listener: (...args: TEvents[K]) => void) {
      listeners.get(event)?.delete(listener as unknown as AnyListener)
    },
    emit<K extends keyof TEvents>(event: K, ...args: TEvents[K]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as unknown as (...args: TEvents[K]) => void)(...args)
        } catch (error) {
          onError(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
