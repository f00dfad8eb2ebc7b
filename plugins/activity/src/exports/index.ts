// @portico/plugin-activity: the Activity tab. The entry stays small; core and views load lazily.
import '../events.js'

export type { ActivityTarget } from '../core/activityTarget.js'
export type { ActivityService, ActivityServiceOptions } from '../core/createActivityService.js'
export type {
  TransactionAmount,
  TransactionDescription,
  TransactionImage,
} from '../core/describeTransaction.js'
export type { FetchTransactionsParameters, FetchTransactionsReturnType } from '../core/fetchTransactions.js'
export type { RelativeTime, RelativeTimeUnit } from '../core/relativeTime.js'
export type { TransactionListState } from '../core/transactionListState.js'
export type { TransactionSign } from '../core/transactionSign.js'
export { type ActivityErrorType, FetchTransactionsError, TransactionsAccountAddressError } from '../errors.js'
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
