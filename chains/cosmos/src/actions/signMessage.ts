import type { Connector } from '@portico/kernel'
import { WalletNotFoundError } from '../errors.js'
import { verifyArbitrary } from '../message/verify.js'
import type { CosmosRuntime } from '../runtime.js'
import {
  callWallet,
  getKeplr,
  parseAnswer,
  type StdSignatureAnswer,
  stdSignatureSchema,
} from '../wallet/keplr.js'
import { appNetworks, grantedKey } from './context.js'

/**
 * Signs `message` off-chain (ADR-036 `signArbitrary`) with the connected key. The signature is
 * verified (key belongs to the address, signature over the ADR-036 doc) before it is returned.
 */
export async function signMessage(
  runtime: CosmosRuntime,
  { connector, address, message }: { connector: Connector; address: string; message: string },
): Promise<StdSignatureAnswer> {
  const key = grantedKey(runtime, connector, address, 'signMessage')
  const wallet = getKeplr(connector)
  if (typeof wallet.signArbitrary !== 'function')
    throw new WalletNotFoundError(`${connector.id} (signArbitrary)`)
  const answer = await callWallet('signArbitrary', () => wallet.signArbitrary!(key.chainId, address, message))
  const signature = parseAnswer('signArbitrary', stdSignatureSchema, answer)
  const network = appNetworks(runtime).find((n) => n.cosmos.chainId === key.chainId)
  const prefix = network?.cosmos.bech32Prefix ?? address.slice(0, address.lastIndexOf('1'))
  verifyArbitrary({ signer: address, prefix, message, signature })
  return signature
}
