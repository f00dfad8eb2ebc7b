import type { ChainNamespace, WalletInfo } from '@portico/kernel'
import { useWalletState } from './useWalletState.js'

/**
 * The connected wallet of a namespace (default: the active one): name, icon, type, rdns.
 *
 * @example
 * const walletInfo = useWalletInfo()
 * walletInfo && <img src={walletInfo.icon} alt={walletInfo.name} />
 */
export function useWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined {
  return useWalletState((state) => {
    const ns = namespace ?? state.activeNamespace
    return ns ? state.accounts[ns]?.connectedWalletInfo : undefined
  })
}
