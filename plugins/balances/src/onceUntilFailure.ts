/**
 * Runs `create` on the first call and shares its promise with every later call. A rejection is
 * not kept: the next call runs `create` again (a chunk that failed to load, a request that failed).
 */
export function onceUntilFailure<T>(create: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined
  return () => {
    if (current) return current
    const attempt = create()
    current = attempt
    attempt.catch(() => {
      if (current === attempt) current = undefined
    })
    return attempt
  }
}
