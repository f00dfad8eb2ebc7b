// @portico/plugin-walletconnect: WalletConnect connector, pairing and views for Portico.
// Nothing here imports the WalletConnect libraries; they load on first use.
export {
  WALLETCONNECT_CONNECTOR_ID,
  WALLETCONNECT_ICON,
  WALLETCONNECT_PLUGIN_ID,
  WALLETCONNECT_VIEWS,
} from '../constants.js'
export type { Clock } from '../core/clock.js'
export type { WalletConnectEip1193Provider } from '../core/createEip155Provider.js'
export type { WalletConnectClient } from '../core/createWalletConnectClient.js'
export type { ConnectFlowState, WalletConnectService } from '../core/createWalletConnectService.js'
export {
  InvalidWalletConnectOptionsError,
  NamespaceNotConfiguredError,
  PairingCancelledError,
  SignClientNotInitializedError,
  WalletConnectConnectorNotFoundError,
  WalletConnectNotConnectedError,
} from '../core/errors.js'
export { createKernelKeyValueStorage, type KeyValueStorage } from '../core/keyValueStorage.js'
export {
  buildNamespaces,
  DEFAULT_EVENTS,
  DEFAULT_METHODS,
  type ProposalNamespace,
} from '../core/namespaces.js'
export type { WalletConnectOptions } from '../core/options.js'
export { isPairingExpired, pairingStaleAt } from '../core/session/pairing.js'
export { getWalletConnect, walletConnectToken } from '../core/token.js'
export type {
  WalletConnectClientEvents,
  WalletConnectSession,
  WalletConnectState,
  WalletConnectStatus,
} from '../core/types.js'
export { walletConnect } from '../plugin.js'
export type { WalletConnectViewData } from '../views/viewData.js'
