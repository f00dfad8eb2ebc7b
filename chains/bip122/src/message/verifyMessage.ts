import { base64 } from '@scure/base'
import { parseAddress } from '../address/parseAddress.js'
import type { BitcoinNetworkParams } from '../types.js'
import { verifyBip137 } from './bip137.js'
import { verifyBip322Simple } from './bip322.js'

export type SignatureProtocol = 'bip322' | 'bip137'

/**
 * Verifies a Bitcoin message signature (base64) for an address: legacy BIP-137 when it is 65 bytes
 * with a legacy header, BIP-322 "simple" otherwise. Answers the protocol that verified, or undefined.
 */
export function verifyMessage({
  address,
  message,
  signature,
  params,
}: {
  address: string
  message: string
  signature: string
  params: BitcoinNetworkParams
}): SignatureProtocol | undefined {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature)
  } catch {
    return undefined
  }
  if (
    bytes.length === 65 &&
    bytes[0]! >= 27 &&
    bytes[0]! <= 42 &&
    verifyBip137(message, address, bytes, params)
  )
    return 'bip137'
  const parsed = parseAddress(address, params)
  if (parsed && verifyBip322Simple(message, parsed.script, bytes)) return 'bip322'
  return undefined
}
