import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import { invalidCaip2NetworkId, stringifyValue } from '../errors/coreMessages.js'
import { CHAIN_NAMESPACES } from '../firstPaintConstants.js'

export { stringifyValue }

/** The line every CAIP error ends its meta messages with. */
export const namespacesLine = `Known namespaces: ${CHAIN_NAMESPACES.join(', ')}.`

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' }

/** A value is not a CAIP-2 network id `namespace:reference` with a known namespace. */
export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError' as const
  readonly value: unknown

  constructor({ value }: { value: unknown }, parameters: PorticoErrorParameters = {}) {
    super(invalidCaip2NetworkId(stringifyValue(value)), {
      metaMessages: ['Expected: namespace:reference, e.g. eip155:1.', namespacesLine],
      ...parameters,
    })
    this.value = value
  }
}
