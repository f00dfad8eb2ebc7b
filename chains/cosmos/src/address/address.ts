import { fromBech32, toBech32 } from '@cosmjs/encoding'

/** Account addresses are 20 bytes (secp256k1 keys) or 32 bytes (module and contract accounts). */
const ACCOUNT_LENGTHS = [20, 32]

/** Bech32's 90-character limit lifted: 32-byte accounts with long prefixes exceed it. */
const MAX_LENGTH = 256

export type ParsedCosmosAddress = { prefix: string; data: Uint8Array }

/**
 * Parses a bech32 account address of the chain with `prefix`: checksum, lower case, the prefix
 * itself and a 20- or 32-byte account. Undefined when any of these fails (an address of another
 * chain included), so callers say which rule the visitor broke.
 *
 * @example
 * parseCosmosAddress('cosmos1…', 'cosmos') // { prefix: 'cosmos', data: Uint8Array(20) }
 * parseCosmosAddress('osmo1…', 'cosmos') // undefined
 */
export function parseCosmosAddress(address: string, prefix: string): ParsedCosmosAddress | undefined {
  if (typeof address !== 'string' || address !== address.toLowerCase()) return undefined
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address, MAX_LENGTH)
  } catch {
    return undefined
  }
  if (decoded.prefix !== prefix || !ACCOUNT_LENGTHS.includes(decoded.data.length)) return undefined
  return decoded
}

/** Whether `address` is an account address of the chain with `prefix`. */
export const isCosmosAddressOf = (address: string, prefix: string) =>
  parseCosmosAddress(address, prefix) !== undefined

/** The account address of `data` (20 or 32 bytes) on the chain with `prefix`. */
export function toCosmosAddress(data: Uint8Array, prefix: string): string {
  if (!ACCOUNT_LENGTHS.includes(data.length)) throw new TypeError('A Cosmos account is 20 or 32 bytes.')
  return toBech32(prefix, data, MAX_LENGTH)
}
