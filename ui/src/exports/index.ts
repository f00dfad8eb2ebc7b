// @portico/ui: React bindings, buttons, the modal shell (loaded lazily) and the ui() plugin.
// Explicit named exports, grouped by area. Importing this module touches no window/document.
import '../slots.js'

// ---- accessibility ----
export {
  type ListKeyboardNavigation,
  type ListKeyboardNavigationOptions,
  useListKeyboardNavigation,
} from '../a11y/useListKeyboardNavigation.js'
// ---- components ----
export { AccountButton, type AccountButtonProps } from '../buttons/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from '../buttons/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from '../buttons/NetworkButton.js'
// ---- provider ----
export {
  PorticoClientOnlyError,
  PorticoLoaderError,
  PorticoProviderMissingError,
  PorticoUiPluginMissingError,
} from '../context/errors.js'
export type { InitialTheme, PorticoLoader } from '../context/PendingPortico.js'
// ---- plugin ----
export { type CoreViewId, coreViews } from '../coreViews.js'
// ---- hooks ----
export { type UseAccountResult, useAccount } from '../hooks/useAccount.js'
export { type UseConnectionsResult, useConnections } from '../hooks/useConnections.js'
export { type UseDisconnectResult, useDisconnect } from '../hooks/useDisconnect.js'
export { useExtensions, useViewEnabled } from '../hooks/useExtensions.js'
export { useFlag, useFlags } from '../hooks/useFlag.js'
export { type UseLoadOnceResult, useLoadOnce } from '../hooks/useLoadOnce.js'
export { type UseModalResult, useModal, useOpenModal } from '../hooks/useModal.js'
export { useModalTitle } from '../hooks/useModalTitle.js'
export { type NetworkSwitchOutcome, type UseNetworkResult, useNetwork } from '../hooks/useNetwork.js'
export { type UseNotificationsResult, useNotifications } from '../hooks/useNotifications.js'
export { type NumberFormat, useNumberFormat } from '../hooks/useNumberFormat.js'
export { usePortico } from '../hooks/usePortico.js'
export { usePorticoEvent } from '../hooks/usePorticoEvent.js'
export { type UseRouterResult, useRouter } from '../hooks/useRouter.js'
export { type ReadableStore, type UseStoreOptions, useStore } from '../hooks/useStore.js'
export { type Translate, type UseLocaleResult, useLocale, useT } from '../hooks/useT.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
export { useWalletState } from '../hooks/useWalletState.js'
export { useWhileVisible } from '../hooks/useWhileVisible.js'
export { type UiPluginOptions, ui } from '../plugin.js'
// ---- primitives (for plugin views) ----
export * from '../primitives/index.js'
export { PorticoProvider, type PorticoProviderProps } from '../provider/PorticoProvider.js'
export { PorticoModal } from '../shell/PorticoModal.js'
export { WhenLoaded, type WhenLoadedProps } from '../shell/ViewStates.js'
// ---- theme ----
export { SCOPE_ATTRIBUTE, THEME_ATTRIBUTE } from '../theme/css.js'
export { PorticoStyle } from '../theme/PorticoStyle.js'
export { darkTheme, lightTheme, type ThemeValues } from '../theme/themes.js'
export { type TokenName, tokenNames, tokens, vars } from '../theme/tokens.js'
export { type PorticoScopeProps, usePorticoScope } from '../theme/usePorticoScope.js'
export { type UseThemeResult, useTheme } from '../theme/useTheme.js'
export { UI_VERSION } from '../version.js'
