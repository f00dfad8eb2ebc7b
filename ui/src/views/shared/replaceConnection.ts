import { type Connector, createStore, type Portico, replacesConnection, type Store } from '@portico/kernel'
import { instanceValue } from './instanceCache.js'

export type PendingReplace = { current: string; wallet: string; proceed(): void }
type ReplaceState = { pending: PendingReplace | undefined }

export const replaceStore = (portico: Portico): Store<ReplaceState> =>
  instanceValue(portico, 'replace-connection', () => createStore<ReplaceState>({ pending: undefined }))

/**
 * Runs `proceed` at once, unless picking `wallet` would replace a live connection (multi-wallet
 * off, one of its namespaces connected through another connector): then the wallet list asks
 * first, and `proceed` runs only when the visitor confirms (issue 25).
 */
export function connectUnlessReplacing(
  portico: Portico,
  connector: Connector | undefined,
  wallet: string,
  proceed: () => void,
): void {
  const state = portico.wallet.getState()
  const namespace =
    connector && replacesConnection(state.activeConnectorIds, connector, portico.flags.get('multiWallet'))
  if (!namespace) {
    proceed()
    return
  }
  const current = portico.wallet.getAccount(namespace).connectedWalletInfo?.name ?? namespace
  replaceStore(portico).setState({ pending: { current, wallet, proceed } })
}
