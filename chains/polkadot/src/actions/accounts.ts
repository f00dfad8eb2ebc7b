import type { Account, Connector, ConnectResult } from '@portico/kernel'
import { toNetworkAddress } from '../address.js'
import { NoAccountsError } from '../errors.js'
import { type Injected, injectedAccountsSchema, parseAnswer } from '../injected.js'
import type { PolkadotRuntime } from '../runtime.js'
import type { PolkadotAccount, PolkadotKeyType, PolkadotNetwork } from '../types.js'

const KEY_TYPES: readonly string[] = ['sr25519', 'ed25519', 'ecdsa']

/**
 * The extension's accounts usable on `network`: sr25519, ed25519 and ecdsa keys (an account
 * without a type is sr25519, the extensions' default; a `null` type is unknown, as for the
 * addresses of a WalletConnect session), not those tied to another chain's genesis, each address
 * re-encoded with the network's SS58 prefix.
 */
export function accountsFor(answer: unknown, network: PolkadotNetwork): PolkadotAccount[] {
  const accounts: PolkadotAccount[] = []
  for (const account of parseAnswer('accounts.get', injectedAccountsSchema, answer)) {
    const type = account.type === undefined ? 'sr25519' : account.type
    if (type !== null && !KEY_TYPES.includes(type)) continue
    if (account.genesisHash && account.genesisHash !== network.polkadot.genesisHash) continue
    const parsed = toNetworkAddress(account.address, network.polkadot.ss58Prefix)
    if (!parsed) continue
    accounts.push({
      address: parsed.address,
      ...(type ? { type: type as PolkadotKeyType } : {}),
      publicKey: parsed.accountId,
      ...(account.name ? { name: account.name } : {}),
    })
  }
  return accounts
}

/** Keeps the accounts for signing and names; the kernel gets them as eoa accounts. */
export function acceptAccounts(
  runtime: PolkadotRuntime,
  connector: Connector,
  network: PolkadotNetwork,
  accounts: PolkadotAccount[],
): ConnectResult {
  if (accounts.length === 0) throw new NoAccountsError(network.name)
  runtime.accounts.set(connector.id, accounts)
  return {
    accounts: accounts.map(
      (account): Account => ({
        namespace: 'polkadot',
        address: account.address,
        type: 'eoa',
        publicKey: account.publicKey,
      }),
    ),
    caipNetworkId: network.caipNetworkId,
  }
}

/** Reads the extension's accounts (no prompt: the site is enabled). */
export async function readAccounts(injected: Injected, network: PolkadotNetwork): Promise<PolkadotAccount[]> {
  return accountsFor(await injected.accounts.get(), network)
}
