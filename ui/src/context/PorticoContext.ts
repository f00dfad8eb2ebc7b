import type { Portico } from '@portico/kernel'
import { createContext } from 'react'
import type { ServerSnapshots } from '../ssr/serverSnapshots.js'
import type { LiveParts } from './liveParts.js'
import type { ModuleCache } from './moduleCache.js'

export type PorticoContextValue = {
  portico: Portico
  /** Scopes this instance's CSS: every element Portico renders carries `data-portico={scopeId}`. */
  scopeId: string
  server: ServerSnapshots
  /**
   * Loaded view and shell modules by key. Cached per provider, not per module: two instances may
   * register different loaders under one id, and a failed load must be retryable per instance.
   */
  modules: ModuleCache
  /** Whether an entry button placeholder had focus as the live buttons replaced it. */
  handoff: EntryFocusHandoff
  /**
   * Whether the plugins' `modal.prepare` work has finished once (on intent or a first open);
   * `onWarm`, set by the overlays, is called when an intent's preparation has finished, so the
   * dialog can be rendered hidden before the click.
   */
  prepared: { done: boolean; onWarm?: (warm: true) => void }
  /**
   * The connect button, theme sheets and overlays the instance's ui() plugin provides; none for a
   * headless instance (hooks only).
   */
  parts: LiveParts | undefined
}

/** Passes focus from an entry button placeholder to the live button that replaces it. */
export type EntryFocusHandoff = { focus: boolean }

/** Holds the instance; never a module variable, so two providers on one page stay apart. */
export const PorticoContext = createContext<PorticoContextValue | null>(null)
