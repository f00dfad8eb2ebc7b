import { createStore, type Portico, type Query, type Store, WALLET_SEARCH } from '@portico/kernel'
import { instanceValue } from '../shared/instanceCache.js'
import type { GetWalletsResponse } from './schema.js'
import { type CatalogueEntry, isUsableOnPlatform, toCatalogueEntry } from './toCatalogueEntry.js'

/** The browsing list of AllWallets: every page loaded so far, kept per kernel across view visits. */
export type BrowseState = {
  entries: readonly CatalogueEntry[]
  /** Matching wallets on the server for the browse query; undefined before the first page. */
  count: number | undefined
  /** Pages loaded so far. */
  pages: number
  status: 'idle' | 'loading' | 'error'
  error: unknown
}

export type SearchResult = { count: number; entries: readonly CatalogueEntry[] }

/** Featured and recommended wallets, shown on Connect and at the top of AllWallets. */
export type ListsState = {
  featured: readonly CatalogueEntry[]
  recommended: readonly CatalogueEntry[]
  /**
   * The catalogue's size for the "All wallets" tag, known with the recommended answer (its `count`,
   * which leaves out the featured wallets, plus the featured ones); undefined before it.
   */
  count: number | undefined
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: unknown
}

export type CatalogueService = {
  /** The catalogue is a hosted service: without a project id nothing is fetched (privacy by default). */
  readonly enabled: boolean
  /** The app's `featuredWalletIds`, in that order. */
  featured(): Promise<readonly CatalogueEntry[]>
  /** The first 4 catalogue wallets besides the featured ones (spec 9). */
  recommended(): Promise<readonly CatalogueEntry[]>
  readonly lists: Store<ListsState>
  /** Loads featured and recommended into `lists`; concurrent calls share one load. */
  loadLists(): Promise<void>
  readonly browse: Store<BrowseState>
  /** Loads the next page of 40; concurrent calls share one request. */
  loadNextPage(): Promise<void>
  hasMorePages(): boolean
  /** Up to 100 matches of a trimmed name search (spec 9); answers are cached per term. */
  search(term: string): Promise<SearchResult>
  /** The image of a catalogue wallet: its own URL, else the image endpoint for its `image_id`. */
  imageUrl(wallet: {
    imageUrl?: string | undefined
    imageId?: string | undefined
  }): Promise<string | undefined>
  /** The image URL when already resolved, so rows that scroll back in show it at once. */
  cachedImageUrl(wallet: { imageUrl?: string | undefined; imageId?: string | undefined }): string | undefined
}

const SERVICE_KEY = 'views.catalogue'

/** This kernel's catalogue client; built on first use and kept with the kernel. */
export function getCatalogue(portico: Portico): CatalogueService {
  return instanceValue(portico, SERVICE_KEY, () => createCatalogueService(portico))
}

/**
 * Warms what Connect shows when the modal opens (featured and recommended wallets; the "All wallets"
 * tag's count comes with them). Meant for the `modal.prefetch` slot; a no-op without a project id.
 * The first AllWallets page waits for the visitor's intent on the "All wallets" row
 * (`prefetchAllWallets`): most visitors pick from the first view.
 *
 * @example
 * ctx.extensions.contribute('modal.prefetch', { id: 'catalogue', run: () => prefetchCatalogue(portico) })
 */
export async function prefetchCatalogue(portico: Portico): Promise<void> {
  const catalogue = getCatalogue(portico)
  if (!catalogue.enabled) return
  await catalogue.loadLists()
  if (catalogue.lists.getState().status === 'error') throw catalogue.lists.getState().error
}

/**
 * Loads the first AllWallets page unless it is loaded or loading: run on the visitor's intent for
 * the "All wallets" row (pointer, touch, focus), so the view opens on it. Failures show in the view.
 */
export function prefetchAllWallets(portico: Portico): void {
  const catalogue = getCatalogue(portico)
  if (catalogue.enabled && catalogue.browse.getState().pages === 0) void catalogue.loadNextPage()
}

function createCatalogueService(portico: Portico): CatalogueService {
  const enabled = portico.hosted.enabled
  const options = portico.options
  const requests = new Map<string, Promise<GetWalletsResponse>>()
  const images = new Map<string, string>()
  const searches = new Map<string, Promise<SearchResult>>()
  const browse = createStore<BrowseState>({
    entries: [],
    count: undefined,
    pages: 0,
    status: 'idle',
    error: undefined,
  })
  const lists = createStore<ListsState>({
    featured: [],
    recommended: [],
    count: undefined,
    status: 'idle',
    error: undefined,
  })
  let pageLoad: Promise<void> | undefined
  let listsLoad: Promise<void> | undefined
  let featuredLoad: Promise<readonly CatalogueEntry[]> | undefined
  let recommendedLoad: Promise<{ entries: readonly CatalogueEntry[]; count: number }> | undefined

  const joined = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined)
  const chains = () => joined([...new Set(portico.wallet.getState().networks.map((n) => n.caipNetworkId))])

  /** One GET, shared by concurrent callers; a failure is forgotten so the next call retries. */
  const getWallets = (query: Query): Promise<GetWalletsResponse> => {
    const key = JSON.stringify(query)
    const cached = requests.get(key)
    if (cached) return cached
    // The schema loads with the first request: the Connect list renders installed wallets first.
    const request = import('./schema.js').then(({ getWalletsResponseSchema }) =>
      portico.http.catalogue.get('/getWallets', { query, schema: getWalletsResponseSchema }),
    )
    requests.set(key, request)
    request.catch(() => requests.delete(key))
    return request
  }

  const usable = (response: GetWalletsResponse) =>
    response.data.filter((record) => isUsableOnPlatform(record, portico.platform)).map(toCatalogueEntry)

  /** The recommended wallets and the answer's `count` (the catalogue without the featured wallets). */
  const recommendedAnswer = (): Promise<{ entries: readonly CatalogueEntry[]; count: number }> => {
    if (!enabled) return Promise.resolve({ entries: [], count: 0 })
    recommendedLoad ??= getWallets({
      page: 1,
      entries: WALLET_SEARCH.recommended,
      include: joined(options.includeWalletIds),
      exclude: joined([...(options.excludeWalletIds ?? []), ...(options.featuredWalletIds ?? [])]),
      chains: chains(),
    }).then(
      (response) => ({ entries: usable(response), count: response.count }),
      (error) => {
        recommendedLoad = undefined
        throw error
      },
    )
    return recommendedLoad
  }

  const withoutAlreadyListed = async () => {
    const [featured, recommended] = await Promise.all([service.featured(), service.recommended()])
    return [
      ...(options.excludeWalletIds ?? []),
      ...featured.map((w) => w.id),
      ...recommended.map((w) => w.id),
    ]
  }

  const service: CatalogueService = {
    enabled,
    featured() {
      const ids = options.featuredWalletIds ?? []
      if (!enabled || ids.length === 0) return Promise.resolve([])
      featuredLoad ??= getWallets({
        page: 1,
        entries: ids.length,
        include: joined(ids),
        exclude: joined(options.excludeWalletIds),
        chains: chains(),
      }).then(
        // The server answers in catalogue order; the app's order is the one that counts.
        (response) => usable(response).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
        (error) => {
          featuredLoad = undefined
          throw error
        },
      )
      return featuredLoad
    },
    recommended() {
      return recommendedAnswer().then((answer) => answer.entries)
    },
    lists,
    loadLists() {
      if (!enabled || lists.getState().status === 'ready') return Promise.resolve()
      listsLoad ??= (async () => {
        lists.setState({ status: 'loading', error: undefined })
        try {
          const [featured, recommended] = await Promise.all([service.featured(), recommendedAnswer()])
          lists.setState({
            featured,
            recommended: recommended.entries,
            count: recommended.count + featured.length,
            status: 'ready',
            error: undefined,
          })
        } catch (error) {
          lists.setState({ status: 'error', error })
        } finally {
          listsLoad = undefined
        }
      })()
      return listsLoad
    },
    browse,
    hasMorePages() {
      const { count, pages } = browse.getState()
      return enabled && (count === undefined || pages * WALLET_SEARCH.pageSize < count)
    },
    loadNextPage() {
      if (!service.hasMorePages()) return Promise.resolve()
      pageLoad ??= (async () => {
        const page = browse.getState().pages + 1
        browse.setState({ status: 'loading', error: undefined })
        try {
          const response = await getWallets({
            page,
            entries: WALLET_SEARCH.pageSize,
            include: joined(options.includeWalletIds),
            exclude: joined(await withoutAlreadyListed()),
            chains: chains(),
          })
          browse.setState((s) => ({
            entries: [...s.entries, ...usable(response)],
            count: response.count,
            pages: page,
            status: 'idle',
            error: undefined,
          }))
        } catch (error) {
          browse.setState({ status: 'error', error })
        } finally {
          pageLoad = undefined
        }
      })()
      return pageLoad
    },
    search(rawTerm) {
      const term = rawTerm.trim()
      if (!enabled || !term) return Promise.resolve({ count: 0, entries: [] })
      const cached = searches.get(term.toLowerCase())
      if (cached) return cached
      const request = getWallets({
        page: 1,
        entries: WALLET_SEARCH.maxResults,
        search: term,
        include: joined(options.includeWalletIds),
        exclude: joined(options.excludeWalletIds),
        chains: chains(),
      }).then((response) => ({ count: response.count, entries: usable(response) }))
      searches.set(term.toLowerCase(), request)
      request.catch(() => searches.delete(term.toLowerCase()))
      return request
    },
    async imageUrl(wallet) {
      const known = service.cachedImageUrl(wallet)
      if (known || !wallet.imageId) return known
      const url = await portico.http.catalogue.getUrl(`/getWalletImage/${encodeURIComponent(wallet.imageId)}`)
      images.set(wallet.imageId, url)
      return url
    },
    cachedImageUrl(wallet) {
      if (wallet.imageUrl) return wallet.imageUrl
      return wallet.imageId ? images.get(wallet.imageId) : undefined
    },
  }
  return service
}
