import type { Portico } from '@portico/kernel'
import { type ComponentType, createContext, type LazyExoticComponent } from 'react'
import type { ServerSnapshots } from '../ssr/serverSnapshots.js'

export type PorticoContextValue = {
  portico: Portico
  /** Scopes this instance's CSS: every element Portico renders carries `data-portico={scopeId}`. */
  scopeId: string
  server: ServerSnapshots
  /**
   * Lazy view components by view id. Cached per provider, not per module: two instances may
   * register different loaders under one id, and a failed load must be retryable per instance.
   */
  viewComponents: Map<string, LazyExoticComponent<ComponentType>>
}

/** Holds the instance; never a module variable, so two providers on one page stay apart. */
export const PorticoContext = createContext<PorticoContextValue | null>(null)
