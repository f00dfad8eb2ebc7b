import { type CatalogueWallet, type Connector, type RecentWallet, WALLET_SEARCH } from '@portico/kernel'
import { useEffect, useMemo } from 'react'
import { useExtensions, useViewEnabled } from '../../hooks/useExtensions.js'
import { useFlag } from '../../hooks/useFlag.js'
import { useStore } from '../../hooks/useStore.js'
import { useWalletState } from '../../hooks/useWalletState.js'
import { usePortico } from '../../primitives/context.js'
import { getCatalogue } from '../catalogue/catalogueService.js'
import { WALLETCONNECT_VIEW } from '../shared/walletConnectView.js'
import { buildConnectList, type ConnectListEntry } from './buildConnectList.js'

export type ConnectList = {
  entries: ConnectListEntry<CatalogueWallet>[]
  /** Catalogue wallets (featured, recommended) are still loading. */
  loading: boolean
  /** The catalogue failed; installed wallets still show. */
  error: unknown
  retry(): void
  /** Whether to offer the "All wallets" entry, and the catalogue size for its tag once known. */
  allWallets: { shown: boolean; count: number | undefined }
}

const noWallets: readonly CatalogueWallet[] = []

/**
 * Everything the Connect view lists, live: connectors, recent wallets, `connect.wallets`
 * contributions, and featured/recommended catalogue wallets. Catalogue wallets are listed only when
 * a view can connect them (the walletconnect plugin) and the catalogue is configured (a project id).
 */
export function useConnectList(): ConnectList {
  const portico = usePortico()
  const catalogue = getCatalogue(portico)
  const connectors = useWalletState((s) => s.connectors)
  const recentWallets = useWalletState((s) => s.recentWallets)
  const extensions = useExtensions('connect.wallets')
  const allWalletsFlag = useFlag('allWallets')
  const canConnectCatalogue = useViewEnabled(WALLETCONNECT_VIEW)
  const hasAllWalletsView = useViewEnabled('AllWallets')
  // 'idle' and 'loading' look the same here, so starting the load does not render the list again.
  const lists = useStore(catalogue.lists, (s) => ({
    featured: s.featured,
    recommended: s.recommended,
    count: s.count,
    loading: s.status === 'loading' || s.status === 'idle',
    error: s.status === 'error' ? s.error : undefined,
  }))
  const useCatalogue = catalogue.enabled && canConnectCatalogue

  useEffect(() => {
    if (useCatalogue) void catalogue.loadLists()
  }, [catalogue, useCatalogue])

  const entries = useMemo(
    () =>
      buildConnectList<CatalogueWallet>({
        connectors,
        recent: canConnectCatalogue ? recentWallets : recentOfInstalled(recentWallets, connectors),
        featured: useCatalogue ? lists.featured : noWallets,
        recommended: useCatalogue ? lists.recommended.slice(0, WALLET_SEARCH.recommended) : noWallets,
        extensions,
        excludeWalletIds: portico.options.excludeWalletIds,
        platform: portico.platform,
      }),
    [
      connectors,
      recentWallets,
      extensions,
      lists.featured,
      lists.recommended,
      useCatalogue,
      canConnectCatalogue,
      portico,
    ],
  )

  return {
    entries,
    loading: useCatalogue && lists.loading,
    error: useCatalogue ? lists.error : undefined,
    retry: () => void catalogue.loadLists(),
    allWallets: {
      shown: allWalletsFlag && hasAllWalletsView && useCatalogue,
      count: lists.count,
    },
  }
}

/**
 * Without a view for catalogue wallets, a recent wallet is only useful when it is installed: it
 * then merges into the installed row (and is dropped from the recent group by the kernel).
 */
function recentOfInstalled(
  recent: readonly RecentWallet[],
  connectors: readonly Connector[],
): RecentWallet[] {
  const matches = (wallet: RecentWallet, connector: Connector) =>
    [connector.id, connector.explorerId, connector.rdns].includes(wallet.id) ||
    connector.name.toLowerCase() === wallet.name.toLowerCase()
  return recent.filter((wallet) => connectors.some((connector) => matches(wallet, connector)))
}
