import type { Hex } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'
import { requestSignature } from './signMessage.js'

export type SignTypedDataParameters = {
  provider: Eip1193Provider
  address: string
  /** EIP-712 typed data: JSON text, or an object (validated against its types and serialised). */
  typedData: string | Record<string, unknown>
}

/**
 * Signs EIP-712 typed data with `eth_signTypedData_v4`. An object is checked against its types and
 * serialised by viem, loaded on first use.
 *
 * @throws {InvalidSignatureError} 'Error signing message' when the wallet answers no signature.
 * @example
 * const signature = await signTypedData({ provider, address, typedData: { domain, types, primaryType, message } })
 */
export async function signTypedData({ provider, address, typedData }: SignTypedDataParameters): Promise<Hex> {
  const json =
    typeof typedData === 'string'
      ? typedData
      : (await import('../viem/serializeTypedData.js')).serializeTypedData(typedData)
  return requestSignature(provider, 'eth_signTypedData_v4', [address, json])
}
