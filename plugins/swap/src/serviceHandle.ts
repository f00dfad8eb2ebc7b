import type { LoadOnce } from '@portico/kernel'
import type { SwapService } from './core/createSwapService.js'

/**
 * What `swapPluginTokens.service` resolves to: a small handle loaded with the plugin entry
 * (`loadOnce`). The swap core (zod schemas, quotes, allowance, transactions) is imported on the
 * first `load()`, when the Swap view opens.
 */
export type SwapServiceHandle = LoadOnce<SwapService>
