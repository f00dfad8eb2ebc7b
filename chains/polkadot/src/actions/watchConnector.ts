import type { PolkadotRuntime } from '../runtime.js'
import { acceptAccounts, accountsFor } from './accounts.js'
import { polkadotNetwork } from './context.js'

/**
 * Follows a connected extension's account list (`accounts.subscribe`): the kernel hears of the
 * new accounts, or that the connection is gone when none remain. Idempotent per connector; ends on
 * disconnect and at teardown. An answer of the wrong shape is logged and changes nothing.
 */
export function watchConnector(runtime: PolkadotRuntime, connectorId: string): void {
  const { portico, watchers, log } = runtime
  if (!portico || watchers.has(connectorId) || runtime.signal.aborted) return
  const wallet = portico.wallet
  const connector = wallet.getState().connectors.find((c) => c.id === connectorId)
  const injected = runtime.enabled.get(connectorId) as
    | { accounts: { subscribe?: (callback: (accounts: unknown) => void) => unknown } }
    | undefined
  const subscribe = injected?.accounts.subscribe
  if (!connector || !subscribe) return
  let first = true
  const answer = subscribe.call(injected.accounts, (accounts) => {
    // Extensions call back at once with the current list: nothing changed yet.
    if (first) {
      first = false
      return
    }
    try {
      const network = polkadotNetwork(runtime, wallet.getActiveNetwork('polkadot'))
      const usable = accountsFor(accounts, network)
      if (usable.length === 0) {
        runtime.unwatch(connectorId)
        runtime.accounts.delete(connectorId)
        void wallet.reportAccounts({ namespace: 'polkadot', connectorId, accounts: [] })
        return
      }
      const result = acceptAccounts(runtime, connector, network, usable)
      void wallet.reportAccounts({
        namespace: 'polkadot',
        connectorId,
        accounts: result.accounts.map((a) => ({ address: a.address, type: a.type })),
      })
    } catch (error) {
      log.warn('The extension sent accounts Portico cannot read', error)
    }
  })
  watchers.set(connectorId, typeof answer === 'function' ? (answer as () => void) : () => undefined)
}
