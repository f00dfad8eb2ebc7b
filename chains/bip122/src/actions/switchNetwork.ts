import type { Connector, Network } from '@portico/kernel'
import { parseAddress } from '../address/parseAddress.js'
import { UnsupportedNetworkError } from '../errors.js'
import type { Bip122Runtime } from '../runtime.js'
import { bitcoinNetwork } from './context.js'

/**
 * Bitcoin wallets have no "switch chain" request: an account lives on one network. Moving to
 * another bip122 network succeeds only when the connected accounts are addresses of it (so the
 * kernel can come back to the Bitcoin network after another namespace was active); otherwise the
 * visitor must connect a wallet of that network.
 */
export async function switchNetwork(
  runtime: Bip122Runtime,
  { connector, network }: { connector: Connector; network: Network },
): Promise<void> {
  const target = bitcoinNetwork(runtime, network)
  const accounts = runtime.accounts.get(connector.id) ?? []
  if (accounts.length === 0 || accounts.some((a) => !parseAddress(a.address, target.bitcoin.params)))
    throw new UnsupportedNetworkError(target.caipNetworkId)
}
