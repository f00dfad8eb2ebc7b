import { PorticoError } from '@portico/kernel'
import type { ComponentType } from 'react'
import type { LoadedModule, ModuleCache } from '../context/moduleCache.js'

export type { LoadedModule, ModuleCache }

/** Starts loading `key` (once) and returns its entry; a failed load is retried after `forget`. */
export function loadModule(
  cache: ModuleCache,
  key: string,
  load: () => Promise<{ default: unknown }>,
  validate: (candidate: unknown) => ComponentType<never> = asComponent(key),
): LoadedModule {
  const existing = cache.get(key)
  if (existing) return existing
  const promise = load().then(
    (module) => cache.set(key, { status: 'ready', Component: validate(module.default) }),
    (error: unknown) => cache.set(key, { status: 'error', error }),
  )
  const entry: LoadedModule = { status: 'loading', promise }
  // The validation may throw synchronously inside then(); record that as a failed load too.
  promise.catch((error: unknown) => cache.set(key, { status: 'error', error }))
  cache.set(key, entry)
  return entry
}

/** A module's default export must be a React component (a function, or a memo/forwardRef object). */
function asComponent(key: string) {
  return (candidate: unknown): ComponentType<never> => {
    const isComponent =
      typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)
    if (!isComponent) throw new InvalidViewModuleError(key)
    return candidate as ComponentType<never>
  }
}

/** A view module whose default export is not a React component. */
export class InvalidViewModuleError extends PorticoError {
  override name = 'InvalidViewModuleError' as const
  constructor(readonly viewId: string) {
    super(`The module of view "${viewId}" has no component as its default export.`)
  }
}
