// Apart from caipErrors.ts: only CAIP-10 parsing (after the first click) throws it, while the
// networks an app defines on its first page may throw the CAIP-2 one.
import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import { invalidCaip10Address, invalidCaipAddress, stringifyValue } from '../errors/coreMessages.js'
import { namespacesLine } from './caipErrors.js'

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
