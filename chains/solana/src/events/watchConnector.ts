import type { StandardEventsFeature } from '@wallet-standard/features'
import { toSolanaAccounts } from '../actions/accounts.js'
import type { SolanaRuntime } from '../runtime.js'
import { getWallet, hasFeature, requireFeature } from '../wallet.js'

type EventsFeature = StandardEventsFeature['standard:events']

/**
 * Forwards a connected wallet's `standard:events` account changes to the kernel: another account
 * is `reportAccounts`, no Solana account left is `reportDisconnected`. A change of the wrong shape
 * is logged and ignored. Idempotent per connector; ends on disconnect and at teardown.
 */
export function watchConnector(runtime: SolanaRuntime, connectorId: string): void {
  const { portico, watchers, log } = runtime
  if (!portico || watchers.has(connectorId) || runtime.signal.aborted) return
  const wallet = portico.wallet
  const connector = wallet.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) return
  const standardWallet = getWallet(connector)
  if (!hasFeature(standardWallet, 'standard:events')) return
  const off = requireFeature<EventsFeature>(standardWallet, 'standard:events').on('change', (properties) => {
    if (!properties || !('accounts' in properties) || properties.accounts === undefined) return
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
