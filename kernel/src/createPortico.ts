import { createChainAdapterRegistry } from './chains/createChainAdapterRegistry.js'
import { createWalletController, type WalletController } from './chains/createWalletController.js'
import { createWalletPersistence } from './chains/persistence.js'
import type { ChainAdapterRegistry } from './chains/types.js'
import { type ApiUrls, DEFAULT_API_URLS, SDK_TYPE, SDK_VERSION } from './constants.js'
import { coreTokens } from './coreTokens.js'
import { createServiceContainer, type ServiceContainer } from './di/container.js'
import type { Token } from './di/token.js'
import { type Alert, alerts } from './errors/alerts.js'
import { KernelDisposedError, PluginLifecycleError } from './errors/kernel.js'
import { createEventBus, type EventBus } from './events/createEventBus.js'
import { createFlagStore, type FlagStore } from './flags/createFlagStore.js'
import type { FeatureFlags, FlagKey } from './flags/types.js'
import { type HostedServices, hostedServicesFor } from './hosted/hostedServices.js'
import type { HttpClient } from './http/createHttpClient.js'
import { createLazyHttpClient } from './http/createLazyHttpClient.js'
import { createI18n, type I18n } from './i18n/createI18n.js'
import { createLogger, type Logger, type LogLevel } from './log/createLogger.js'
import { createModal, type ModalController } from './modal/createModal.js'
import { createNotifications, type Notifications } from './notifications/createNotifications.js'
import { detectPlatform, type Platform } from './platform.js'
import type { AnyPlugin, PluginInput, RegisterContext, Teardown } from './plugin/definePlugin.js'
import { resolvePlugins } from './plugin/resolvePlugins.js'
import { createRpcRouter, type RpcRequest } from './rpc/createRpcRouter.js'
import {
  createMemoryStorageBackend,
  createStorage,
  type PorticoStorage,
  type StorageBackend,
} from './storage/createStorage.js'
import { createStore, type Store } from './store/createStore.js'
import { KERNEL_VERSION } from './version.js'
import { createExtensionRegistry, type ExtensionRegistry } from './views/createExtensionRegistry.js'
import { createRouter, type Router } from './views/createRouter.js'
import { createViewRegistry, type EnabledContext, type ViewRegistry } from './views/createViewRegistry.js'
import { VIEW_ROLES, type ViewRole } from './views/roles.js'
import type { Network } from './wallet/types.js'

export type ThemeMode = 'dark' | 'light' | 'system'
export type ThemeState = { mode: ThemeMode; variables: Readonly<Record<string, string>> }

export type DappMetadata = { name: string; description: string; url: string; icons: readonly string[] }

export type PorticoOptions = {
  plugins: readonly PluginInput[]
  /** Every network the app works with; chain plugins serve the ones of their namespace. */
  networks?: readonly Network[]
  defaultNetwork?: Network
  metadata?: DappMetadata
  /** Enables the hosted services (remote config, catalogue, Blockchain API) when given. */
  projectId?: string
  /** Local feature flags; remote config may override them (see createFlagStore). */
  features?: Partial<FeatureFlags>
  /** Base URLs of every remote service; point them at your own servers or a local emulator. */
  api?: Partial<ApiUrls>
  /** Where connections and preferences persist: 'local' (localStorage in a browser), 'memory', or your own backend. */
  storage?: 'local' | 'memory' | StorageBackend
  /** Prefix of every stored key; give two instances on one page distinct prefixes. */
  storagePrefix?: string
  themeMode?: ThemeMode
  themeVariables?: Record<string, string>
  locale?: string
  /** Renders the modal inline in the host page; closing shows Account or Connect instead. */
  embedded?: boolean
  /** Manual WalletConnect control (spec 2 routing). */
  manualControl?: boolean
  /** Force a confirmation view before every network switch. */
  enableNetworkSwitchConfirmation?: boolean
  /** Keep working when the wallet is on a network the app does not list. */
  allowUnsupportedChain?: boolean
  /** Wallet list options, read by the ui and walletconnect plugins. */
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  /** Overrides platform detection (tests, server rendering). */
  platform?: Partial<Platform>
  logLevel?: LogLevel
  fetch?: typeof fetch
}

export type PorticoStatus = 'registered' | 'starting' | 'ready' | 'failed' | 'disposed'

/** One Portico instance. Nothing in it is shared with another instance. */
export type Portico = {
  readonly options: Readonly<PorticoOptions>
  readonly plugins: readonly AnyPlugin[]
  readonly events: EventBus
  readonly flags: FlagStore
  readonly log: Logger
  readonly storage: PorticoStorage
  readonly i18n: I18n
  readonly views: Pick<ViewRegistry, 'get' | 'has' | 'list' | 'forRole'> & { isEnabled(id: string): boolean }
  readonly extensions: Pick<ExtensionRegistry, 'list'>
  readonly router: Router
  readonly modal: ModalController
  readonly wallet: WalletController
  readonly chains: Pick<ChainAdapterRegistry, 'get' | 'namespaces'>
  /** Resolved base URLs of the remote services. */
  readonly api: Readonly<ApiUrls>
  /** Whether the hosted services are on (from `projectId`); every plugin asks this. */
  readonly hosted: HostedServices
  readonly http: {
    blockchain: HttpClient
    catalogue: HttpClient
    analytics: HttpClient
    /** The WalletConnect client id, added to Blockchain API calls once known (API-FACTS 1.2). */
    setClientId(id: string | undefined): void
  }
  readonly notifications: Notifications
  readonly theme: Store<ThemeState>
  readonly platform: Platform
  readonly status: PorticoStatus
  /** The context views and extensions are filtered with. */
  enabledContext(): EnabledContext
  resolve<T>(token: Token<T>): T
  tryResolve<T>(token: Token<T>): T | undefined
  /** Sends an RPC request to the handler a chain plugin registered for (namespace, method). */
  request(request: RpcRequest): Promise<unknown>
  /** Runs every plugin's setup in dependency order, then restores persisted connections. Idempotent. */
  start(): Promise<void>
  /** Tears plugins down in reverse order and releases every resource. */
  dispose(): Promise<void>
}

declare module './events/createEventBus.js' {
  interface PorticoEvents {
    'kernel:ready': undefined
    'kernel:error': { error: unknown; source?: string }
    'kernel:disposed': undefined
  }
}

/**
 * Builds one Portico instance: checks and orders the plugins, runs their synchronous register
 * phase and freezes the registries. Call `start()` (the React provider does) to run setups.
 *
 * @example
 * const portico = createPortico({
 *   plugins: [ui(), eip155()],
 *   networks: [mainnet, base],
 *   metadata: { name: 'My dapp', description: '', url: 'https://example.com', icons: [] },
 * })
 */
export function createPortico(options: PorticoOptions): Portico {
  const plugins = resolvePlugins(options.plugins, KERNEL_VERSION)
  const platform = resolvePlatform(options.platform)
  const events = createEventBus({
    onListenerError: (error, name) => log.error(`A listener of "${name}" threw`, error),
  })
  const log = createLogger({ level: options.logLevel ?? 'info' })
  const storage = createStorage({
    backend: resolveStorageBackend(options.storage),
    prefix: options.storagePrefix ?? '@portico/',
    log,
  })
  const i18n = createI18n({ onError: (error) => log.warn('A locale failed to load', error) })
  const flagDeclarations = Object.assign({}, ...plugins.map((p) => p.flags ?? {}))
  const flags = createFlagStore({
    declarations: flagDeclarations,
    local: options.features ?? {},
    platform,
    log,
  })
  const api: ApiUrls = { ...DEFAULT_API_URLS, ...options.api }
  const hosted = hostedServicesFor(options)
  const notifications = createNotifications()
  const sdk = {
    projectId: hosted.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: sdkVersionFor(plugins),
    log,
    // Spec 8: Rate Limited (429) and Server Error (5xx) show in the alert bar from every API path.
    onStatusError: (error: { alert?: Alert | undefined }) => {
      if (error.alert) notifications.showAlert(error.alert)
    },
  }
  let clientId: string | undefined
  const http = {
    blockchain: createLazyHttpClient({
      ...sdk,
      baseUrl: api.blockchainApi,
      getClientId: () => clientId,
      fetch: options.fetch,
    }),
    catalogue: createLazyHttpClient({ ...sdk, baseUrl: api.catalogApi, fetch: options.fetch }),
    analytics: createLazyHttpClient({ ...sdk, baseUrl: api.analytics, fetch: options.fetch }),
    setClientId: (id: string | undefined) => {
      clientId = id
    },
  }
  const views = createViewRegistry()
  const extensions = createExtensionRegistry()
  const rpc = createRpcRouter()
  const adapters = createChainAdapterRegistry()
  const container = createServiceContainer()
  const theme = createStore<ThemeState>({
    mode: options.themeMode ?? 'system',
    variables: options.themeVariables ?? {},
  })

  let modalRef: ModalController | undefined
  let walletRef: WalletController | undefined

  // ---- register phase (synchronous, no I/O) ----
  const pluginContainers = new Map<string, ServiceContainer>()
  const registerListeners: Array<() => void> = []
  for (const plugin of plugins) {
    const own = container.child()
    pluginContainers.set(plugin.id, own)
    const target = (visibility: 'public' | 'private' | undefined) =>
      visibility === 'private' ? own : container
    const ctx: RegisterContext = {
      pluginId: plugin.id,
      options,
      hosted,
      log: log.child(plugin.id),
      services: {
        provide: (token, factory, o) => target(o?.visibility).provide(token, factory, own),
        provideValue: (token, value, o) => target(o?.visibility).provideValue(token, value),
        provideClass: (token, implementation, o) =>
          target(o?.visibility).provide(token, () => own.construct(implementation), own),
      },
      views: { register: (definition) => views.register(definition, plugin.id) },
      extensions: { contribute: (slot, item) => extensions.contribute(slot, item, plugin.id) },
      rpc: { handle: (namespace, method, handler) => rpc.handle(namespace, method, handler, plugin.id) },
      chains: { register: (adapter) => adapters.register(adapter, plugin.id) },
      events: {
        on: (name, listener) => {
          const off = events.on(name, listener)
          registerListeners.push(off)
          return off
        },
      },
      i18n: { add: (locale, messages) => i18n.add(locale, messages) },
    }
    try {
      plugin.register(ctx)
    } catch (error) {
      for (const off of registerListeners) off()
      throw new PluginLifecycleError(plugin.id, 'register', error)
    }
  }
  views.freeze()
  extensions.freeze()
  rpc.freeze()
  adapters.freeze()

  /** The view that plays a role; with none composed, the role's name (navigation to it then fails as to any unknown view). */
  const viewFor = (role: ViewRole) => views.forRole(role) ?? role
  const router = createRouter({
    viewFor,
    isConnected: () => walletRef?.isConnected() ?? false,
    onCloseRequest: () => modalRef?.close(),
    hasView: (id) => views.has(id),
  })

  const enabledContext = (): EnabledContext => ({
    flag: (key) => flags.get(key as FlagKey),
    namespace: walletRef?.getState().activeNamespace,
  })

  const wallet = createWalletController({
    networks: options.networks ?? [],
    defaultNetwork: options.defaultNetwork,
    adapters,
    router,
    viewFor,
    events,
    log: log.child('wallet'),
    persistence: createWalletPersistence(storage),
    isModalOpen: () => modal.getState().open,
    forceSwitchConfirmation: options.enableNetworkSwitchConfirmation ?? false,
    showAlert: (alert) => notifications.showAlert(alert),
  })
  walletRef = wallet

  let remoteConfigRequested = false
  /** Runs every item of a modal slot (and `extra` work) together; a failure is logged, not thrown. */
  const runSlot = async (
    slot: 'modal.prepare' | 'modal.prefetch',
    failure: string,
    extra: Array<Promise<unknown>> = [],
  ) => {
    const items = extensions.list(slot).map((item) => Promise.resolve().then(() => item.run(portico)))
    const results = await Promise.allSettled([...extra, ...items])
    for (const result of results) if (result.status === 'rejected') log.warn(failure, result.reason)
  }
  const modal = createModal({
    router,
    viewFor,
    events,
    embedded: options.embedded ?? false,
    manualControl: options.manualControl ?? false,
    isMobile: () => platform.mobile,
    hasChainAdapters: () => adapters.namespaces().length > 0,
    isConnected: () => wallet.isConnected(),
    prepareNamespace: async (namespace) => {
      const active = wallet.getState().activeNamespace
      if (namespace === active) return undefined
      const network = wallet.getState().networks.find((n) => n.chainNamespace === namespace)
      if (active && wallet.isConnected(active) && !wallet.isConnected(namespace)) {
        return {
          view: viewFor(VIEW_ROLES.switchActiveChain),
          data: { network, navigateTo: viewFor(VIEW_ROLES.connect) },
        }
      }
      wallet.setActiveNamespace(namespace, network)
      return undefined
    },
    isViewClosable: (view) => views.get(view)?.closable?.(enabledContext()) ?? true,
    prepare: () => runSlot('modal.prepare', 'Preparing the modal failed'),
    prefetch: async () => {
      const work: Array<Promise<unknown>> = []
      // Privacy by default: remote config is fetched on the first open, never at start-up.
      if (!remoteConfigRequested && hosted.enabled) {
        remoteConfigRequested = true
        work.push(
          import('./flags/remote.js').then(({ applyRemoteConfig, fetchRemoteFeatures }) =>
            fetchRemoteFeatures(http.catalogue).then(
              (features) => applyRemoteConfig(flags, features, log),
              (error: unknown) => {
                log.warn('Remote config unavailable; local features apply', error)
                // 429 and 5xx showed their alert in the HTTP client; the config's own answers:
                const alert = alertForConfigStatus((error as { status?: unknown }).status)
                if (alert) notifications.showAlert(alert)
              },
            ),
          ),
          // API-FACTS 3.5: the page's origin against the project's allow-list.
          import('./hosted/allowedOrigins.js').then(async ({ checkAllowedOrigin }) => {
            const origin = globalThis.location?.origin
            if (origin && !(await checkAllowedOrigin(http.catalogue, origin)))
              notifications.showAlert(alerts.ORIGIN_NOT_ALLOWED)
          }),
        )
      }
      await runSlot('modal.prefetch', 'Prefetch failed', work)
    },
    onError: (error) => events.emit('kernel:error', { error, source: 'modal' }),
  })
  modalRef = modal

  // Spec: an unsupported network shows the UnsupportedChain view unless the app allows it.
  registerListeners.push(
    events.on('wallet:network-changed', ({ supported }) => {
      const view = views.forRole(VIEW_ROLES.unsupportedNetwork)
      if (supported || options.allowUnsupportedChain || !view) return
      void modal.open({ view }).catch(() => undefined)
    }),
  )

  // ---- lifecycle ----
  let status: PorticoStatus = 'registered'
  let starting: Promise<void> | undefined
  const teardowns: Array<{ pluginId: string; teardown: Teardown }> = []
  const abort = new AbortController()

  const runTeardowns = async () => {
    let firstError: PluginLifecycleError | undefined
    for (const { pluginId, teardown } of teardowns.splice(0).reverse()) {
      try {
        await teardown()
      } catch (error) {
        const wrapped = new PluginLifecycleError(pluginId, 'dispose', error)
        log.error(wrapped.shortMessage, error)
        firstError ??= wrapped
      }
    }
    return firstError
  }

  const portico: Portico = {
    options,
    plugins,
    api,
    hosted,
    events,
    flags,
    log,
    storage,
    i18n,
    views: {
      get: views.get,
      has: views.has,
      list: views.list,
      forRole: views.forRole,
      isEnabled: (id) => {
        const view = views.get(id)
        return Boolean(view && (!view.enabled || view.enabled(enabledContext())))
      },
    },
    extensions: { list: extensions.list },
    router,
    modal,
    wallet,
    chains: { get: adapters.get, namespaces: adapters.namespaces },
    http,
    notifications,
    theme,
    platform,
    get status() {
      return status
    },
    enabledContext,
    resolve: (token) => container.resolve(token),
    tryResolve: (token) => container.tryResolve(token),
    request: (request) => rpc.request(request, { resolve: (token) => container.resolve(token) }),
    start() {
      if (status === 'disposed') return Promise.reject(new KernelDisposedError())
      starting ??= (async () => {
        status = 'starting'
        for (const plugin of plugins) {
          if (!plugin.setup) continue
          const own = pluginContainers.get(plugin.id) as ServiceContainer
          try {
            const teardown = await plugin.setup({
              pluginId: plugin.id,
              portico,
              log: log.child(plugin.id),
              signal: abort.signal,
              resolve: (token) => own.resolve(token),
            })
            if (typeof teardown === 'function') teardowns.push({ pluginId: plugin.id, teardown })
          } catch (error) {
            status = 'failed'
            await runTeardowns()
            const wrapped = new PluginLifecycleError(plugin.id, 'setup', error)
            events.emit('kernel:error', { error: wrapped, source: plugin.id })
            throw wrapped
          }
        }
        if (options.locale) await i18n.setLocale(options.locale)
        await wallet.reconnect()
        status = 'ready'
        events.emit('kernel:ready')
      })()
      return starting
    },
    async dispose() {
      if (status === 'disposed') return
      status = 'disposed'
      abort.abort()
      modal.dispose()
      wallet.dispose()
      notifications.dispose()
      const failure = await runTeardowns()
      for (const off of registerListeners) off()
      events.emit('kernel:disposed')
      events.clear()
      await container.dispose()
      if (failure) throw failure
    },
  }
  container.provideValue(coreTokens.portico, portico)
  container.provideValue(coreTokens.events, events)
  container.provideValue(coreTokens.log, log)
  return portico
}

/**
 * What the remote config's own refusals mean (spec 8): the hosted services do not know the
 * project id (401), or know it but it is not set up for this SDK (403).
 */
function alertForConfigStatus(status: unknown): Alert | undefined {
  if (status === 401) return alerts.INVALID_PROJECT_ID
  if (status === 403) return alerts.PROJECT_ID_NOT_CONFIGURED
  return undefined
}

/** Detects the platform only for the fields the app did not give (nothing is read on a server that gives all). */
function resolvePlatform(given: Partial<Platform> = {}): Platform {
  const complete = given.mobile !== undefined && given.telegram !== undefined && given.os !== undefined
  return complete ? (given as Platform) : { ...detectPlatform(), ...given }
}

function resolveStorageBackend(storage: PorticoOptions['storage']): StorageBackend | undefined {
  if (storage === 'memory') return createMemoryStorageBackend()
  if (storage === 'local' || storage === undefined) return undefined
  return storage
}

/** `sv` as the hosted services expect: `<framework>-<adapters>-<version>` (API-FACTS 1.2). */
function sdkVersionFor(plugins: readonly AnyPlugin[]): string {
  const chains = plugins.filter((p) => p.kind === 'chain')
  return `react-${chains.length ? chains.map((p) => p.id).join(',') : 'universal'}-${SDK_VERSION}`
}
