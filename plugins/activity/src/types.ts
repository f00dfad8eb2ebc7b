import type * as z from 'zod/mini'
import type {
  historyResponseSchema,
  transactionMetadataSchema,
  transactionSchema,
  transferSchema,
} from './core/schemas.js'

// Type-only imports: the plugin entry stays free of zod at run time.

/** One history item as the Blockchain API sends it (API-FACTS 2.3.1). */
export type Transaction = z.output<typeof transactionSchema>
export type TransactionMetadata = z.output<typeof transactionMetadataSchema>
export type TransactionTransfer = z.output<typeof transferSchema>
export type HistoryPage = z.output<typeof historyResponseSchema>

/** Transactions of one calendar month (local time), newest first. `month` is 0-11. */
export type TransactionMonthGroup = {
  year: number
  month: number
  transactions: readonly Transaction[]
}

/** Transactions of one year, its months newest first. */
export type TransactionYearGroup = { year: number; months: readonly TransactionMonthGroup[] }

/** Spec 2: grouped by year, then by month; newest first throughout. */
export type TransactionsByYear = readonly TransactionYearGroup[]
