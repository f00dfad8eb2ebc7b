import type { Account, Connector, ConnectResult, Network } from '@portico/kernel'
import { parseAddress } from '../address/parseAddress.js'
import { InvalidWalletResponseError } from '../errors.js'
import type { Bip122Runtime } from '../runtime.js'
import type { Bip122Network, BitcoinAccount } from '../types.js'
import { bitcoinNetwork, getDriver } from './context.js'

/** Spec 3: payment is the account at index 0, ordinal at index 1. */
const PURPOSES = ['payment', 'ordinal'] as const

/**
 * Checks a wallet's accounts against the network (an address of another network is refused, not
 * shown), puts payment first, and keeps them for signing and sending.
 */
export function acceptAccounts(
  runtime: Bip122Runtime,
  connector: Connector,
  network: Bip122Network,
  accounts: readonly BitcoinAccount[],
): ConnectResult {
  for (const account of accounts)
    if (!parseAddress(account.address, network.bitcoin.params))
      throw new InvalidWalletResponseError('accounts', account.address, {
        details: `The wallet's address is not an address of ${network.name}.`,
      })
  const ordered = [...accounts].sort((a, b) => PURPOSES.indexOf(a.purpose) - PURPOSES.indexOf(b.purpose))
  runtime.accounts.set(connector.id, ordered)
  return {
    accounts: ordered.map(
      (account): Account => ({
        namespace: 'bip122',
        address: account.address,
        type: account.purpose,
        publicKey: account.publicKey,
      }),
    ),
    caipNetworkId: network.caipNetworkId,
  }
}

/** Asks the wallet for its payment and ordinal accounts (prompts the visitor). */
export async function connect(
  runtime: Bip122Runtime,
  { connector, network }: { connector: Connector; network: Network | undefined },
): Promise<ConnectResult> {
  const target = bitcoinNetwork(runtime, network)
  const accounts = await getDriver(runtime, connector).connect(PURPOSES)
  return acceptAccounts(runtime, connector, target, accounts)
}

/** The accounts the wallet still grants, without a prompt (after a reload); undefined when none. */
export async function reconnect(
  runtime: Bip122Runtime,
  { connector, network }: { connector: Connector; network: Network | undefined },
): Promise<ConnectResult | undefined> {
  const target = bitcoinNetwork(runtime, network)
  const accounts = await getDriver(runtime, connector).authorizedAccounts()
  if (accounts.length === 0) return undefined
  return acceptAccounts(runtime, connector, target, accounts)
}

export async function disconnect(
  runtime: Bip122Runtime,
  { connector }: { connector: Connector },
): Promise<void> {
  runtime.unwatch(connector.id)
  runtime.accounts.delete(connector.id)
  await getDriver(runtime, connector).disconnect()
}
