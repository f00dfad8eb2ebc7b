// @portico/chain-eip155: the EVM chain plugin. Nothing here imports viem: viem loads on first use
// inside the capabilities that need it (balances, transfers, typed data objects, RPC reads).

export { type ConnectParameters, connect, toConnectResult } from '../actions/connect.js'
export { disconnect } from '../actions/disconnect.js'
export {
  type GetAssetsParameters,
  getAssets,
  parseAssets,
  type WalletAsset,
} from '../actions/getAssets.js'
export { getCallsStatus } from '../actions/getCallsStatus.js'
export {
  type GetCapabilitiesParameters,
  getCapabilities,
  parseCapabilities,
} from '../actions/getCapabilities.js'
export { reconnect } from '../actions/reconnect.js'
export { sendCalls } from '../actions/sendCalls.js'
export { sendTransaction } from '../actions/sendTransaction.js'
export { type SendTransferParameters, sendTransfer } from '../actions/sendTransfer.js'
export { requestSignature, type SignMessageParameters, signMessage } from '../actions/signMessage.js'
export { type SignTypedDataParameters, signTypedData } from '../actions/signTypedData.js'
export {
  getAddChainParameters,
  type SwitchNetworkParameters,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { parseAnnouncement, toAnnouncedConnector } from '../discovery/parseAnnouncement.js'
export {
  ANNOUNCE_PROVIDER_EVENT,
  type AnnouncedProviders,
  REQUEST_PROVIDER_EVENT,
  type WatchAnnouncedProvidersParameters,
  watchAnnouncedProviders,
} from '../discovery/watchAnnouncedProviders.js'
export {
  INJECTED_CONNECTOR_ID,
  toInjectedConnector,
  watchInjectedProvider,
} from '../discovery/watchInjectedProvider.js'
export {
  CallsStatusNotApprovedError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  GasTooHighError,
  GasTooLowError,
  hasErrorCode,
  InsufficientFundsError,
  InvalidRequestParamsError,
  InvalidSignatureError,
  InvalidTransactionHashError,
  InvalidTransferError,
  InvalidWalletResponseError,
  MissingCapabilitiesAddressError,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  NoRpcUrlError,
  NotConnectedError,
  ProviderNotFoundError,
  shouldStopFailover,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  toEip155Error,
  toNodeError,
} from '../errors.js'
export { type WatchProviderEventsParameters, watchProviderEvents } from '../events/watchProviderEvents.js'
export { eip155 } from '../plugin.js'
export { getProvider, requestAccounts, requestChainId, requestWallet } from '../provider.js'
export { EIP155_RPC_METHODS, type Eip155RpcMethod } from '../rpc/methods.js'
export {
  type Address,
  type CallsStatus,
  type Capabilities,
  type Hex,
  RECOGNISED_CAPABILITIES,
  type RecognisedCapability,
  type SendCallsParameters,
} from '../schemas.js'
export {
  type GetRpcUrlsParameters,
  getRpcUrls,
  withBlockchainApiParameters,
} from '../transport/getRpcUrls.js'
export type {
  DiscoveryTarget,
  Eip155Network,
  Eip155Options,
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  FallbackRankOptions,
} from '../types.js'
export { getChainId, parseChainId, toCaipNetworkId, toHexChainId } from '../utils/chainId.js'
export { isEip1193Provider } from '../utils/isEip1193Provider.js'
export { VERSION } from '../version.js'
