import type { CaipNetworkId, Network } from '@portico/kernel'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { toSolanaAccounts } from '../actions/accounts.js'
import { networkForWalletChain, walletChainFor } from '../chains.js'
import type { SolanaRuntime } from '../runtime.js'
import { getWallet, hasFeature, isSolanaChain, requireFeature } from '../wallet.js'

type EventsFeature = StandardEventsFeature['standard:events']

/**
 * The network a wallet's new chain list leaves the connection on: the active one while the wallet
 * still serves it, else the first listed cluster the app knows, else (none known) that cluster's
 * id, which the kernel marks unsupported. Undefined when the list names no Solana chain.
 */
export function networkAfterChainsChange(
  chains: readonly string[],
  active: Network | undefined,
  networks: readonly Network[],
): CaipNetworkId | undefined {
  const solanaChains = chains.filter(isSolanaChain)
  if (solanaChains.length === 0) return undefined
  if (active && solanaChains.includes(walletChainFor(active, solanaChains))) return active.caipNetworkId
  for (const chain of solanaChains) {
    const known = networkForWalletChain(chain, networks)
    if (known) return known.caipNetworkId
  }
  return solanaChains[0] as CaipNetworkId
}

/**
 * Forwards a connected wallet's `standard:events` changes to the kernel: another account is
 * `reportAccounts`, no Solana account left is `reportDisconnected`, and a chain list that no
 * longer holds the active network is `reportNetwork` (to a cluster the app knows, else an
 * unsupported one). A change of the wrong shape is logged and ignored. Idempotent per connector;
 * ends on disconnect and at teardown.
 */
export function watchConnector(runtime: SolanaRuntime, connectorId: string): void {
  const { portico, watchers, log } = runtime
  if (!portico || watchers.has(connectorId) || runtime.signal.aborted) return
  const wallet = portico.wallet
  const connector = wallet.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) return
  const standardWallet = getWallet(connector)
  if (!hasFeature(standardWallet, 'standard:events')) return

  const onChains = (chains: unknown) => {
    if (!Array.isArray(chains) || !chains.every((chain) => typeof chain === 'string')) {
      log.warn('Ignored a wallet chains change of the wrong shape', chains)
      return
    }
    const state = wallet.getState()
    if (state.activeConnectorIds.solana !== connectorId) return
    const active = state.activeNetworks.solana
    const next = networkAfterChainsChange(chains, active, state.networks)
    const current = state.unsupportedNetworks.solana ?? active?.caipNetworkId
    if (next && next !== current)
      void wallet.reportNetwork({ namespace: 'solana', connectorId, caipNetworkId: next })
  }

  const off = requireFeature<EventsFeature>(standardWallet, 'standard:events').on('change', (properties) => {
    if (!properties || typeof properties !== 'object') return
    if ('chains' in properties && properties.chains !== undefined) onChains(properties.chains)
    if (!('accounts' in properties) || properties.accounts === undefined) return
    let accounts: ReturnType<typeof toSolanaAccounts>
    try {
      accounts = toSolanaAccounts('standard:events', properties.accounts)
    } catch (error) {
      log.warn('Ignored a wallet change event of the wrong shape', error)
      return
    }
    if (accounts.length === 0) {
      runtime.unwatch(connectorId)
      void wallet.reportDisconnected({ namespace: 'solana', connectorId })
      return
    }
    void wallet.reportAccounts({ namespace: 'solana', connectorId, accounts })
  })
  watchers.set(connectorId, off)
}
