import type { Translate } from '@portico/ui'
import { useId } from 'react'
import { getTransactionGroupTitle } from '../core/groupTitle.js'
import { listMonthGroups } from '../core/groupTransactions.js'
import type { TransactionMonthGroup, TransactionsByYear } from '../types.js'
import { TransactionRow } from './TransactionRow.js'

type GroupsProps = {
  byYear: TransactionsByYear
  locale: string
  now: number
  t: Translate
  has: (key: string) => boolean
  /** The Intl formatters the rows share (one per locale; thousands of rows would make thousands). */
  formats?: Map<string, Intl.NumberFormat> | undefined
}

/** The month groups, newest first, each a titled list. */
export function TransactionGroups({ byYear, ...rest }: GroupsProps) {
  return (
    <>
      {listMonthGroups(byYear).map((group) => (
        <MonthGroup key={`${group.year}-${group.month}`} group={group} {...rest} />
      ))}
    </>
  )
}

function MonthGroup({
  group,
  locale,
  now,
  t,
  has,
  formats,
}: Omit<GroupsProps, 'byYear'> & { group: TransactionMonthGroup }) {
  const titleId = useId()
  return (
    <section className="portico-activity-group" aria-labelledby={titleId}>
      <h3 id={titleId} className="portico-activity-group-title">
        {getTransactionGroupTitle(group, { locale, now })}
      </h3>
      <ul className="portico-activity-rows">
        {group.transactions.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            now={now}
            t={t}
            has={has}
            locale={locale}
            formats={formats}
          />
        ))}
      </ul>
    </section>
  )
}
