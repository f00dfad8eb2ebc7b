import type { Logger } from '@portico/kernel'
import { InvalidWalletResponseError, MissingCapabilitiesAddressError } from '../errors.js'
import { requestWallet } from '../provider.js'
import {
  type Capabilities,
  capabilitiesAnswerSchema,
  capabilitySchemas,
  isRecognisedCapability,
} from '../schemas.js'
import type { Eip1193Provider } from '../types.js'

export type GetCapabilitiesParameters = {
  provider: Eip1193Provider
  /** The account whose capabilities are asked for; required by ERC-5792. */
  address: string | undefined
  /** Hex chain ids to ask about; all the wallet knows when absent. */
  chainIds?: readonly string[] | undefined
  log?: Pick<Logger, 'warn'> | undefined
}

/**
 * The ERC-5792 capabilities of an account per hex chain id (`wallet_getCapabilities`). The
 * capabilities of spec section 9 (atomic, flow-control, paymasterService, sessionKeys,
 * auxiliaryFunds) are validated, and dropped with a warning when malformed; others pass through.
 *
 * @throws {MissingCapabilitiesAddressError} 'Missing address parameter in wallet_getCapabilities request'.
 * @example
 * const capabilities = await getCapabilities({ provider, address })
 * capabilities['0x1']?.atomic?.status // 'supported' | 'ready' | 'unsupported'
 */
export async function getCapabilities({
  provider,
  address,
  chainIds,
  log,
}: GetCapabilitiesParameters): Promise<Record<string, Capabilities>> {
  if (!address) throw new MissingCapabilitiesAddressError()
  const params = chainIds ? [address, chainIds] : [address]
  const answer = await requestWallet(provider, { method: 'wallet_getCapabilities', params })
  return parseCapabilities(answer, log)
}

/**
 * Validates a `wallet_getCapabilities` answer: recognised capabilities must match their schema
 * (malformed ones are dropped with a warning); unknown ones are kept as given.
 *
 * @throws {InvalidWalletResponseError} when the answer is not an object of objects.
 * @example
 * parseCapabilities({ '0x1': { atomic: { status: 'ready' }, custom: 1 } })
 * // { '0x1': { atomic: { status: 'ready' }, custom: 1 } }
 */
export function parseCapabilities(answer: unknown, log?: Pick<Logger, 'warn'>): Record<string, Capabilities> {
  const parsed = capabilitiesAnswerSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidWalletResponseError('wallet_getCapabilities', answer)
  const result: Record<string, Capabilities> = {}
  for (const [chainId, capabilities] of Object.entries(parsed.data)) {
    const kept: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(capabilities)) {
      if (!isRecognisedCapability(name)) {
        kept[name] = value
        continue
      }
      const check = capabilitySchemas[name].safeParse(value)
      if (check.success) kept[name] = check.data
      else log?.warn(`Ignored a malformed "${name}" capability for chain ${chainId}`, value)
    }
    result[chainId] = kept as Capabilities
  }
  return result
}
