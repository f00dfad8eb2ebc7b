import { type UseLoadOnceResult, useAccount, useLoadOnce, usePortico, useStore } from '@portico/ui'
import { useEffect } from 'react'
import { balancesTokens } from '../tokens.js'
import type { BalancesService, BalancesState } from '../types.js'

/** This kernel's balances service, loaded when a tab shows (at once when a wallet event loaded it). */
export function useBalancesService(): UseLoadOnceResult<BalancesService> {
  return useLoadOnce(usePortico().resolve(balancesTokens.service))
}

/**
 * One list (tokens or NFTs) of the account in view; undefined until the service has a word about
 * it. Asks the service for it on mount and whenever the account or its network changes; the
 * service answers from its cache when fresh.
 */
export function useBalancesList<K extends keyof BalancesState>(
  service: BalancesService,
  kind: K,
): BalancesState[K] | undefined {
  const { isConnected, caipAddress } = useAccount()
  const state = useStore(service.state, (s) => s[kind])
  const account = isConnected ? caipAddress : undefined

  useEffect(() => {
    if (!account) return
    void (kind === 'tokens' ? service.getTokenBalances() : service.getNfts())
  }, [service, kind, account])

  return account && state.account === account ? state : undefined
}
