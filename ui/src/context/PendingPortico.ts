import type { OpenModalParameters, Portico, ThemeMode, ThemeState } from '@portico/kernel'
import { createContext, use } from 'react'
import { createContextValue } from './contextValue.js'
import { PorticoLoaderError } from './errors.js'
import { type EntryFocusHandoff, PorticoContext, type PorticoContextValue } from './PorticoContext.js'

/**
 * Loads the module that creates the app's instance, e.g. `() => import('./portico.js')` where
 * `portico.ts` has `export default createPortico({...})`. Called once per provider.
 */
export type PorticoLoader = () => Promise<Portico | { default: Portico }>

/** The theme the entry buttons show while the instance loads (give the instance's own options). */
export type InitialTheme = { mode?: ThemeMode; variables?: Record<string, string> }

/** A provider whose instance is still loading: what the entry buttons and hooks need meanwhile. */
export type PendingPortico = {
  readonly scopeId: string
  readonly theme: ThemeState
  readonly handoff: EntryFocusHandoff
  /** Starts loading (once; again after a failure) and resolves with the provider's value. */
  load(): Promise<PorticoContextValue>
  /**
   * Starts the first load if none has started, and resolves with the provider's value once a load
   * succeeds: the same promise throughout, never rejected, so hooks suspend on it and a failed
   * load leaves them waiting for the next attempt (a press) instead of throwing to the app or
   * loading again each time they render.
   */
  ready(): Promise<PorticoContextValue>
  /** Opens the modal once the instance has loaded and started: a click that came first. */
  openWhenReady(parameters?: OpenModalParameters): Promise<void>
}

/** Set by a `PorticoProvider` that loads its instance, before and after it is there; null otherwise. */
export const PendingPorticoContext = createContext<PendingPortico | null>(null)

/**
 * The provider's loading instance while it is not there yet; null once it is, or under a provider
 * given an instance. Components that must not suspend (the entry buttons, the embedded modal)
 * render their placeholder, or nothing, while it is set.
 */
export function usePendingPortico(): PendingPortico | null {
  const live = use(PorticoContext)
  const pending = use(PendingPorticoContext)
  return live ? null : pending
}

export type CreatePendingPorticoOptions = {
  loader: PorticoLoader
  scopeId: string
  initialTheme?: InitialTheme
  /** Called once with the provider's value when the instance is there. */
  onLoaded(value: PorticoContextValue): void
}

/** One provider's loading state; lives in that provider, never in a module. */
export function createPendingPortico({
  loader,
  scopeId,
  initialTheme,
  onLoaded,
}: CreatePendingPorticoOptions): PendingPortico {
  const handoff: EntryFocusHandoff = { focus: false }
  let loading: Promise<PorticoContextValue> | undefined
  let attempted = false
  let settle: (value: PorticoContextValue) => void = () => undefined
  const loaded = new Promise<PorticoContextValue>((resolve) => {
    settle = resolve
  })
  const pending: PendingPortico = {
    scopeId,
    theme: { mode: initialTheme?.mode ?? 'system', variables: initialTheme?.variables ?? {} },
    handoff,
    load() {
      if (loading) return loading
      attempted = true
      const started = loader().then((module) => {
        const value = createContextValue(asPortico(module), scopeId, handoff)
        onLoaded(value)
        settle(value)
        return value
      })
      // A failed load is said once and tried again on the next intent or click.
      started.catch((error: unknown) => {
        if (loading === started) loading = undefined
        reportLoadFailure(error)
      })
      loading = started
      return started
    },
    ready() {
      if (!attempted) void pending.load().catch(() => undefined)
      return loaded
    },
    async openWhenReady(parameters) {
      const { portico } = await pending.load()
      await portico.start()
      await portico.modal.open(parameters)
    },
  }
  return pending
}

/** The loader's module: the instance itself or a module whose default export it is. */
function asPortico(module: unknown): Portico {
  const candidate =
    typeof module === 'object' && module !== null && 'default' in module ? module.default : module
  if (!isPortico(candidate)) throw new PorticoLoaderError()
  return candidate
}

function isPortico(candidate: unknown): candidate is Portico {
  if (typeof candidate !== 'object' || candidate === null) return false
  const { start, modal } = candidate as Partial<Portico>
  return typeof start === 'function' && typeof modal?.open === 'function'
}

/** Before the instance exists there is no kernel logger: the console is the only place to say it. */
function reportLoadFailure(error: unknown) {
  console.error('Portico could not be loaded; a button press will try again.', error)
}
