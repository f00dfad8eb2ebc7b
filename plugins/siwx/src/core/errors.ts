import { PorticoError, type PorticoErrorParameters } from '@portico/kernel'
import { authInitProblem, siwxNotEnabled } from './messages.js'

/** A session that does not verify: tampered text or signature, wrong account or network, expired. */
export class SiwxVerificationError extends PorticoError {
  override name = 'SiwxVerificationError' as const
  constructor(reason: string, parameters?: PorticoErrorParameters) {
    super(reason, parameters)
  }
}

/** Sign-in was asked for while the plugin has no config (spec 8: 'SIWX is not enabled'). */
export class SiwxNotEnabledError extends PorticoError {
  override name = 'SiwxNotEnabledError' as const
  constructor(parameters?: PorticoErrorParameters) {
    super(siwxNotEnabled, parameters)
  }
}

/**
 * The message could not be created (e.g. the sign-in server gave no nonce): spec 8's 'A problem
 * occurred while trying initialize authentication'; the wallet is disconnected.
 */
export class SiwxInitializationError extends PorticoError {
  override name = 'SiwxInitializationError' as const
  constructor(parameters?: PorticoErrorParameters) {
    super(authInitProblem, parameters)
  }
}

/** The sign-in server answered with an error status or a body that does not parse. */
export class SiwxServerError extends PorticoError {
  override name = 'SiwxServerError' as const
  readonly status: number | undefined
  constructor(shortMessage: string, parameters: PorticoErrorParameters & { status?: number } = {}) {
    super(shortMessage, parameters)
    this.status = parameters.status
  }
}
