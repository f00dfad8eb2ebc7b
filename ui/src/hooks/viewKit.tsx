import type { HistoryEntry, LoadOnce, PorticoViewData, RouterState } from '@portico/kernel'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { usePortico } from './usePortico.js'
import { useStore } from './useStore.js'
import { useT } from './useT.js'

// What a view uses to load what it shows and to navigate (useLoadOnce, useRouter, WhenLoaded and
// the shell's loading and error states), in one module shared by the core views and the plugins'
// views: one file for the bundler instead of three (docs/ENGINEERING.md).

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

export type UseRouterResult<TView extends string = string> = {
  /** The view showing. */
  view: string
  /** The data the current view was opened with. */
  data: PorticoViewData[TView] | undefined
  history: readonly HistoryEntry[]
  /** How the last navigation moved (the shell animates by it). */
  transition: RouterState['transition']
  /** Whether back goes to a previous view (else it closes the modal). */
  canGoBack: boolean
  push<T extends string>(view: T, data?: PorticoViewData[T]): void
  replace<T extends string>(view: T, data?: PorticoViewData[T]): void
  back(): void
  reset<T extends string>(view: T, data?: PorticoViewData[T]): void
}

/**
 * The modal's view history and navigation. Views read their data here.
 *
 * @example
 * const { data, push, back } = useRouter<'ConnectingExternal'>()
 * push('ConnectingExternal', { connectorId: connector.id })
 */
export function useRouter<TView extends string = string>(): UseRouterResult<TView> {
  const { portico, server } = usePorticoContext('useRouter')
  const state = useStore(portico.router, (s) => s, { serverState: server.router })
  return useMemo(() => {
    const current = state.history[state.history.length - 1] as HistoryEntry
    const { router } = portico
    return {
      view: current.view,
      data: current.data as PorticoViewData[TView] | undefined,
      history: state.history,
      transition: state.transition,
      canGoBack: state.history.length > 1,
      push: (view, data) => router.push(view, data),
      replace: (view, data) => router.replace(view, data),
      back: () => router.back(),
      reset: (view, data) => router.reset(view, data),
    }
  }, [portico, state])
}

/** Spinner while a view's code (or the service it needs) loads; announced politely. */
export function ViewLoading() {
  const t = useT()
  return (
    <div className="portico-shell-loading" role="status">
      <span className="portico-shell-spinner" aria-hidden="true" />
      <span className="portico-shell-sr-only">{t('ui.shell.loading')}</span>
    </div>
  )
}

/** 'This view could not be shown.' with a retry; announced at once. */
export function ViewLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="portico-shell-error" role="alert">
      <p>{t('ui.shell.viewError')}</p>
      <button type="button" className="portico-shell-text-button" onClick={onRetry}>
        {t('ui.shell.retry')}
      </button>
    </div>
  )
}

export type WhenLoadedProps<TValue> = {
  /** A plugin's load-once value, e.g. `portico.resolve(namesTokens.service)`. */
  handle: LoadOnce<TValue>
  /** The view, once the value is there. */
  children: (value: TValue) => ReactNode
}

/**
 * Renders a plugin view once the service it needs has loaded, without Suspense. Meanwhile it shows
 * the shell's own loading state, the one shown while the view's code loads, so nothing moves
 * between the two; a failed load shows the shell's error state with a retry.
 *
 * @example
 * export default function RegisterAccountName() {
 *   const handle = usePortico().resolve(namesTokens.service)
 *   return <WhenLoaded handle={handle}>{(service) => <RegisterForm service={service} />}</WhenLoaded>
 * }
 */
export function WhenLoaded<TValue>({ handle, children }: WhenLoadedProps<TValue>): ReactNode {
  const portico = usePortico()
  const { value, failed, error, retry } = useLoadOnce(handle)
  useEffect(() => {
    if (failed) portico.log.error('A view could not load the service it shows', error)
  }, [portico, failed, error])
  if (value !== undefined) return children(value)
  return failed ? <ViewLoadFailed onRetry={retry} /> : <ViewLoading />
}
