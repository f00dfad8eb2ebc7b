/** A value made on first use: a lazily imported module, a service built from one, a list fetched once. */
export type LoadOnce<TValue> = {
  /** The value; the first call creates it and later calls share that promise. A failure is not kept: the next call tries again. */
  load(): Promise<TValue>
  /** The value once created, else `undefined` (nothing loaded, nothing to dispose). */
  peek(): TValue | undefined
}

/**
 * Load once, share the promise, retry after a failure: the one helper for every lazily created
 * thing in a kernel instance (the memo lives in the object it returns, never in a module).
 *
 * @example
 * const service = loadOnce(async () => {
 *   const { createSendService } = await import('./core/createSendService.js')
 *   return createSendService(portico)
 * })
 * await service.load() // imports once; a chunk that failed to load (offline) loads on the next call
 */
export function loadOnce<TValue>(create: () => Promise<TValue>): LoadOnce<TValue> {
  let pending: Promise<TValue> | undefined
  let loaded: { value: TValue } | undefined
  return {
    load() {
      if (pending) return pending
      const attempt = create().then(
        (value) => {
          loaded = { value }
          return value
        },
        (error: unknown) => {
          if (pending === attempt) pending = undefined
          throw error
        },
      )
      pending = attempt
      return attempt
    },
    peek: () => loaded?.value,
  }
}
