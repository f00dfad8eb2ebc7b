import { InvalidSignatureError } from '../errors.js'
import { requestWallet } from '../provider.js'
import { type Hex, signatureSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'
import { utf8ToHex } from '../utils/encoding.js'

export type SignMessageParameters = {
  provider: Eip1193Provider
  address: string
  /** Text to sign; it is sent hex-encoded so that text looking like hex is never signed as bytes. */
  message: string
}

/**
 * Signs a text with `personal_sign` and checks the answer is a signature (spec 5: `0x` plus at
 * least 62 hex characters).
 *
 * @throws {InvalidSignatureError} 'Error signing message' when the wallet answers something else.
 * @example
 * const signature = await signMessage({ provider, address, message: 'Hello Portico' })
 */
export async function signMessage({ provider, address, message }: SignMessageParameters): Promise<Hex> {
  return requestSignature(provider, 'personal_sign', [utf8ToHex(message), address])
}

/**
 * Sends a signing request and validates the signature it returns (spec 5).
 *
 * @throws {InvalidSignatureError} 'Error signing message' when the answer is no signature.
 * @example
 * await requestSignature(provider, 'personal_sign', ['0x6869', address])
 */
export async function requestSignature(
  provider: Eip1193Provider,
  method: string,
  params: unknown,
): Promise<Hex> {
  const answer = await requestWallet(provider, { method, params })
  const parsed = signatureSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidSignatureError(answer)
  return parsed.data
}
