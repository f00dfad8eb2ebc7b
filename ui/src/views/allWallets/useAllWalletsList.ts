import { type Connector, orderWalletList, type WalletListItem } from '@portico/kernel'
import { useEffect, useMemo, useState } from 'react'
import { useViewEnabled } from '../../hooks/useExtensions.js'
import { useStore } from '../../hooks/useStore.js'
import { useWalletState } from '../../hooks/useWalletState.js'
import { usePortico } from '../../primitives/context.js'
import { getCatalogue, type SearchResult } from '../catalogue/catalogueService.js'
import type { CatalogueEntry } from '../catalogue/toCatalogueEntry.js'
import { useDebouncedValue } from '../shared/useDebouncedValue.js'
import { WALLETCONNECT_VIEW } from '../shared/walletConnectView.js'

export type AllWalletsItem = WalletListItem<CatalogueEntry> & { key: string }

export type AllWalletsList = {
  mode: 'browse' | 'search'
  items: readonly AllWalletsItem[]
  /** Nothing to show yet because the first answer is on its way (or the search is debouncing). */
  loading: boolean
  /** More pages are being fetched while items already show. */
  loadingMore: boolean
  error: unknown
  /** The search term the items answer (after the 500 ms debounce). */
  term: string
  retry(): void
  /** Called when the list nears its end: fetches the next page of 40 while there is one. */
  loadMore(): void
}

type SearchState = {
  term: string
  status: 'loading' | 'ready' | 'error'
  result?: SearchResult
  error?: unknown
}

/**
 * The rows of AllWallets. Browsing: installed wallets, featured, the 4 recommended, then catalogue
 * pages of 40. Searching (debounced 500 ms, spec 9): installed wallets whose name matches, then up
 * to 100 catalogue matches. Both go through the kernel's `orderWalletList`, so the hidden
 * 'Browser Wallet', exclusions and de-duplication against installed wallets are the same as Connect.
 */
export function useAllWalletsList(query: string): AllWalletsList {
  const portico = usePortico()
  const catalogue = getCatalogue(portico)
  const canConnectCatalogue = useViewEnabled(WALLETCONNECT_VIEW)
  const useCatalogue = catalogue.enabled && canConnectCatalogue
  const connectors = useWalletState((s) => s.connectors)
  const lists = useStore(catalogue.lists, (s) => s)
  const browse = useStore(catalogue.browse, (s) => s)
  const term = useDebouncedValue(query.trim())
  const debouncing = term !== query.trim()
  const [search, setSearch] = useState<SearchState | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!useCatalogue) return
    void catalogue.loadLists()
    if (catalogue.browse.getState().pages === 0) void catalogue.loadNextPage()
  }, [catalogue, useCatalogue])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs a failed search
  useEffect(() => {
    if (!term || !useCatalogue) return setSearch(undefined)
    let current = true
    setSearch({ term, status: 'loading' })
    catalogue.search(term).then(
      (result) => current && setSearch({ term, status: 'ready', result }),
      (error) => current && setSearch({ term, status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [catalogue, term, useCatalogue, attempt])

  const installed = useMemo(() => connectors.filter(isInstalledOrExternal), [connectors])
  const mode = term ? 'search' : 'browse'
  const items = useMemo(() => {
    const common = { excludeWalletIds: portico.options.excludeWalletIds, platform: portico.platform }
    const ordered =
      mode === 'search'
        ? orderWalletList<CatalogueEntry>({
            ...common,
            connectors: installed.filter((c) => c.name.toLowerCase().includes(term.toLowerCase())),
            recommended: search?.term === term ? (search.result?.entries ?? []) : [],
          })
        : orderWalletList<CatalogueEntry>({
            ...common,
            connectors: installed,
            featured: useCatalogue ? lists.featured : [],
            recommended: useCatalogue ? [...lists.recommended, ...browse.entries] : [],
          })
    return ordered.map((item) => ({ ...item, key: `${item.kind}:${item.id}` }))
  }, [mode, term, installed, search, lists, browse.entries, useCatalogue, portico])

  if (mode === 'search') {
    const pending = debouncing || !search || search.term !== term || search.status === 'loading'
    return {
      mode,
      items: pending && useCatalogue ? [] : items,
      loading: useCatalogue && pending,
      loadingMore: false,
      error: search?.status === 'error' ? search.error : undefined,
      term,
      retry: () => setAttempt((n) => n + 1),
      loadMore: () => undefined,
    }
  }

  const firstLoad = browse.pages === 0 || lists.status === 'idle' || lists.status === 'loading'
  const failed = browse.status === 'error' ? browse.error : lists.status === 'error' ? lists.error : undefined
  return {
    mode,
    items,
    loading: useCatalogue && firstLoad && !failed,
    loadingMore: useCatalogue && browse.status === 'loading' && browse.pages > 0,
    error: useCatalogue ? failed : undefined,
    term,
    retry: () => {
      if (lists.status === 'error') void catalogue.loadLists()
      if (browse.status === 'error' || browse.pages === 0) void catalogue.loadNextPage()
    },
    loadMore: () => {
      if (useCatalogue && browse.status === 'idle' && catalogue.hasMorePages()) void catalogue.loadNextPage()
    },
  }
}

/** Connectors that are wallets of their own (not WalletConnect's QR entry, not the e-mail wallet). */
function isInstalledOrExternal(connector: Connector): boolean {
  return connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH'
}
