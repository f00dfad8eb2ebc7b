import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import {
  invalidCaip2NetworkId,
  invalidCaip10Address,
  invalidCaipAddress,
  invalidConnectionStatus,
} from '../errors/messages.js'
import { CHAIN_NAMESPACES } from './types.js'

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
