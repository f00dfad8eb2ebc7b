import { useAccount, usePortico, useStore } from '@portico/ui'
import { useEffect } from 'react'
import { balancesTokens } from '../tokens.js'
import type { BalancesService, BalancesState } from '../types.js'

export type BalancesListView<K extends keyof BalancesState> = {
  service: BalancesService
  /** The list of the connected account; undefined until the service has a word about it. */
  list: BalancesState[K] | undefined
}

/**
 * One list (tokens or NFTs) of the account in view. Asks the service for it on mount and whenever
 * the account or its network changes; the service answers from its cache when fresh.
 */
export function useBalancesList<K extends keyof BalancesState>(kind: K): BalancesListView<K> {
  const portico = usePortico()
  const service = portico.resolve(balancesTokens.service)
  const { isConnected, caipAddress } = useAccount()
  const state = useStore(service.state, (s) => s[kind])
  const account = isConnected ? caipAddress : undefined

  useEffect(() => {
    if (!account) return
    void (kind === 'tokens' ? service.getTokenBalances() : service.getNfts())
  }, [service, kind, account])

  return { service, list: account && state.account === account ? state : undefined }
}
