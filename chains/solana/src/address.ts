import bs58 from 'bs58'
import { InvalidSolanaAddressError } from './errors.js'

/**
 * The 32 bytes of a Solana address (an ed25519 public key or a program-derived address), or
 * throws: base58 text of 32 to 44 characters decoding to exactly 32 bytes. Stricter than the
 * format check of spec 5 (`isSolanaAddress`), which accepts any 32-44 base58 characters.
 *
 * @throws {InvalidSolanaAddressError}
 * @example
 * parseSolanaAddress('11111111111111111111111111111111') // 32 zero bytes (the system program)
 */
export function parseSolanaAddress(text: unknown): Uint8Array {
  if (typeof text !== 'string' || text.length < 32 || text.length > 44)
    throw new InvalidSolanaAddressError(text)
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(text)
  } catch {
    throw new InvalidSolanaAddressError(text)
  }
  if (bytes.length !== 32) throw new InvalidSolanaAddressError(text)
  return bytes
}

/** Whether `text` is a valid Solana address (see `parseSolanaAddress`). */
export function isSolanaPublicKey(text: unknown): text is string {
  try {
    parseSolanaAddress(text)
    return true
  } catch {
    return false
  }
}

/** The base58 address of 32 public-key bytes. */
export function toSolanaAddress(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new InvalidSolanaAddressError(`${bytes.length} bytes`)
  return bs58.encode(bytes)
}
