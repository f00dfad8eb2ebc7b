import type { WalletState } from '@portico/kernel'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { type UseStoreOptions, useStore } from './useStore.js'

/**
 * A slice of the wallet state (networks, connectors, connections, accounts, recent wallets),
 * re-rendering only when that slice changes. The building block of the wallet hooks.
 *
 * @example
 * const connectors = useWalletState((state) => state.connectors)
 */
export function useWalletState<S>(
  selector: (state: WalletState) => S,
  options: Pick<UseStoreOptions<WalletState, S>, 'isEqual'> = {},
): S {
  const { portico, server } = usePorticoContext('useWalletState')
  return useStore(portico.wallet, selector, { ...options, serverState: server.wallet })
}
