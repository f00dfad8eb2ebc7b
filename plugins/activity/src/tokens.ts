import { createToken, type LoadOnce } from '@portico/kernel'
import type { ActivityService } from './core/createActivityService.js'

/**
 * The activity service, loaded on first use (`loadOnce`) so that composing the plugin costs almost
 * nothing until the Activity tab (or an app) asks for the history; `peek()` is the service once loaded.
 */
export type LazyActivityService = LoadOnce<ActivityService>

/**
 * @example
 * const activity = await portico.resolve(activityTokens.service).load()
 * await activity.fetchTransactions()
 * activity.store.getState().transactionsByYear
 */
export const activityTokens = {
  service: createToken<LazyActivityService>('activity.service'),
}
