import type { LoadOnce } from '@portico/kernel'
import { useCallback, useEffect, useState } from 'react'

export type UseLoadOnceResult<TValue> = {
  /** The value once loaded; at once on the first render when something loaded it before. */
  value: TValue | undefined
  /** The last load failed: show an error state whose action calls `retry`. */
  failed: boolean
  /** Why it failed (for the log). */
  error: unknown
  /** Loads again after a failure. */
  retry(): void
}

type Settled<TValue> = { handle: LoadOnce<TValue>; attempt: number } & (
  | { value: TValue; failed?: undefined }
  | { failed: { error: unknown } }
)

/**
 * A plugin's load-once value (`portico.resolve(token)`: its service, a module) for a view, without
 * Suspense: the view renders its own loading state until `value` is there, an error state with a
 * retry when the load failed. Loads when the component mounts; a value already loaded (another
 * view, a wallet event) is there on the first render.
 *
 * @example
 * const { value: service, failed, retry } = useLoadOnce(portico.resolve(namesTokens.service))
 * if (failed) return <ErrorState onRetry={retry} />
 * if (!service) return <Spinner size="large" label={t('names.loading')} />
 */
export function useLoadOnce<TValue>(handle: LoadOnce<TValue>): UseLoadOnceResult<TValue> {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<TValue>>()
  useEffect(() => {
    if (handle.peek() !== undefined) return
    let live = true
    handle.load().then(
      (value) => live && setSettled({ handle, attempt, value }),
      (error: unknown) => live && setSettled({ handle, attempt, failed: { error } }),
    )
    return () => {
      live = false
    }
  }, [handle, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = settled?.handle === handle && settled.attempt === attempt ? settled : undefined
  const failure = current?.failed
  return {
    value: handle.peek() ?? (failure ? undefined : current?.value),
    failed: failure !== undefined,
    error: failure?.error,
    retry,
  }
}
