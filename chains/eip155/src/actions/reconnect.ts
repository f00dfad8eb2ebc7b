import type { Connector, ConnectResult } from '@portico/kernel'
import { getProvider, requestAccounts, requestChainId } from '../provider.js'
import { toConnectResult } from './connect.js'

/**
 * Restores a connection after a reload without prompting: `eth_accounts` answers the accounts the
 * wallet still grants this site. Undefined when it grants none.
 *
 * @example
 * const restored = await reconnect({ connector }) // undefined when the wallet forgot the site
 */
export async function reconnect({
  connector,
  checksum,
}: {
  connector: Pick<Connector, 'id' | 'provider'>
  /** Checksums the addresses; default `toChecksumAddress`. */
  checksum?: ((address: string) => string) | undefined
}): Promise<ConnectResult | undefined> {
  const provider = getProvider(connector)
  const addresses = await requestAccounts(provider, 'eth_accounts')
  if (addresses.length === 0) return undefined
  return toConnectResult(addresses, await requestChainId(provider), checksum)
}
