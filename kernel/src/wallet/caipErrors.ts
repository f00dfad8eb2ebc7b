import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import { invalidCaip2NetworkId, invalidCaip10Address, invalidCaipAddress } from '../errors/coreMessages.js'
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

const namespacesLine = `Known namespaces: ${CHAIN_NAMESPACES.join(', ')}.`

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

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }

/**
 * A value is not a CAIP-10 address `namespace:reference:address`.
 *
 * `check: 'parse'` (the default) quotes the value ('Invalid CAIP-10 address: {value}'); `check:
 * 'shape'` is the bare three-part check of `assertCaipAddressShape` ('Invalid CAIP Address').
 */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError' as const
  readonly value: unknown

  constructor(
    { value, check = 'parse' }: { value: unknown; check?: 'parse' | 'shape' },
    parameters: PorticoErrorParameters = {},
  ) {
    super(check === 'shape' ? invalidCaipAddress : invalidCaip10Address(stringifyValue(value)), {
      metaMessages: ['Expected: namespace:reference:address, e.g. eip155:1:0xabc….', namespacesLine],
      ...parameters,
    })
    this.value = value
  }
}
