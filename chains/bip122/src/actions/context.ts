import type { Connector, Network } from '@portico/kernel'
import { UnsupportedNetworkError, WalletNotFoundError } from '../errors.js'
import { isBip122Network } from '../networks/networks.js'
import type { Bip122Runtime } from '../runtime.js'
import type { Bip122Network } from '../types.js'
import type { BitcoinWalletDriver } from '../wallets/types.js'
import { isUnisatProvider, unisatDriver } from '../wallets/unisat.js'
import { walletConnectDriver } from '../wallets/walletConnect.js'
import { type StandardWallet, walletStandardDriver } from '../wallets/walletStandard.js'

/** The driver of a connector's wallet (one per connector, kept for the kernel's lifetime). */
export function getDriver(runtime: Bip122Runtime, connector: Connector): BitcoinWalletDriver {
  const known = runtime.drivers.get(connector.id) as BitcoinWalletDriver | undefined
  if (known) return known
  const provider = connector.provider
  const session = connector.namespaceSessions?.bip122
  let driver: BitcoinWalletDriver
  if (session) driver = walletConnectDriver(session)
  else if (connector.type === 'INJECTED' && isUnisatProvider(provider)) driver = unisatDriver(provider)
  else if (typeof provider === 'object' && provider !== null && 'features' in provider)
    driver = walletStandardDriver(provider as StandardWallet)
  else throw new WalletNotFoundError(connector.id)
  runtime.drivers.set(connector.id, driver)
  return driver
}

/** The bip122 network to use: the one given, else the app's first bip122 network. */
export function bitcoinNetwork(runtime: Bip122Runtime, network: Network | undefined): Bip122Network {
  const candidate = network ?? runtime.kernelOptions.networks?.find((n) => n.chainNamespace === 'bip122')
  if (!isBip122Network(candidate)) throw new UnsupportedNetworkError(candidate?.caipNetworkId ?? 'bip122')
  return candidate
}
