import { useCallback, useEffect, useReducer } from 'react'
import { type LoadedModule, loadModule, type ModuleCache } from './moduleLoader.js'

/**
 * The entry of a lazily loaded module, re-rendering when it has loaded (or failed). `retry`
 * forgets a failed load and starts again. `load` undefined means nothing to load (unknown view).
 */
export function useLoadedModule(
  cache: ModuleCache,
  key: string,
  load: (() => Promise<{ default: unknown }>) | undefined,
): { entry: LoadedModule | undefined; retry: () => void } {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const entry = load ? loadModule(cache, key, load) : undefined
  useEffect(() => {
    if (entry?.status !== 'loading') return
    let live = true
    void entry.promise.then(
      () => live && rerender(),
      () => live && rerender(),
    )
    return () => {
      live = false
    }
  }, [entry])
  const retry = useCallback(() => {
    cache.delete(key)
    rerender()
  }, [cache, key])
  return { entry, retry }
}
