// @portico/chain-bip122: the Bitcoin chain plugin. Nothing here imports bitcoinjs-lib statically:
// it loads on first use inside the capabilities (connect, sign, balance, send).

export { UNISAT_CONNECTOR_ID } from '../discovery/watchInjected.js'
export { APP_READY_EVENT, REGISTER_WALLET_EVENT } from '../discovery/watchWalletStandard.js'
export {
  DustAmountError,
  FeeError,
  InsufficientFundsError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidRequestParamsError,
  InvalidSignatureError,
  InvalidWalletResponseError,
  NodeError,
  NoRpcUrlError,
  NotConnectedError,
  TransactionMismatchError,
  UnsupportedNetworkError,
  WalletNotFoundError,
} from '../errors.js'
export { bip122 } from '../plugin.js'
export { BIP122_RPC_METHODS, type Bip122RpcMethod } from '../rpc/methods.js'
export type {
  Bip122Network,
  Bip122Options,
  BitcoinAccount,
  BitcoinNetworkParams,
  BitcoinPurpose,
  DiscoveryTarget,
  WalletStandardBitcoinChain,
} from '../types.js'
export { VERSION } from '../version.js'
