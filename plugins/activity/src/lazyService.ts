/** Memoizes a dynamic import and the instance built from it; the memo lives in one kernel's container. */
export function createLazyService<TService>(create: () => Promise<TService>): {
  load(): Promise<TService>
  current(): TService | undefined
} {
  let pending: Promise<TService> | undefined
  let instance: TService | undefined
  return {
    load() {
      pending ??= create().then(
        (created) => {
          instance = created
          return created
        },
        (error: unknown) => {
          // A chunk that failed to load (offline, a deploy in between) may load on the next try.
          pending = undefined
          throw error
        },
      )
      return pending
    },
    current: () => instance,
  }
}
