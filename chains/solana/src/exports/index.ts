// @portico/chain-solana: the Solana chain plugin. Nothing here imports @solana/web3.js: it loads on
// first use inside the transfer path. Discovery (@wallet-standard/app) loads after start.
export { isSolanaPublicKey, parseSolanaAddress, toSolanaAddress } from '../address.js'
export { networkForWalletChain, walletChainFor } from '../chains.js'
export { isPreflightCommitment, PREFLIGHT_COMMITMENTS, type PreflightCommitment } from '../commitment.js'
export {
  InvalidPreflightCommitmentError,
  InvalidSolanaAddressError,
  InvalidWalletAnswerError,
  SolanaRpcError,
  TransactionFailedError,
  TransactionNotConfirmedError,
  WalletFeatureMissingError,
} from '../errors.js'
export { solana } from '../plugin.js'
export { SOLANA_RPC_METHODS, type SolanaRpcMethod } from '../rpc/methods.js'
export type { SolanaOptions, SolanaToken } from '../types.js'
export { VERSION } from '../version.js'
