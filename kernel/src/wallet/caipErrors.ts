import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import { invalidCaip2NetworkId } from '../errors/coreMessages.js'
import { CHAIN_NAMESPACES } from '../firstPaintConstants.js'

/**
 * Turns any thrown-at value into the text the CAIP errors quote: `String(value)`, or the
 * `[object Type]` tag for values whose conversion throws (null-prototype objects, bad `toString`).
 *
 * @example
 * stringifyValue(42) // '42'
 * stringifyValue(Object.create(null)) // '[object Object]'
 */
export function stringifyValue(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

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
