import { createToken, type LoadOnce } from '@portico/kernel'
import type { BalancesServiceInternal } from './core/createBalancesService.js'
import type { BalancesService } from './types.js'

/**
 * Loads this kernel's balances service on first use: a wallet connecting, a tab opening, another
 * plugin asking (its code, store and sources load then; a failed load is tried again).
 */
export type BalancesServiceHandle = LoadOnce<BalancesService>

/**
 * Public services of the balances plugin. Other plugins (send, swap, onramp) and apps load them
 * with `await portico.resolve(balancesTokens.service).load()`.
 */
export const balancesTokens = {
  service: createToken<BalancesServiceHandle>('balances.service'),
}

/** The service with its internal API (dispose), in the plugin's own container (not exported). */
export const internalService = createToken<LoadOnce<BalancesServiceInternal>>('balances.internal-service')
