import { connectorIdFor, DEFAULT_COSMOS_WALLETS } from '../discovery/watchInjected.js'
import type { CosmosRuntime } from '../runtime.js'
import { getKeplr } from '../wallet/keplr.js'
import { readKey } from './connect.js'
import { cosmosNetwork } from './context.js'

/**
 * Follows a connected wallet's key changes (`keplr_keystorechange` and the like, fired on
 * `window`; a WalletConnect session's account changes): the wallet's key for the active chain is read again and the kernel hears of the new
 * account (or, when the wallet no longer grants one, that the connection is gone). Idempotent per
 * connector; ends on disconnect and at teardown.
 */
export function watchConnector(runtime: CosmosRuntime, connectorId: string): void {
  const { portico, watchers, log } = runtime
  if (!portico || watchers.has(connectorId) || runtime.signal.aborted) return
  const target = runtime.options.window ?? (typeof window === 'undefined' ? undefined : window)
  const wallets = runtime.options.wallets ?? DEFAULT_COSMOS_WALLETS
  const entry = wallets.find((w) => connectorIdFor(w) === connectorId)
  const connector = portico.wallet.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) return
  const session = connector.namespaceSessions?.cosmos
  if (!session && (!target || !entry)) return
  const onChange = () => {
    const network = cosmosNetwork(runtime, portico.wallet.getActiveNetwork('cosmos'))
    readKey(getKeplr(connector), network)
      .then((key) => {
        runtime.keys.set(connectorId, key)
        return portico.wallet.reportAccounts({
          namespace: 'cosmos',
          connectorId,
          accounts: [{ address: key.address, type: 'eoa' }],
        })
      })
      .catch((error: unknown) => {
        log.warn('Could not read the wallet key after a keystore change', error)
        runtime.keys.delete(connectorId)
        runtime.unwatch(connectorId)
        return portico.wallet.reportAccounts({ namespace: 'cosmos', connectorId, accounts: [] })
      })
  }
  // A WalletConnect session says when its Cosmos accounts change; an injected wallet fires its
  // keystore event on the window.
  if (session) {
    watchers.set(
      connectorId,
      session.on('accountsChanged', () => onChange()),
    )
    return
  }
  if (!target || !entry) return
  target.addEventListener(entry.keystoreEvent, onChange)
  watchers.set(connectorId, () => target.removeEventListener(entry.keystoreEvent, onChange))
}
