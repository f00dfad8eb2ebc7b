import type { LoadOnce } from './loadOnce.js'

/** The methods of `TTarget` named `TMethod`, each returning a promise of what the target's returns. */
export type LazyFacade<TTarget, TMethod extends keyof TTarget> = {
  [TName in TMethod]: TTarget[TName] extends (...args: infer TArgs) => infer TResult
    ? (...args: TArgs) => Promise<Awaited<TResult>>
    : never
}

/**
 * An object whose methods forward to a target that loads on the first call (`loadOnce`), so its
 * code stays out of the page until something is asked of it. Once the target is loaded a call
 * reaches it in the same tick (a status it sets is visible at once).
 *
 * @example
 * const http = lazyFacade(loadOnce(() => import('./createHttpClient.js').then((m) => m.createHttpClient(p))), [
 *   'get',
 *   'post',
 * ])
 * await http.get('/v1/balance', { schema })
 */
export function lazyFacade<TTarget, TMethod extends keyof TTarget>(
  target: LoadOnce<TTarget>,
  methods: readonly TMethod[],
): LazyFacade<TTarget, TMethod> {
  const facade = {} as Record<TMethod, (...args: unknown[]) => unknown>
  for (const name of methods) {
    const call = (loaded: TTarget, args: unknown[]) =>
      (loaded[name] as (...a: unknown[]) => unknown).apply(loaded, args)
    facade[name] = (...args) => {
      const loaded = target.peek()
      if (loaded !== undefined) {
        try {
          return Promise.resolve(call(loaded, args))
        } catch (error) {
          return Promise.reject(error)
        }
      }
      return target.load().then((value) => call(value, args))
    }
  }
  return facade as LazyFacade<TTarget, TMethod>
}
