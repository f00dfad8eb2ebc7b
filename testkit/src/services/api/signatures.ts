import { type Hex, verifyMessage } from 'viem'
import type { ChainHandle } from './chains'
import { fail } from './http'

/**
 * Checks a personal_sign (EIP-191) signature like the real services: on a local chain through its
 * RPC, so smart accounts verify too (ERC-1271 deployed, ERC-6492 not yet deployed); on a supported
 * chain without a local node as an EOA signature only.
 *
 * @throws the 401 envelope `field:'signature'` ('Invalid signature') when it does not hold.
 */
export async function assertSignature(
  chain: ChainHandle | 'remote',
  parameters: { address: string; message: string; signature: string },
): Promise<void> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(parameters.address) || !/^0x[0-9a-fA-F]+$/.test(parameters.signature))
    throw fail(401, 'signature', 'Invalid signature')
  const checked = {
    ...parameters,
    address: parameters.address as Hex,
    signature: parameters.signature as Hex,
  }
  let valid: boolean
  try {
    valid = chain === 'remote' ? await verifyMessage(checked) : await chain.client.verifyMessage(checked)
  } catch {
    valid = false
  }
  if (!valid) throw fail(401, 'signature', 'Invalid signature')
}
