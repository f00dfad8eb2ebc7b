// The wallet catalogue client of the core views (GET /getWallets), one per kernel.
export {
  type BrowseState,
  type CatalogueService,
  getCatalogue,
  type ListsState,
  prefetchCatalogue,
  type SearchResult,
} from './catalogueService.js'
export { type CatalogueWalletRecord, catalogueWalletSchema, getWalletsResponseSchema } from './schema.js'
export { type CatalogueEntry, toCatalogueEntry } from './toCatalogueEntry.js'
