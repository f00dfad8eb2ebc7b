import { PorticoError } from '../errors/base.js'
import { invalidConnectionStatus, stringifyValue } from '../errors/coreMessages.js'

export { InvalidCaipAddressError, type InvalidCaipAddressErrorType } from './caipAddressError.js'
export {
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
  stringifyValue,
} from './caipErrors.js'

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }

/** An address is not valid for its namespace (developer-facing: views validate before calling). */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError' as const
  readonly address: unknown

  constructor({ address, namespace }: { address: unknown; namespace: string }) {
    super(`Address "${stringifyValue(address)}" is invalid for ${namespace}.`, {
      metaMessages:
        namespace === 'eip155' ? ['Expected: 40 hex characters, optionally prefixed with 0x.'] : undefined,
    })
    this.address = address
  }
}

export type InvalidConnectionStatusErrorType = InvalidConnectionStatusError & {
  name: 'InvalidConnectionStatusError'
}

/** A connection switch was asked for with a status other than connected, active or disconnected. */
export class InvalidConnectionStatusError extends PorticoError {
  override name = 'InvalidConnectionStatusError' as const
  readonly status: unknown

  constructor({ status }: { status: unknown }) {
    super(invalidConnectionStatus, {
      metaMessages: [`Status: ${stringifyValue(status)}`, 'Expected: connected, active or disconnected.'],
    })
    this.status = status
  }
}
