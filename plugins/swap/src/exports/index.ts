// @portico/plugin-swap: token swaps. Only the factory, the service token and types load with this
// entry; the swap logic loads when the Swap view opens.
export type { SwapService, SwapServiceOptions } from '../core/createSwapService.js'
export type {
  ApprovalTimeoutError,
  GasPriceNetworkNotSupportedError,
  SwapNetworkNotSupportedError,
  SwapNotReadyError,
} from '../core/errors.js'
export type { SwapSummary } from '../core/summary.js'
export type { SwapIssue, SwapState, SwapStep, SwapToken } from '../core/swapState.js'
export { isSwapNetwork, SWAP_NETWORKS } from '../networks.js'
export { InvalidSwapOptionsError, type SwapOptions } from '../options.js'
export { type SwapEvent, swap } from '../plugin.js'
export type { SwapServiceHandle } from '../serviceHandle.js'
export { swapPluginTokens } from '../tokens.js'
