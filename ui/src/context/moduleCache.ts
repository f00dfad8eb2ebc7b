import type { ComponentType } from 'react'

/**
 * A lazily loaded component module, tracked without Suspense: React holds content that suspended
 * back until 300 ms after its fallback showed, which would dominate the time from click to the
 * wallet list. Here the module is loaded first (in parallel with everything else the modal needs)
 * and rendered once it is there.
 */
export type LoadedModule =
  | { status: 'loading'; promise: Promise<unknown> }
  | { status: 'ready'; Component: ComponentType<never> }
  | { status: 'error'; error: unknown }

/** One instance's loaded modules (views, shell parts), kept by the provider. */
export type ModuleCache = Map<string, LoadedModule>
