import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import { invalidCaip2NetworkId, stringifyValue } from '../errors/coreMessages.js'

export { stringifyValue }

/** The CAIP-2 namespaces Portico knows (spec section 1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

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
