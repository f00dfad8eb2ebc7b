import { createToken } from '@portico/kernel'
import type { ActivityService } from './core/createActivityService.js'

/**
 * The activity service, loaded on first use so that composing the plugin costs almost nothing
 * until the Activity tab (or an app) asks for the history.
 */
export type LazyActivityService = {
  /** Loads the service's code once and returns this kernel's service. */
  load(): Promise<ActivityService>
  /** The service if it was loaded already. */
  current(): ActivityService | undefined
}

/**
 * @example
 * const activity = await portico.resolve(activityTokens.service).load()
 * await activity.fetchTransactions()
 * activity.store.getState().transactionsByYear
 */
export const activityTokens = {
  service: createToken<LazyActivityService>('activity.service'),
}
