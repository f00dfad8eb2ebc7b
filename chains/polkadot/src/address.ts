import { u8aToHex } from '@polkadot/util'
import { checkAddress, decodeAddress, encodeAddress } from '@polkadot/util-crypto'

export type ParsedAddress = {
  /** The 32-byte account id (public key, or the blake2 hash of an ecdsa key), 0x hex. */
  accountId: `0x${string}`
  /** The address with the expected prefix (the same text for a valid input). */
  address: string
}

/**
 * Parses an SS58 address and checks that it carries `ss58Prefix` (a Kusama address is not a
 * Polkadot address, even though both decode to the same account). Returns the reason when it
 * does not parse.
 *
 * @example
 * parseSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 0).ok // true
 * parseSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 2).ok // false: prefix 0
 */
export function parseSs58Address(
  address: string,
  ss58Prefix: number,
): ({ ok: true } & ParsedAddress) | { ok: false; reason: string } {
  if (typeof address !== 'string' || address.startsWith('0x'))
    return { ok: false, reason: 'An SS58 address is base58 text.' }
  const [valid, reason] = checkAddress(address, ss58Prefix)
  if (!valid) return { ok: false, reason: reason ?? 'The address does not decode.' }
  const accountId = u8aToHex(decodeAddress(address, false, ss58Prefix))
  if (accountId.length !== 66) return { ok: false, reason: 'The address is not a 32-byte account.' }
  return { ok: true, accountId, address }
}

/** Re-encodes any SS58 address (or a 0x account id) with `ss58Prefix`; undefined when it does not decode. */
export function toNetworkAddress(address: string, ss58Prefix: number): ParsedAddress | undefined {
  try {
    const bytes = decodeAddress(address)
    if (bytes.length !== 32) return undefined
    return { accountId: u8aToHex(bytes), address: encodeAddress(bytes, ss58Prefix) }
  } catch {
    return undefined
  }
}
