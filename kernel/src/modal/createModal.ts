import { MODAL_SHAKE_MS } from '../constants.js'
import type { EventBus } from '../events/createEventBus.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Router } from '../views/createRouter.js'
import { VIEW_ROLES, type ViewRole } from '../views/roles.js'
import type { ChainNamespace } from '../wallet/types.js'

/** Modal state of spec section 3. */
export type ModalState = {
  open: boolean
  loading: boolean
  loadingNamespaces: Partial<Record<ChainNamespace, boolean>>
  shake: boolean
  namespace: ChainNamespace | undefined
}

export type OpenModalParameters = {
  /** Go straight to this view (spec 2: explicit view + data opens there). */
  view?: string
  data?: unknown
  /** Open for another namespace: switches to its network first, without a confirmation. */
  namespace?: ChainNamespace
}

export type ModalController = Store<ModalState> & {
  open(parameters?: OpenModalParameters): Promise<void>
  /** Closes unless the current view forbids it; `force` skips that check (e.g. after a successful sign-in). */
  close(options?: { force?: boolean }): void
  /**
   * Readies the first view without opening: loads what the `modal.prepare` slot names (code,
   * local state; never a request to a hosted service). Call it on intent, e.g. when the pointer or
   * focus reaches a connect button, so the modal shows at once on click; `open` calls it too.
   * Resolves when every item has settled (a failure is logged, never thrown); calls while a run is
   * in flight share it.
   */
  prepare(): Promise<void>
  /** The view `open()` without parameters would show now (for prefetching its code). */
  defaultView(): string
  /** Shakes the modal for 500 ms (a rejected action). */
  shake(): void
  setLoading(loading: boolean, namespace?: ChainNamespace): void
  /** Whether the current view lets the visitor close the modal. */
  canClose(): boolean
  dispose(): void
}

export type ModalEnvironment = {
  router: Router
  /** The view that plays a role (the view registry's `forRole`). */
  viewFor: (role: ViewRole) => string
  events: EventBus
  embedded: boolean
  /** Manual WalletConnect control (spec 2). */
  manualControl: boolean
  isMobile: () => boolean
  hasChainAdapters: () => boolean
  isConnected: () => boolean
  /** Switches the active namespace (and its network) without confirmation; returns which view to show. */
  prepareNamespace?: (namespace: ChainNamespace) => Promise<{ view?: string; data?: unknown } | undefined>
  isViewClosable: (view: string) => boolean
  /** Work registered in the `modal.prepare` slot. */
  prepare: () => Promise<void>
  /** Work registered in the `modal.prefetch` slot. */
  prefetch: () => Promise<void>
  onError: (error: unknown) => void
}

declare module '../events/createEventBus.js' {
  interface PorticoEvents {
    /** Analytics MODAL_OPEN. */
    'modal:open': { connected: boolean }
    /** Analytics MODAL_CLOSE. */
    'modal:close': { connected: boolean }
  }
}

/** The modal's open/close semantics of spec sections 2 and 4. */
export function createModal(env: ModalEnvironment): ModalController {
  const store = createStore<ModalState>({
    open: env.embedded,
    loading: false,
    loadingNamespaces: {},
    shake: false,
    namespace: undefined,
  })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  let preparing: Promise<void> | undefined

  const homeView = () => env.viewFor(env.isConnected() ? VIEW_ROLES.account : VIEW_ROLES.connect)

  const pickView = (): string => {
    if (env.isConnected()) return env.viewFor(VIEW_ROLES.account)
    if (!env.hasChainAdapters() || env.manualControl) {
      return env.viewFor(env.isMobile() ? VIEW_ROLES.mobileWalletList : VIEW_ROLES.basicConnecting)
    }
    return env.viewFor(VIEW_ROLES.connect)
  }

  const controller: ModalController = {
    ...store,
    async open(parameters = {}) {
      const namespace = parameters.namespace ?? store.getState().namespace
      const waitsForNamespace = Boolean(parameters.namespace && env.prepareNamespace)
      // Loading while closed only when opening waits (for a namespace); a synchronous open goes
      // straight to open and loading in one update, so nothing shows a busy state for no wait.
      store.setState(waitsForNamespace ? { loading: true, namespace } : { namespace })
      try {
        let target: { view?: string; data?: unknown } | undefined
        if (parameters.namespace && env.prepareNamespace)
          target = await env.prepareNamespace(parameters.namespace)
        if (parameters.view) env.router.reset(parameters.view, parameters.data)
        else if (target?.view) env.router.reset(target.view, target.data)
        else env.router.reset(pickView())
      } catch (error) {
        store.setState({ loading: false })
        env.onError(error)
        throw error
      }
      void controller.prepare()
      store.setState({ open: true, loading: true })
      env.events.emit('modal:open', { connected: env.isConnected() })
      // Prefetching (catalogue, remote config) must not hold the first view back.
      void env
        .prefetch()
        .catch(env.onError)
        .finally(() => store.setState({ loading: false }))
    },
    close(options = {}) {
      if (!options.force && !controller.canClose()) {
        controller.shake()
        return
      }
      const wasOpen = store.getState().open
      if (env.embedded) {
        env.router.reset(homeView())
        store.setState({ loading: false, loadingNamespaces: {} })
        return
      }
      env.router.reset(env.viewFor(VIEW_ROLES.connect))
      store.setState({ open: false, loading: false, loadingNamespaces: {} })
      if (wasOpen) env.events.emit('modal:close', { connected: env.isConnected() })
    },
    prepare() {
      preparing ??= env
        .prepare()
        .catch(env.onError)
        .finally(() => {
          preparing = undefined
        })
      return preparing
    },
    defaultView: pickView,
    shake() {
      if (shakeTimer) clearTimeout(shakeTimer)
      store.setState({ shake: true })
      shakeTimer = setTimeout(() => {
        shakeTimer = undefined
        store.setState({ shake: false })
      }, MODAL_SHAKE_MS)
    },
    setLoading(loading, namespace) {
      if (!namespace) return store.setState({ loading })
      store.setState((s) => ({ ...s, loadingNamespaces: { ...s.loadingNamespaces, [namespace]: loading } }))
    },
    canClose() {
      return env.isViewClosable(env.router.current.view)
    },
    dispose() {
      if (shakeTimer) clearTimeout(shakeTimer)
    },
  }
  return controller
}
