import { describe, expect, test } from 'vitest'
import { PorticoError } from '../errors/base.js'
import {
  InvalidAddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidConnectionStatusError,
  stringifyValue,
} from './errors.js'

describe('wallet errors', () => {
  test('subclass PorticoError with literal names', () => {
    const errors = [
      new InvalidCaipNetworkIdError({ value: 'x' }),
      new InvalidCaipAddressError({ value: 'x' }),
      new InvalidAddressError({ address: 'x', namespace: 'eip155' }),
      new InvalidConnectionStatusError({ status: 'x' }),
    ]
    expect(errors.every((error) => error instanceof PorticoError)).toBe(true)
    expect(errors.map((error) => error.name)).toEqual([
      'InvalidCaipNetworkIdError',
      'InvalidCaipAddressError',
      'InvalidAddressError',
      'InvalidConnectionStatusError',
    ])
  })

  test('take their short messages from the catalogue texts of the spec', () => {
    expect(new InvalidCaipNetworkIdError({ value: 'eip155' }).shortMessage).toBe(
      'Invalid CAIP-2 network id: eip155',
    )
    expect(new InvalidCaipAddressError({ value: 'eip155:1' }).shortMessage).toBe(
      'Invalid CAIP-10 address: eip155:1',
    )
    expect(new InvalidCaipAddressError({ value: 'x', check: 'shape' }).shortMessage).toBe(
      'Invalid CAIP Address',
    )
    expect(new InvalidConnectionStatusError({ status: 'connecting' }).shortMessage).toBe(
      'Invalid connection status',
    )
  })

  test('keep the offending value and explain the expected form in the message', () => {
    const error = new InvalidCaipNetworkIdError({ value: 42 })
    expect(error.value).toBe(42)
    expect(error.message).toContain('Expected: namespace:reference')
    expect(new InvalidConnectionStatusError({ status: 'connecting' }).message).toContain('Status: connecting')
  })

  test('stringifyValue never throws', () => {
    expect(stringifyValue(42)).toBe('42')
    expect(stringifyValue(Symbol('s'))).toBe('Symbol(s)')
    expect(stringifyValue(Object.create(null))).toBe('[object Object]')
    expect(stringifyValue({ toString: () => ({}) })).toBe('[object Object]')
  })
})
