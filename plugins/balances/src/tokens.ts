import { createToken } from '@portico/kernel'
import type { BalancesService } from './types.js'

/**
 * Public services of the balances plugin. Other plugins (send) and apps resolve them with
 * `portico.resolve(balancesTokens.service)`.
 */
export const balancesTokens = {
  service: createToken<BalancesService>('balances.service'),
}
