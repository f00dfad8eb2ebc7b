import {
  BALANCE_RETRY_GAP_MS,
  CACHE_LIFETIME_MS,
  type ChainNamespace,
  messages,
  type Network,
  type Portico,
  type Store,
  type TokenBalance,
} from '@portico/kernel'
import { emptyListState } from '../state.js'
import type { BalanceSource, BalancesOptions, BalancesState, ListState, Nft } from '../types.js'
import { type AccountTarget, createListLoader } from './listLoader.js'
import { createSourceLoader } from './loadSource.js'
import { isCurrent, isInView, resolveTarget } from './targets.js'
import { dropLowQualityBalances, totalValueOf } from './tokenList.js'
import { mergeWalletAssets, readWalletAssets } from './walletAssets.js'

export type CreateBalancesEngineParameters = {
  portico: Portico
  options: Readonly<BalancesOptions>
  store: Store<BalancesState>
}

export type BalancesEngine = ReturnType<typeof createBalancesEngine>

/**
 * The balances logic of one kernel, loaded on first use: caches, the retry gap, the toast, the
 * account state and the plugin's store. Nothing here is shared between kernels.
 */
export function createBalancesEngine({ portico, options, store }: CreateBalancesEngineParameters) {
  const now = options.now ?? Date.now
  const log = portico.log.child('balances')
  const source = createSourceLoader({ portico, options, now })
  const unavailable = () => portico.notifications.error(messages.tokenBalanceUnavailable)

  const supports = async (candidate: BalanceSource, network: Network) =>
    candidate.isSupported ? candidate.isSupported(network) : true

  const tokens = createListLoader<TokenBalance>({
    now,
    lifetimeMs: CACHE_LIFETIME_MS.portfolio,
    retryGapMs: BALANCE_RETRY_GAP_MS,
    async read(target, { forceUpdate }) {
      const current = await source()
      // Spec 7: a network the source does not serve is skipped with empty results, no request made.
      if (!(await supports(current, target.network))) return 'unsupported'
      // Spec 5: what the wallet reports itself (ERC-7811) comes first, then the API's list.
      const [items, fromWallet] = await Promise.all([
        current.getTokenBalances({ address: target.address, network: target.network, forceUpdate }),
        readWalletAssets({ portico, address: target.address, network: target.network, log }),
      ])
      return dropLowQualityBalances(mergeWalletAssets(fromWallet, items))
    },
    publish: (target, patch) => publish('tokens', target, patch),
    onAnswer(target, { items }) {
      // A late answer for an account the wallet has left must not overwrite the new one's list.
      if (isCurrent(portico, target)) portico.wallet.updateAccount(target.namespace, { tokenBalance: items })
    },
    onUnsupported: unavailable,
    onFailure(target, error) {
      log.warn(`Token balances of ${target.account} unavailable`, error)
      unavailable()
    },
  })

  const nfts = createListLoader<Nft>({
    now,
    lifetimeMs: CACHE_LIFETIME_MS.portfolio,
    retryGapMs: BALANCE_RETRY_GAP_MS,
    async read(target) {
      const current = await source()
      return current.getNfts({ address: target.address, network: target.network })
    },
    publish: (target, patch) => publish('nfts', target, patch),
    // The NFTs tab shows its own error state; the toast belongs to token balances (spec 8).
    onFailure: (target, error) => log.warn(`NFTs of ${target.account} unavailable`, error),
  })

  function publish<K extends keyof BalancesState>(
    kind: K,
    target: AccountTarget,
    patch: Partial<ListState<unknown>>,
  ): void {
    if (!isInView(portico, target)) return
    store.setState((state) => {
      const previous = state[kind].account === target.account ? state[kind] : emptyListState(target.account)
      const next = { ...previous, ...patch, account: target.account } as BalancesState[K]
      if (kind === 'tokens')
        (next as BalancesState['tokens']).totalValue = totalValueOf((next as BalancesState['tokens']).items)
      return { ...state, [kind]: next }
    })
  }

  /** Clears a list when its namespace has no account to show (disconnected, or a gated namespace). */
  const clearIfInView = (kind: keyof BalancesState, namespace: ChainNamespace | undefined) => {
    if (namespace !== portico.wallet.getState().activeNamespace) return
    store.setState((state) =>
      state[kind].account === undefined && state[kind].status === 'idle'
        ? state
        : { ...state, [kind]: kind === 'tokens' ? { ...emptyListState(), totalValue: 0 } : emptyListState() },
    )
  }

  return {
    getTokenBalances({
      namespace,
      force,
      forceUpdate,
    }: {
      namespace?: ChainNamespace
      force?: boolean
      forceUpdate?: readonly string[]
    } = {}) {
      const target = resolveTarget(portico, namespace)
      if (target.kind === 'none') {
        clearIfInView('tokens', target.namespace)
        return Promise.resolve([] as readonly TokenBalance[])
      }
      return tokens.load(target, { force, forceUpdate })
    },
    getNfts({ namespace, force }: { namespace?: ChainNamespace; force?: boolean } = {}) {
      const target = resolveTarget(portico, namespace)
      if (target.kind === 'none') {
        clearIfInView('nfts', target.namespace)
        return Promise.resolve([] as readonly Nft[])
      }
      return nfts.load(target, { force })
    },
  }
}
