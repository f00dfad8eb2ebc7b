/** A map whose entries count as fresh for `lifetimeMs` after they were set (spec 9 cache lifetimes). */
export type TtlCache<T> = {
  /** The value while it is fresh, else undefined. */
  get(key: string): T | undefined
  /** The value however old (shown while a refetch is blocked or failed). */
  peek(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
}

export function createTtlCache<T>({
  lifetimeMs,
  now,
}: {
  lifetimeMs: number
  now: () => number
}): TtlCache<T> {
  const entries = new Map<string, { at: number; value: T }>()
  return {
    get(key) {
      const entry = entries.get(key)
      return entry && now() - entry.at < lifetimeMs ? entry.value : undefined
    },
    peek: (key) => entries.get(key)?.value,
    set: (key, value) => void entries.set(key, { at: now(), value }),
    delete: (key) => void entries.delete(key),
  }
}
