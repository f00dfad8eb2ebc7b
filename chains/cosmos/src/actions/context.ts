import type { Connector, Network } from '@portico/kernel'
import { parseCosmosAddress } from '../address/address.js'
import { NotConnectedError, UnsupportedNetworkError } from '../errors.js'
import { isCosmosNetwork } from '../networks/networks.js'
import type { CosmosRuntime, GrantedKey } from '../runtime.js'
import type { CosmosNetwork } from '../types.js'

/** The app's cosmos networks (the kernel's list once set up, else the options it was given). */
export function appNetworks(runtime: CosmosRuntime): CosmosNetwork[] {
  const networks = runtime.portico?.wallet.getState().networks ?? runtime.kernelOptions.networks ?? []
  return networks.filter(isCosmosNetwork)
}

/** The app's definition of `network` (with its chain parameters), or the first cosmos network. */
export function cosmosNetwork(runtime: CosmosRuntime, network: Network | undefined): CosmosNetwork {
  const networks = appNetworks(runtime)
  const found = network ? networks.find((n) => n.caipNetworkId === network.caipNetworkId) : networks[0]
  if (!found) throw new UnsupportedNetworkError(network?.caipNetworkId)
  return found
}

/** The CometBFT RPC URL Portico talks to for `network`. */
export function rpcUrlOf(runtime: CosmosRuntime, network: CosmosNetwork): string {
  const url = runtime.options.rpcUrls?.[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
  if (!url) throw new UnsupportedNetworkError(network.caipNetworkId)
  return url
}

/** Whether `address` parses on any of the app's cosmos networks (checksum and prefix included). */
export function isAddressOnAppNetworks(runtime: CosmosRuntime, address: string): boolean {
  return appNetworks(runtime).some((n) => parseCosmosAddress(address, n.cosmos.bech32Prefix) !== undefined)
}

/** The key the connector's wallet granted for `address`, or a 4100 error. */
export function grantedKey(
  runtime: CosmosRuntime,
  connector: Connector,
  address: string,
  method: string,
): GrantedKey {
  const key = runtime.keys.get(connector.id)
  if (!key || key.address !== address) throw new NotConnectedError(method)
  return key
}
