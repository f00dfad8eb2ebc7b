import { CHAIN_NAMESPACES } from '../firstPaintConstants.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js'

export type ParseCaipNetworkIdReturnType = {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
}

export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
  caipAddress: CaipAddress
}

/** Whether `value` is one of the CAIP-2 namespaces Portico knows (`eip155`, `solana`, …). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** Splits `value` on ':' into exactly `count` non-empty parts, or returns undefined. */
function splitParts(value: unknown, count: number): string[] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part === '')) return undefined
  return parts
}

/**
 * Parses a CAIP-2 network id: exactly two non-empty colon parts with a known namespace.
 *
 * @throws {InvalidCaipNetworkIdError} 'Invalid CAIP-2 network id: {value}' for anything else.
 * @example
 * parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1', caipNetworkId: 'eip155:1' }
 */
export function parseCaipNetworkId(value: unknown): ParseCaipNetworkIdReturnType {
  const parts = splitParts(value, 2)
  const [namespace, reference] = parts ?? []
  if (!isChainNamespace(namespace) || reference === undefined) throw new InvalidCaipNetworkIdError({ value })
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * Parses a CAIP-10 account address: exactly three non-empty colon parts with a known namespace.
 *
 * @throws {InvalidCaipAddressError} 'Invalid CAIP-10 address: {value}' for anything else.
 * @example
 * parseCaipAddress('eip155:1:0xabc')
 * // { namespace: 'eip155', reference: '1', address: '0xabc', caipNetworkId: 'eip155:1', caipAddress: 'eip155:1:0xabc' }
 */
export function parseCaipAddress(value: unknown): ParseCaipAddressReturnType {
  const parts = splitParts(value, 3)
  const [namespace, reference, address] = parts ?? []
  if (!isChainNamespace(namespace) || reference === undefined || address === undefined)
    throw new InvalidCaipAddressError({ value })
  return {
    namespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
    caipAddress: `${namespace}:${reference}:${address}`,
  }
}

/**
 * Asserts the bare CAIP-10 shape: a string of exactly three colon parts. Neither emptiness nor the
 * namespace is checked; use `parseCaipAddress` for the full rule.
 *
 * @throws {InvalidCaipAddressError} 'Invalid CAIP Address'.
 * @example
 * assertCaipAddressShape('eip155:1:0xabc') // ok
 * assertCaipAddressShape('0xabc') // throws 'Invalid CAIP Address'
 */
export function assertCaipAddressShape(value: unknown): asserts value is CaipAddress {
  if (typeof value !== 'string' || value.split(':').length !== 3)
    throw new InvalidCaipAddressError({ value, check: 'shape' })
}

/**
 * Whether `value` is a valid CAIP-10 address (the rule of `parseCaipAddress`).
 *
 * @example
 * isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  const parts = splitParts(value, 3)
  return parts !== undefined && isChainNamespace(parts[0])
}

/**
 * Whether `value` is a valid CAIP-2 network id (the rule of `parseCaipNetworkId`).
 *
 * @example
 * isCaipNetworkId('eip155:8453') // true
 * isCaipNetworkId('8453') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  const parts = splitParts(value, 2)
  return parts !== undefined && isChainNamespace(parts[0])
}

/**
 * Builds a CAIP-10 address from a network id and a plain address.
 *
 * @throws {InvalidCaipNetworkIdError} when `caipNetworkId` is invalid.
 * @throws {InvalidCaipAddressError} when the result is not a valid CAIP-10 address (empty address, or one with ':').
 * @example
 * toCaipAddress('eip155:1', '0xabc') // 'eip155:1:0xabc'
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId | string, address: string): CaipAddress {
  const network = parseCaipNetworkId(caipNetworkId)
  return parseCaipAddress(`${network.caipNetworkId}:${address}`).caipAddress
}

/**
 * The plain address of a CAIP-10 address, or undefined when the value is not a valid one.
 *
 * @example
 * getPlainAddress('eip155:1:0xabc') // '0xabc'
 * getPlainAddress(undefined) // undefined
 */
export function getPlainAddress(caipAddress: CaipAddress | string | undefined): string | undefined {
  const parts = splitParts(caipAddress, 3)
  return parts !== undefined && isChainNamespace(parts[0]) ? parts[2] : undefined
}
