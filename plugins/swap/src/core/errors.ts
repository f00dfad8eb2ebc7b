import { PorticoError } from '@portico/kernel'
import * as messages from './messages.js'

/** Swaps are not offered on the active network (spec 6, 8). */
export class SwapNetworkNotSupportedError extends PorticoError {
  override name = 'SwapNetworkNotSupportedError' as const
  constructor(network: string | undefined) {
    super(messages.networkNotSupportedForSwaps, { metaMessages: [`Network: ${network ?? 'none'}`] })
  }
}

/** The gas price cannot be read for the active network (spec 8). */
export class GasPriceNetworkNotSupportedError extends PorticoError {
  override name = 'GasPriceNetworkNotSupportedError' as const
  constructor(network: string | undefined) {
    super(messages.networkNotSupportedForGasPrice, { metaMessages: [`Network: ${network ?? 'none'}`] })
  }
}

/** The swap form is not ready to send (no account, no quote, an issue). */
export class SwapNotReadyError extends PorticoError {
  override name = 'SwapNotReadyError' as const
  constructor(reason: string) {
    super(reason)
  }
}

/** The approval was sent but the allowance did not reach the amount in time. */
export class ApprovalTimeoutError extends PorticoError {
  override name = 'ApprovalTimeoutError' as const
  constructor(timeoutMs: number) {
    super('The approval did not arrive in time.', { metaMessages: [`Waited ${timeoutMs} ms`] })
  }
}
