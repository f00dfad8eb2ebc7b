// @portico/chain-polkadot: the Polkadot chain plugin. Nothing here imports @polkadot/api or
// @polkadot/util-crypto: they load on first use (capabilities, then the node client).
export {
  BelowExistentialDepositError,
  ExtensionFeatureMissingError,
  ExtensionNotFoundError,
  InsufficientBalanceError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidExtensionAnswerError,
  InvalidRequestParamsError,
  InvalidSignatureError,
  NoAccountsError,
  NotConnectedError,
  PolkadotNodeError,
  TransactionFailedError,
  UnsupportedNetworkError,
} from '../errors.js'
export { polkadot } from '../plugin.js'
export { POLKADOT_RPC_METHODS, type PolkadotRpcMethod } from '../rpc/methods.js'
export type {
  PolkadotAccount,
  PolkadotChainParams,
  PolkadotKeyType,
  PolkadotNetwork,
  PolkadotOptions,
} from '../types.js'
export { VERSION } from '../version.js'
