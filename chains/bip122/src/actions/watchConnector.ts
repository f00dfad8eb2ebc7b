import type { Bip122Runtime } from '../runtime.js'
import { acceptAccounts } from './connect.js'
import { bitcoinNetwork, getDriver } from './context.js'

/**
 * Follows a connected wallet's account changes: the kernel hears of the new accounts (or, when
 * none remain, that the connection is gone). Idempotent per connector; ends on disconnect and at
 * teardown.
 */
export function watchConnector(runtime: Bip122Runtime, connectorId: string): void {
  const { portico, watchers, log } = runtime
  if (!portico || watchers.has(connectorId) || runtime.signal.aborted) return
  const wallet = portico.wallet
  const connector = wallet.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) return
  const driver = getDriver(runtime, connector)
  const unwatch = driver.onAccountsChanged(() => {
    driver
      .authorizedAccounts()
      .then((accounts) => {
        if (accounts.length === 0) {
          runtime.unwatch(connectorId)
          runtime.accounts.delete(connectorId)
          return wallet.reportAccounts({ namespace: 'bip122', connectorId, accounts: [] })
        }
        const network = bitcoinNetwork(runtime, wallet.getActiveNetwork('bip122'))
        const result = acceptAccounts(runtime, connector, network, accounts)
        return wallet.reportAccounts({
          namespace: 'bip122',
          connectorId,
          accounts: result.accounts.map((a) => ({ address: a.address, type: a.type })),
        })
      })
      .catch((error) => log.warn('Could not read the wallet accounts', error))
  })
  watchers.set(connectorId, unwatch)
}
