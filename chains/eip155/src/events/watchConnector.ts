import { requestAccounts } from '../provider.js'
import type { Eip155Runtime } from '../runtime.js'
import { toCaipNetworkId } from '../utils/chainId.js'
import { checksumOf } from '../utils/checksumOf.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'
import { watchProviderEvents } from './watchProviderEvents.js'

/**
 * Forwards a connected wallet's `accountsChanged`, `chainChanged` and `disconnect` events to the
 * kernel (`reportAccounts`, `reportNetwork`, `reportDisconnected`). Idempotent per connector; the
 * subscription ends on disconnect, on an empty account list and at teardown.
 */
export function watchConnector(runtime: Eip155Runtime, connectorId: string): void {
  const { portico, watchers, log } = runtime
  if (!portico || watchers.has(connectorId) || runtime.signal.aborted) return
  const wallet = portico.wallet
  const connector = wallet.getState().connectors.find((c) => c.id === connectorId)
  if (!connector || !isEip1193Provider(connector.provider)) return
  const provider = connector.provider
  const unwatch = watchProviderEvents({
    provider,
    log,
    onAccountsChanged: (accounts) => {
      if (accounts.length === 0) runtime.unwatch(connectorId)
      wallet.reportAccounts({
        namespace: 'eip155',
        connectorId,
        accounts: accounts.map((address) => ({ address: checksumOf(runtime)(address), type: 'eoa' })),
      })
    },
    onChainChanged: (chainId) => {
      const caipNetworkId = toCaipNetworkId(chainId)
      const state = wallet.getState()
      const unchanged =
        state.activeConnectorIds.eip155 === connectorId &&
        state.activeNetworks.eip155?.caipNetworkId === caipNetworkId &&
        !state.unsupportedNetworks.eip155
      if (!unchanged) wallet.reportNetwork({ namespace: 'eip155', connectorId, caipNetworkId })
    },
    onDisconnect: (error) => {
      // Some wallets emit `disconnect` while reconnecting to their node; only a wallet that no
      // longer grants accounts is gone.
      requestAccounts(provider, 'eth_accounts')
        .then(
          (accounts) => accounts.length === 0,
          () => true,
        )
        .then((gone) => {
          if (!gone || !watchers.has(connectorId)) return
          log.debug('The wallet disconnected', error)
          runtime.unwatch(connectorId)
          wallet.reportDisconnected({ namespace: 'eip155', connectorId })
        })
    },
  })
  watchers.set(connectorId, unwatch)
}
