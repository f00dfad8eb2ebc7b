import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { ADDRESS_CACHE_SIZE } from '../constants.js'
import {
  isBitcoinAddress,
  isCosmosAddress,
  isEip155Address,
  isPolkadotAddress,
  isSolanaAddress,
} from './address.js'
import { InvalidAddressError } from './errors.js'
import type { ChainNamespace } from './types.js'

export type IsAddressOptions = {
  /**
   * eip155 only: require `0x` and a correct EIP-55 checksum. The checksum must match exactly, so an
   * all-lowercase address whose checksum has capitals is rejected.
   */
  strict?: boolean
}

/**
 * Whether `address` is `0x` plus 40 hex characters whose EIP-55 checksum matches exactly (strict
 * eip155, spec 5).
 *
 * @example
 * isChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // false: checksum missing
 * isChecksumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 */
export function isChecksumAddress(address: unknown): address is string {
  return (
    typeof address === 'string' &&
    address.startsWith('0x') &&
    isEip155Address(address) &&
    toChecksumAddress(address) === address
  )
}

/**
 * The EIP-55 mixed-case checksum form of an EVM address (with `0x`).
 *
 * @throws {InvalidAddressError} when `address` is not 40 hex characters with an optional `0x`.
 * @example
 * toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!isEip155Address(address)) throw new InvalidAddressError({ address, namespace: 'eip155' })
  const hex = (address.startsWith('0x') ? address.slice(2) : address).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)))
  let result = '0x'
  for (let index = 0; index < hex.length; index++) {
    const char = hex[index]!
    result += Number.parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char
  }
  return result as `0x${string}`
}

/**
 * Whether `address` is valid for `namespace`; `strict` only changes eip155 (see `isChecksumAddress`).
 * Unknown namespaces answer false.
 *
 * @example
 * isAddressFor('eip155', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', { strict: true }) // true
 * isAddressFor('solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false
 */
export function isAddressFor(
  namespace: ChainNamespace | string,
  address: unknown,
  options: IsAddressOptions = {},
): address is string {
  switch (namespace) {
    case 'eip155':
      return options.strict ? isChecksumAddress(address) : isEip155Address(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122':
      return isBitcoinAddress(address)
    case 'polkadot':
      return isPolkadotAddress(address)
    case 'cosmos':
      return isCosmosAddress(address)
    default:
      return false
  }
}

export type ChecksumCache = {
  /** `toChecksumAddress`, answered from the cache when the address was seen before. */
  checksum(address: string): `0x${string}`
  /** Addresses cached now. */
  readonly size: number
}

/**
 * A memoised `toChecksumAddress` for one kernel or plugin (no cache is shared between kernels):
 * least recently used addresses are forgotten beyond `maxSize`, 8192 by default (the address
 * cache size of spec 9). Keys are the lowercase hex, so every spelling of an address shares one
 * entry. Errors are not cached.
 *
 * @example
 * const { checksum } = createChecksumCache()
 * checksum('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function createChecksumCache(maxSize: number = ADDRESS_CACHE_SIZE): ChecksumCache {
  const limit = Math.max(1, Math.trunc(maxSize))
  const entries = new Map<string, `0x${string}`>()
  return {
    checksum(address) {
      const key = address.toLowerCase()
      const cached = entries.get(key)
      if (cached !== undefined) {
        // Most recently used last: a Map iterates in insertion order.
        entries.delete(key)
        entries.set(key, cached)
        return cached
      }
      const result = toChecksumAddress(address)
      entries.set(key, result)
      if (entries.size > limit) entries.delete(entries.keys().next().value as string)
      return result
    },
    get size() {
      return entries.size
    },
  }
}
