import type { CaipNetworkId, Connector, ConnectResult, Network } from '@portico/kernel'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import { networkForWalletChain, walletChainFor } from '../chains.js'
import { InvalidWalletAnswerError, WalletFeatureMissingError } from '../errors.js'
import { getWallet, hasFeature, isSolanaChain, requireFeature } from '../wallet.js'
import { toSolanaAccounts } from './accounts.js'

type ConnectFeature = StandardConnectFeature['standard:connect']

/** The network a connection stands on: the app's request, else the wallet's first known chain. */
function connectionNetwork(
  wallet: { chains: readonly string[] },
  network: Network | undefined,
  networks: readonly Network[],
): CaipNetworkId {
  if (network) return network.caipNetworkId
  for (const chain of wallet.chains.filter(isSolanaChain)) {
    const known = networkForWalletChain(chain, networks)
    if (known) return known.caipNetworkId
  }
  const first = networks.find((n) => n.chainNamespace === 'solana')
  if (first) return first.caipNetworkId
  throw new InvalidWalletAnswerError('standard:connect', 'no Solana network is configured')
}

/**
 * Connects a Wallet Standard wallet (`standard:connect`; the wallet may prompt) and answers its
 * Solana accounts on the app's network. A wallet that does not serve that cluster is refused.
 */
export async function connect({
  connector,
  network,
  networks,
  silent = false,
}: {
  connector: Connector
  network: Network | undefined
  networks: readonly Network[]
  silent?: boolean
}): Promise<ConnectResult | undefined> {
  const wallet = getWallet(connector)
  const feature = requireFeature<ConnectFeature>(wallet, 'standard:connect')
  if (network) assertServes(wallet, network)
  const answer = await feature.connect(silent ? { silent: true } : undefined)
  if (!answer || typeof answer !== 'object')
    throw new InvalidWalletAnswerError('standard:connect', 'the answer is not an object')
  const accounts = toSolanaAccounts('standard:connect', answer.accounts)
  if (accounts.length === 0) return undefined
  return { accounts, caipNetworkId: connectionNetwork(wallet, network, networks) }
}

/** Solana wallets sign for any cluster they list; "switching" checks the wallet serves the new one. */
export function assertServes(wallet: { name: string; chains: readonly string[] }, network: Network): void {
  const chains = wallet.chains.filter(isSolanaChain)
  const wanted = walletChainFor(network, chains)
  if (chains.length > 0 && !chains.some((chain) => chain === wanted))
    throw new WalletFeatureMissingError(wallet.name, network.name)
}

export async function disconnect(connector: Connector): Promise<void> {
  const wallet = getWallet(connector)
  if (!hasFeature(wallet, 'standard:disconnect')) return
  await requireFeature<StandardDisconnectFeature['standard:disconnect']>(
    wallet,
    'standard:disconnect',
  ).disconnect()
}
