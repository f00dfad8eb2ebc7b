import { createChainAdapterRegistry } from './chains/createChainAdapterRegistry.js'
import { createWalletController } from './chains/createWalletController.js'
import { createWalletPersistence } from './chains/persistence.js'
import { coreTokens } from './coreTokens.js'
import { createServiceContainer } from './di/container.js'
import { createEventBus } from './events/createEventBus.js'
import { type ApiUrls, DEFAULT_API_URLS, DEFAULT_LOG_LEVEL } from './firstPaintConstants.js'
import { createFlagStore } from './flags/createFlagStore.js'
import type { FlagKey } from './flags/types.js'
import { hostedServicesFor } from './hosted/hostedServices.js'
import { createI18n } from './i18n/createI18n.js'
import { loadOnce } from './lazy/loadOnce.js'
import { createLogger } from './log/createLogger.js'
import { createModal } from './modal/createModal.js'
import { createNotifications } from './notifications/createNotifications.js'
import { resolvePlugins } from './plugin/resolvePlugins.js'
import type { PluginRegistrations } from './portico/deferredPlugins.js'
import { createHttpClients } from './portico/httpClients.js'
import { createLifecycle } from './portico/lifecycle.js'
import { registerPlugins } from './portico/registerPlugins.js'
import { resolvePlatform, resolveStorageBackend } from './portico/resolveOptions.js'
import type { Portico, PorticoOptions, ThemeState } from './portico/types.js'
import { createRpcRouter } from './rpc/createRpcRouter.js'
import { createStorage } from './storage/createStorage.js'
import { createStore } from './store/createStore.js'
import { KERNEL_VERSION } from './version.js'
import { createExtensionRegistry } from './views/createExtensionRegistry.js'
import { createViewRegistry, type EnabledContext } from './views/createViewRegistry.js'
import type { ViewRole } from './views/roles.js'

export type {
  DappMetadata,
  Portico,
  PorticoOptions,
  PorticoStatus,
  ThemeMode,
  ThemeState,
} from './portico/types.js'

/**
 * Builds one Portico instance: checks and orders the plugins, runs their synchronous register
 * phase and freezes the registries. Call `start()` (the React provider does) to run setups.
 * Each part is built after what it reads: registries, then the wallet, then the modal (with its
 * router) and the navigation that follows the wallet.
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
  const log = createLogger({ level: options.logLevel ?? DEFAULT_LOG_LEVEL })
  const events = createEventBus({
    onListenerError: (error, name) => log.error(`A listener of "${name}" threw`, error),
  })
  const storage = createStorage({
    backend: resolveStorageBackend(options.storage),
    prefix: options.storagePrefix ?? '@portico/',
    log,
  })
  const i18n = createI18n({ onError: (error) => log.warn('A locale failed to load', error) })
  const flags = createFlagStore({
    declarations: Object.assign({}, ...plugins.map((p) => p.flags ?? {})),
    local: options.features ?? {},
    platform,
    log,
  })
  const api: ApiUrls = { ...DEFAULT_API_URLS, ...options.api }
  const hosted = hostedServicesFor(options)
  const notifications = createNotifications()
  const http = createHttpClients({
    api,
    hosted,
    plugins,
    log,
    fetch: options.fetch,
    // Spec 8: Rate Limited (429) and Server Error (5xx) show in the alert bar from every API path.
    onStatusError: (error) => {
      if (error.alert) notifications.showAlert(error.alert)
    },
  })
  const views = createViewRegistry()
  const extensions = createExtensionRegistry()
  const rpc = createRpcRouter()
  const adapters = createChainAdapterRegistry()
  const container = createServiceContainer()
  const theme = createStore<ThemeState>({
    mode: options.themeMode ?? 'system',
    variables: options.themeVariables ?? {},
  })

  const registered = registerPlugins(
    plugins,
    { options, hosted, log },
    { container, views, extensions, rpc, adapters, events, i18n },
  )

  // Deferred plugin parts (`load`): their code, and the kernel's code that registers them, load
  // with the first request for them (portico/deferredPlugins.ts).
  const registrations = createStore<PluginRegistrations>({
    version: 0,
    pending: plugins.filter((plugin) => plugin.load).map((plugin) => plugin.id),
    failed: [],
  })
  const deferred = loadOnce(() =>
    import('./portico/deferredPlugins.js').then(({ createDeferredPlugins }) =>
      createDeferredPlugins({ registered, registrations, portico: () => portico, lifecycle }),
    ),
  )
  /** Registers the pending deferred parts (never rejects); their setups follow once ready. */
  const registerDeferred = (): Promise<void> =>
    registrations.getState().pending.length && lifecycle.status() !== 'disposed'
      ? deferred.load().then(
          (batch) => batch.register(),
          (error: unknown) => log.warn('Deferred plugin parts failed to load', error),
        )
      : Promise.resolve()

  const wallet = createWalletController(
    {
      networks: options.networks ?? [],
      defaultNetwork: options.defaultNetwork,
      adapters,
      events,
      log: log.child('wallet'),
      persistence: createWalletPersistence(storage),
      forceSwitchConfirmation: options.enableNetworkSwitchConfirmation ?? false,
      showAlert: (alert) => notifications.showAlert(alert),
    },
    // The navigation that follows the wallet listens to events only the wallet flows emit, so it
    // loads with them (before they run) instead of with the page. So does the first connection's
    // request for the deferred plugin parts (a restored one too): the account's tabs and its token
    // balance come from them.
    () =>
      import('./navigation/followWallet.js').then(({ followWallet }) => {
        if (lifecycle.status() === 'disposed') return
        registered.listeners.push(
          followWallet({
            events,
            modal,
            router,
            forRole: views.forRole,
            allowUnsupportedChain: options.allowUnsupportedChain ?? false,
          }),
          events.on('wallet:connected', () => void registerDeferred()),
        )
      }),
  )

  const enabledContext = (): EnabledContext => ({
    flag: (key) => flags.get(key as FlagKey),
    namespace: wallet.getState().activeNamespace,
  })

  // The slot runner (and the hosted services' first-open work) loads with the first intent to open.
  const slots = loadOnce(() =>
    import('./portico/modalSlots.js').then(({ createModalSlots }) =>
      createModalSlots({
        extensions,
        flags,
        log,
        notifications,
        hosted,
        catalogue: http.catalogue,
        portico: () => portico,
      }),
    ),
  )
  /** The view that plays a role; with none composed, the role's name (navigation to it then fails as to any unknown view). */
  const viewFor = (role: ViewRole) => views.forRole(role) ?? role
  const { modal, router } = createModal({
    viewFor,
    hasView: views.has,
    events,
    wallet,
    embedded: options.embedded ?? false,
    manualControl: options.manualControl ?? false,
    isMobile: () => platform.mobile,
    isViewClosable: (view) => views.get(view)?.closable?.(enabledContext()) ?? true,
    loadViews: registerDeferred,
    // At once, not after the slot runner's chunk: the items start their own loads (the EIP-6963
    // parser), which the first open waits for. Deferred plugin parts start loading beside them,
    // without holding the first view back (their views and items show when registered).
    prepare: () => {
      const prepared = Promise.allSettled(
        extensions.list('modal.prepare').map((item) => Promise.resolve().then(() => item.run(portico))),
      ).then((results) => {
        for (const result of results)
          if (result.status === 'rejected') log.warn('Preparing the modal failed', result.reason)
      })
      void registerDeferred()
      return prepared
    },
    // After the opening's preparation has settled (quick once the plugins' code is in): started with
    // the opening, the slot runner's chunk would land and run between the first view's files and
    // the first view, and its work (catalogue, remote config) does not hold that view back.
    prefetch: () =>
      modal
        .prepare()
        .then(() => slots.load())
        .then((loaded) => loaded.prefetch()),
    onError: (error) => events.emit('kernel:error', { error, source: 'modal' }),
  })
  const lifecycle = createLifecycle({
    plugins,
    pluginContainers: registered.pluginContainers,
    events,
    log,
    afterSetup: async () => {
      if (options.locale) await i18n.setLocale(options.locale)
      await wallet.reconnect()
    },
    stop: () => {
      modal.dispose()
      wallet.dispose()
      notifications.dispose()
    },
    release: async () => {
      for (const off of registered.listeners) off()
      events.emit('kernel:disposed')
      events.clear()
      await container.dispose()
    },
  })

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
      return lifecycle.status()
    },
    enabledContext,
    registrations,
    loadPlugins: () => registerDeferred().then(() => deferred.peek()?.settled()),
    resolve: (token) => container.resolve(token),
    tryResolve: (token) => container.tryResolve(token),
    request: (request) => rpc.request(request, { resolve: (token) => container.resolve(token) }),
    start: () => lifecycle.start(portico),
    dispose: lifecycle.dispose,
  }
  container.provideValue(coreTokens.portico, portico)
  container.provideValue(coreTokens.events, events)
  container.provideValue(coreTokens.log, log)
  return portico
}
