import type { Connector, Network } from '@portico/kernel'
import { InvalidSignatureError, NotConnectedError } from '../errors.js'
import { verifyMessage } from '../message/verifyMessage.js'
import type { Bip122Runtime } from '../runtime.js'
import { bitcoinNetwork, getDriver } from './context.js'

/** The account a connected wallet gave for `address`. */
export function connectedAccount(
  runtime: Bip122Runtime,
  connector: Connector,
  address: string,
  method: string,
) {
  const account = runtime.accounts.get(connector.id)?.find((a) => a.address === address)
  if (!account) throw new NotConnectedError(method)
  return account
}

/**
 * Has the wallet sign a message (BIP-322 simple, or legacy BIP-137 when asked and the wallet can)
 * and verifies the signature for the address before returning it (base64).
 */
export async function signMessage(
  runtime: Bip122Runtime,
  {
    connector,
    address,
    message,
    network,
    protocol,
  }: {
    connector: Connector
    address: string
    message: string
    network?: Network | undefined
    protocol?: 'bip322' | 'bip137' | undefined
  },
): Promise<{ signature: string; protocol: 'bip322' | 'bip137' }> {
  const target = bitcoinNetwork(runtime, network ?? runtime.portico?.wallet.getActiveNetwork('bip122'))
  const account = connectedAccount(runtime, connector, address, 'signMessage')
  const signature = await getDriver(runtime, connector).signMessage({ account, message, protocol })
  const verified = verifyMessage({ address, message, signature, params: target.bitcoin.params })
  if (!verified) throw new InvalidSignatureError(address)
  return { signature, protocol: verified }
}
