import { createStore, type Store } from '../store/createStore.js'
import { ViewNotRegisteredError } from './errors.js'
import { VIEW_ROLES, type ViewRole } from './roles.js'

/**
 * Data a view receives. Plugins type their views' data by declaration merging:
 * `interface PorticoViewData { 'send/Preview': { amount: string } }`.
 */
export interface PorticoViewData {
  [viewId: string]: unknown
}

export type HistoryEntry = { view: string; data?: unknown }

export type RouterState = {
  history: readonly HistoryEntry[]
  /** How the last navigation moved, so the UI can animate in the right direction. */
  transition: 'push' | 'back' | 'replace' | 'reset'
}

export type Router = Store<RouterState> & {
  readonly current: HistoryEntry
  push<TView extends string>(view: TView, data?: PorticoViewData[TView]): void
  replace<TView extends string>(view: TView, data?: PorticoViewData[TView]): void
  /** Spec 2: back from the first view closes the modal; back to the connect view while connected shows the account view. */
  back(): void
  reset<TView extends string>(view: TView, data?: PorticoViewData[TView]): void
}

export type CreateRouterParameters = {
  /** The view that plays a role (`views.forRole`); the router starts on the connect view. */
  viewFor: (role: ViewRole) => string
  /** Whether any namespace has a connected address. */
  isConnected: () => boolean
  /** Asked to close the modal when going back from the first view (the modal that owns the router). */
  onCloseRequest: () => void
  /** When given, navigating to an unknown view throws ViewNotRegisteredError. */
  hasView?: (id: string) => boolean
}

/** The modal's history stack and the navigation rules of spec section 2 that concern it. */
export function createRouter({
  viewFor,
  isConnected,
  onCloseRequest,
  hasView,
}: CreateRouterParameters): Router {
  const store = createStore<RouterState>({
    history: [{ view: viewFor(VIEW_ROLES.connect) }],
    transition: 'reset',
  })

  const check = (view: string) => {
    if (hasView && !hasView(view)) throw new ViewNotRegisteredError(view)
  }
  const entry = (view: string, data: unknown): HistoryEntry =>
    data === undefined ? { view } : { view, data }

  return {
    ...store,
    get current() {
      const { history } = store.getState()
      return history[history.length - 1] as HistoryEntry
    },
    push(view, data) {
      check(view)
      store.setState((s) => ({ history: [...s.history, entry(view, data)], transition: 'push' }))
    },
    replace(view, data) {
      check(view)
      store.setState((s) => ({
        history: [...s.history.slice(0, -1), entry(view, data)],
        transition: 'replace',
      }))
    },
    back() {
      const { history } = store.getState()
      if (history.length <= 1) {
        onCloseRequest()
        return
      }
      const rest = history.slice(0, -1)
      const target = rest[rest.length - 1] as HistoryEntry
      const landing =
        target.view === viewFor(VIEW_ROLES.connect) && isConnected()
          ? { view: viewFor(VIEW_ROLES.account) }
          : target
      store.setState({ history: [...rest.slice(0, -1), landing], transition: 'back' })
    },
    reset(view, data) {
      check(view)
      store.setState({ history: [entry(view, data)], transition: 'reset' })
    },
  }
}
