// @portico/plugin-activity: the Activity tab. The plugin entry stays small (its service and view load
// lazily); the pure rules below are exported for apps that draw their own history UI.
import '../events.js'

export type { ActivityTarget } from '../core/activityTarget.js'
export type { ActivityService, ActivityServiceOptions } from '../core/createActivityService.js'
export {
  describeTransaction,
  type TransactionAmount,
  type TransactionDescription,
  type TransactionImage,
} from '../core/describeTransaction.js'
export type { FetchTransactionsParameters, FetchTransactionsReturnType } from '../core/fetchTransactions.js'
export { filterTransactions, isOnChain, isSpamTransaction } from '../core/filterTransactions.js'
export { getTransactionGroupTitle } from '../core/groupTitle.js'
export { groupTransactionsByYearAndMonth, listMonthGroups } from '../core/groupTransactions.js'
export {
  getRelativeTime,
  RELATIVE_TIME_UNITS,
  type RelativeTime,
  type RelativeTimeUnit,
  relativeTimeKey,
} from '../core/relativeTime.js'
export type { TransactionListState } from '../core/transactionListState.js'
export {
  getTransactionSign,
  MINUS_OPERATION_TYPES,
  PLUS_OPERATION_TYPES,
  type TransactionSign,
} from '../core/transactionSign.js'
export {
  type ActivityErrorType,
  FetchTransactionsError,
  InvalidActivityOptionsError,
  TransactionsAccountAddressError,
} from '../errors.js'
export { type ActivityParameters, activity, isActivityEnabled } from '../plugin.js'
export { activityTokens, type LazyActivityService } from '../tokens.js'
export type {
  HistoryPage,
  Transaction,
  TransactionMetadata,
  TransactionMonthGroup,
  TransactionsByYear,
  TransactionTransfer,
  TransactionYearGroup,
} from '../types.js'
