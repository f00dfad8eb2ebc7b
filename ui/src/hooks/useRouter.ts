import type { HistoryEntry, PorticoViewData, RouterState } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

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
