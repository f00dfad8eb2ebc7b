import type { EventBus } from '../events/createEventBus.js'
import { MODAL_SHAKE_MS } from '../firstPaintConstants.js'
import { closingRole, needsSwitchActiveChain, openingRole } from '../navigation/rules.js'
import { createStore, type Store } from '../store/createStore.js'
import { createRouter, type HistoryEntry, type Router } from '../views/createRouter.js'
import { VIEW_ROLES, type ViewRole } from '../views/roles.js'
import type { ChainNamespace, Network } from '../wallet/types.js'

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

/** What the modal reads of the wallet (and the one thing it does: select a namespace on open). */
export type ModalWallet = {
  getState(): { activeNamespace: ChainNamespace | undefined; networks: readonly Network[] }
  isConnected(namespace?: ChainNamespace): boolean
  hasAdapters(): boolean
  setActiveNamespace(namespace: ChainNamespace, network?: Network): void
}

export type ModalEnvironment = {
  /** The view that plays a role (the view registry's `forRole`). */
  viewFor: (role: ViewRole) => string
  /** Navigating to an unknown view throws ViewNotRegisteredError. */
  hasView: (id: string) => boolean
  events: EventBus
  wallet: ModalWallet
  embedded: boolean
  /** Manual WalletConnect control (spec 2). */
  manualControl: boolean
  isMobile: () => boolean
  isViewClosable: (view: string) => boolean
  /** Loads what may register an unknown view (deferred plugin parts) before `open({ view })` fails. */
  loadViews?: () => Promise<void>
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

/**
 * The modal's open/close semantics of spec sections 2 and 4, and its router (the history stack the
 * modal shows; going back from its first view closes the modal). Which view it shows is decided
 * by the rules of `navigation/rules.ts`.
 */
export function createModal(env: ModalEnvironment): { modal: ModalController; router: Router } {
  const { wallet, viewFor } = env
  const store = createStore<ModalState>({
    open: env.embedded,
    loading: false,
    loadingNamespaces: {},
    shake: false,
    namespace: undefined,
  })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  let preparing: Promise<void> | undefined
  const router = createRouter({
    viewFor,
    isConnected: () => wallet.isConnected(),
    onCloseRequest: () => controller.close(),
    hasView: env.hasView,
  })

  const pickView = (): string =>
    viewFor(openingRole(wallet.isConnected(), wallet.hasAdapters(), env.manualControl, env.isMobile()))

  /** Opening for a namespace selects it, or shows SwitchActiveChain when the rules ask for it. */
  const openFor = (namespace: ChainNamespace): HistoryEntry | undefined => {
    const { activeNamespace, networks } = wallet.getState()
    if (namespace === activeNamespace) return undefined
    const network = networks.find((n) => n.chainNamespace === namespace)
    if (needsSwitchActiveChain({ activeNamespace, isConnected: wallet.isConnected }, namespace))
      return {
        view: viewFor(VIEW_ROLES.switchActiveChain),
        data: { network, navigateTo: viewFor(VIEW_ROLES.connect) },
      }
    wallet.setActiveNamespace(namespace, network)
    return undefined
  }

  const controller: ModalController = {
    ...store,
    async open(parameters = {}) {
      // A view of a plugin whose parts load later (send/Send from an app's button) waits for them.
      if (parameters.view && !env.hasView(parameters.view)) await env.loadViews?.()
      // Open and loading come in one update, so nothing shows a busy state while closed.
      store.setState({ namespace: parameters.namespace ?? store.getState().namespace })
      try {
        const forNamespace = parameters.namespace ? openFor(parameters.namespace) : undefined
        if (parameters.view) router.reset(parameters.view, parameters.data)
        else if (forNamespace) router.reset(forNamespace.view, forNamespace.data)
        else router.reset(pickView())
      } catch (error) {
        store.setState({ loading: false })
        env.onError(error)
        throw error
      }
      void controller.prepare()
      store.setState({ open: true, loading: true })
      env.events.emit('modal:open', { connected: wallet.isConnected() })
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
      const connected = wallet.isConnected()
      router.reset(viewFor(closingRole(connected, env.embedded)))
      // An embedded modal stays on screen.
      store.setState({ open: env.embedded, loading: false, loadingNamespaces: {} })
      if (wasOpen && !env.embedded) env.events.emit('modal:close', { connected })
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
      return env.isViewClosable(router.current.view)
    },
    dispose() {
      if (shakeTimer) clearTimeout(shakeTimer)
    },
  }
  return { modal: controller, router }
}
