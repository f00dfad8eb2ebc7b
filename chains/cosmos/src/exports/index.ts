// @portico/chain-cosmos: the Cosmos chain plugin. Nothing here imports CosmJS: it loads on first
// use inside the capability chunk.
export { connectorIdFor, DEFAULT_COSMOS_WALLETS } from '../discovery/watchInjected.js'
export {
  CosmosNodeError,
  InsufficientFundsError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  NotConnectedError,
  SignatureVerificationError,
  TransactionNotConfirmedError,
  UnsupportedNetworkError,
  WalletNotFoundError,
} from '../errors.js'
export { cosmos } from '../plugin.js'
export { COSMOS_RPC_METHODS, type CosmosRpcMethod } from '../rpc/methods.js'
export type {
  CosmosChainParams,
  CosmosNetwork,
  CosmosOptions,
  DiscoveryTarget,
  InjectedCosmosWallet,
} from '../types.js'
export { VERSION } from '../version.js'
