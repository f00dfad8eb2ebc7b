// @portico/kernel: the framework-free kernel. Explicit named exports, grouped by area.
import '../di/reflect.js'

// ---- build mode ----
// Through `#build-mode`, so a production build reads the constant false (its doc: buildMode/development.ts).
export { developmentChecks } from '#build-mode'
// ---- lazy loading ----
export {
  type ChainRuntime,
  createChainRuntime,
  type EagerAdapterParts,
  type LazyCapability,
  lazyChainAdapter,
} from '../chains/chainRuntime.js'
export type { WalletController, WalletState } from '../chains/createWalletController.js'
export {
  AddNetworkRejectedError,
  ChainAdapterNotFoundError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
  NetworkNotFoundError,
  NetworkSwitchError,
  NetworkSwitchRejectedError,
  UnsupportedChainError,
  UnsupportedChainNamespaceError,
} from '../chains/errors.js'
// ---- chains and the wallet domain ----
export type {
  ChainAdapter,
  ConnectResult,
  NativeBalance,
  TokenHolding,
  TransferParameters,
} from '../chains/types.js'
export { initialWalletState } from '../chains/walletState.js'
// ---- constants (spec section 9) ----
export * from '../constants.js'
export { coreTokens } from '../coreTokens.js'
// ---- instance and plugins ----
export {
  createPortico,
  type DappMetadata,
  type Portico,
  type PorticoOptions,
  type PorticoStatus,
  type ThemeMode,
  type ThemeState,
} from '../createPortico.js'
// ---- services (DI) ----
export { inject, injectable, type ServiceFactory, type ServiceResolver } from '../di/container.js'
export { createToken, type Token, type TokenType } from '../di/token.js'
export { type Alert, type AlertCode, alertForProviderError, alerts } from '../errors/alerts.js'
// ---- errors ----
export { getShortMessage, isPorticoError, PorticoError, type PorticoErrorParameters } from '../errors/base.js'
export { defineMessages, type MessageText } from '../errors/defineMessages.js'
export {
  DuplicateRegistrationError,
  InvalidPluginError,
  KernelDisposedError,
  KernelFrozenError,
  PluginDependencyCycleError,
  PluginDependencyMissingError,
  PluginIdConflictError,
  PluginKernelVersionMismatchError,
  PluginLifecycleError,
  TokenNotRegisteredError,
} from '../errors/kernel.js'
export * as messages from '../errors/messages.js'
export { isRpcError, RpcError, rpcErrorCodes, UnsupportedProviderMethodError } from '../errors/rpc.js'
// ---- events and state ----
export {
  createEventBus,
  type EventBus,
  type EventName,
  type PorticoEvents,
} from '../events/createEventBus.js'
// ---- feature flags ----
export { booleanFlag, listFlag, remoteEnabled, remoteList } from '../flags/builtInFlags.js'
export type { FlagStore } from '../flags/createFlagStore.js'
export { type RemoteConfig, type RemoteFeature, remoteConfigSchema } from '../flags/remote.js'
export type {
  FeatureFlags,
  FlagDeriveContext,
  FlagKey,
  LocalFeatureFlags,
  RemoteFeatureEntry,
  RemoteFlagSource,
} from '../flags/types.js'
export { type HostedServices, hostedServicesFor } from '../hosted/hostedServices.js'
// ---- http, storage, log, platform ----
export { createHttpClient, type HttpClient, type Query } from '../http/createHttpClient.js'
export {
  HostedServiceOffError,
  HttpAbortedError,
  HttpNetworkError,
  HttpResponseValidationError,
  HttpStatusError,
  HttpTimeoutError,
  isRetryableHttpError,
} from '../http/errors.js'
export { withRetry } from '../http/retry.js'
export { FALLBACK_LOCALE, type I18n, type Messages, type MessagesLoader } from '../i18n/createI18n.js'
export { type LazyFacade, lazyFacade } from '../lazy/lazyFacade.js'
export { type LoadOnce, loadOnce } from '../lazy/loadOnce.js'
export type { Logger, LogLevel } from '../log/createLogger.js'
export type { ModalController, ModalState, OpenModalParameters } from '../modal/createModal.js'
export { replacesConnection } from '../navigation/connectionRules.js'
export type {
  Notifications,
  NotificationsState,
  ShowToastOptions,
  Toast,
  ToastVariant,
} from '../notifications/createNotifications.js'
export type { Platform } from '../platform.js'
export {
  type AnyPlugin,
  type DeferredPluginParts,
  definePlugin,
  type FlagDeclaration,
  type PluginDefinition,
  type PluginInput,
  type PluginKind,
  type PorticoPlugin,
  type RegisterContext,
  type ServiceOptions,
  type SetupContext,
  type Teardown,
} from '../plugin/definePlugin.js'
export type { PluginRegistrations } from '../portico/deferredPlugins.js'
export { createRegionCheck, isRestrictedTimeZone, readTimeZone } from '../region.js'
export type { RpcContext, RpcHandler, RpcRequest } from '../rpc/createRpcRouter.js'
export {
  createMemoryStorageBackend,
  type PorticoStorage,
  type StorageBackend,
} from '../storage/createStorage.js'
export { createStore, type Listener, type Store } from '../store/createStore.js'
export type { StandardSchema } from '../validation.js'
export { validateSync } from '../validation.js'
export { KERNEL_VERSION, PACKAGE_VERSION } from '../version.js'
// ---- views, router, modal, notifications, i18n ----
export type { ExtensionItem, PorticoSlots, SlotName } from '../views/createExtensionRegistry.js'
export type { HistoryEntry, PorticoViewData, Router, RouterState } from '../views/createRouter.js'
export type {
  EnabledContext,
  RegisteredView,
  ViewDefinition,
  ViewLoader,
} from '../views/createViewRegistry.js'
export { ViewNotRegisteredError } from '../views/errors.js'
export { VIEW_ROLES, type ViewRole } from '../views/roles.js'
export * from '../wallet/index.js'
