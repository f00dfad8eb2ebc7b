import type {
  Transaction,
  TransactionMonthGroup,
  TransactionsByYear,
  TransactionYearGroup,
} from '../types.js'

type Dated = { transaction: Transaction; time: number }

/**
 * Groups transactions by year, then by month (local time), newest first throughout, keeping the
 * first transaction of each id (spec 4). Pure: the same list gives the same groups, whatever came
 * before, so paging can regroup everything it has. A transaction whose `minedAt` is not a date has
 * no place in the calendar and is left out.
 *
 * @example
 * const years = groupTransactionsByYearAndMonth(transactions)
 * years[0]?.months[0]?.transactions[0] // the newest transaction
 */
export function groupTransactionsByYearAndMonth(transactions: readonly Transaction[]): TransactionsByYear {
  const dated = uniqueDated(transactions)
  // Array.prototype.sort is stable: transactions mined at the same instant keep the API's order.
  dated.sort((a, b) => b.time - a.time)

  const years: TransactionYearGroup[] = []
  let year: { year: number; months: TransactionMonthGroup[] } | undefined
  let month: { year: number; month: number; transactions: Transaction[] } | undefined
  // Sorted input means a month boundary can only be crossed going down in time, so the current
  // month's bounds answer most items without building a Date.
  let monthStart = Number.POSITIVE_INFINITY
  let monthEnd = Number.NEGATIVE_INFINITY

  for (const { transaction, time } of dated) {
    if (month && time >= monthStart && time < monthEnd) {
      month.transactions.push(transaction)
      continue
    }
    const date = new Date(time)
    const y = date.getFullYear()
    const m = date.getMonth()
    monthStart = new Date(y, m, 1).getTime()
    monthEnd = new Date(y, m + 1, 1).getTime()
    month = { year: y, month: m, transactions: [transaction] }
    if (!year || year.year !== y) {
      year = { year: y, months: [] }
      years.push(year)
    }
    year.months.push(month)
  }
  return years
}

/** The month groups of `groupTransactionsByYearAndMonth`, flattened in display order. */
export function listMonthGroups(byYear: TransactionsByYear): TransactionMonthGroup[] {
  return byYear.flatMap((year) => year.months)
}

function uniqueDated(transactions: readonly Transaction[]): Dated[] {
  const seen = new Set<string>()
  const dated: Dated[] = []
  for (const transaction of transactions) {
    if (seen.has(transaction.id)) continue
    const time = Date.parse(transaction.metadata.minedAt)
    if (Number.isNaN(time)) continue
    seen.add(transaction.id)
    dated.push({ transaction, time })
  }
  return dated
}
