// The public shape of one Portico instance and the options that create it.
import type { WalletController } from '../chains/createWalletController.js'
import type { ChainAdapterRegistry } from '../chains/types.js'
import type { Token } from '../di/token.js'
import type { EventBus } from '../events/createEventBus.js'
import type { ApiUrls } from '../firstPaintConstants.js'
import type { FlagStore } from '../flags/createFlagStore.js'
import type { FeatureFlags } from '../flags/types.js'
import type { HostedServices } from '../hosted/hostedServices.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { I18n } from '../i18n/createI18n.js'
import type { Logger, LogLevel } from '../log/createLogger.js'
import type { ModalController } from '../modal/createModal.js'
import type { Notifications } from '../notifications/createNotifications.js'
import type { Platform } from '../platform.js'
import type { AnyPlugin, PluginInput } from '../plugin/definePlugin.js'
import type { RpcRequest } from '../rpc/createRpcRouter.js'
import type { PorticoStorage, StorageBackend } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { ExtensionRegistry } from '../views/createExtensionRegistry.js'
import type { Router } from '../views/createRouter.js'
import type { EnabledContext, ViewRegistry } from '../views/createViewRegistry.js'
import type { Network } from '../wallet/types.js'
import type { PluginRegistrations } from './deferredPlugins.js'

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
  /**
   * The visitor's IANA time zone; default what `Intl` reports. In the restricted time zones of
   * spec 6 (mainland China, Hong Kong, Macau) the on-ramp and swap plugins hide their features.
   */
  timeZone?: string
  /**
   * Lowest level logged. Default `'info'`: the spec gives "info" and "error" as readings of the
   * default, and Portico picks `info` so warnings reach developers unconfigured (README, Logging).
   */
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
  /**
   * Where the plugins' deferred parts (`load` in `definePlugin`) are: `pending` until registered,
   * `version` grows with each batch (views and extension lists read it to show late items).
   */
  readonly registrations: Pick<Store<PluginRegistrations>, 'getState' | 'subscribe' | 'select'>
  /**
   * Loads the plugins' deferred parts now and resolves once they are registered and (when the
   * kernel has started) set up. The kernel does it itself on the first intent to open the modal
   * and on the first wallet connection; call it before resolving such a plugin's service earlier.
   * Never rejects: a failure is reported as `kernel:error` and listed in `registrations`.
   */
  loadPlugins(): Promise<void>
  /** A registered service; throws `TokenNotRegisteredError` (naming a plugin still to load, if any). */
  resolve<T>(token: Token<T>): T
  tryResolve<T>(token: Token<T>): T | undefined
  /** Sends an RPC request to the handler a chain plugin registered for (namespace, method). */
  request(request: RpcRequest): Promise<unknown>
  /** Runs every plugin's setup in dependency order, then restores persisted connections. Idempotent. */
  start(): Promise<void>
  /** Tears plugins down in reverse order and releases every resource. */
  dispose(): Promise<void>
}

declare module '../events/createEventBus.js' {
  interface PorticoEvents {
    'kernel:ready': undefined
    'kernel:error': { error: unknown; source?: string }
    'kernel:disposed': undefined
    /** Deferred plugin parts were registered (their setups follow once the kernel has started). */
    'kernel:plugins-loaded': { pluginIds: readonly string[] }
  }
}
