import type { Translate } from '@portico/ui'
import { type ComponentProps, memo } from 'react'
import { describeTransaction } from '../core/describeTransaction.js'
import { getRelativeTime, relativeTimeKey } from '../core/relativeTime.js'
import type { Transaction } from '../types.js'
import { TransactionIcon } from './TransactionIcon.js'

export type TransactionRowProps = {
  transaction: Transaction
  now: number
  t: Translate
  /** Whether the catalogue knows a key (unknown operation types show as they come). */
  has: (key: string) => boolean
  /** The active locale, for the amounts' digits and separators. */
  locale?: string
  /** Intl formatters shared by the rows (see `NumberDisplayOptions.formats`). */
  formats?: Map<string, Intl.NumberFormat> | undefined
  /** The list item's place when the list is windowed (its ref, index, position and set size). */
  itemProps?: ComponentProps<'li'>
}

/**
 * One transaction: icon, operation type, signed amounts, relative time and status. Memoised: a page
 * of history appended to thousands of rows renders only its own rows.
 */
export const TransactionRow = memo(function TransactionRow({ itemProps, ...content }: TransactionRowProps) {
  return (
    <li
      {...itemProps}
      className="portico-activity-row"
      data-testid="activity-row"
      data-id={content.transaction.id}
    >
      <TransactionRowContent {...content} />
    </li>
  )
})

/** The row's content, memoised apart: scrolling a windowed list moves rows without describing them again. */
const TransactionRowContent = memo(function TransactionRowContent({
  transaction,
  now,
  t,
  has,
  locale,
  formats,
}: Omit<TransactionRowProps, 'itemProps'>) {
  const description = describeTransaction(transaction, { locale, formats })
  const typeKey = `activity.operation.${description.operationType}`
  const type = has(typeKey) ? t(typeKey) : capitalize(description.operationType)
  const statusKey = `activity.status.${description.status}`
  const status = has(statusKey) ? t(statusKey) : capitalize(description.status)
  const relative = getRelativeTime(description.minedAt, now)
  const amounts = description.amounts.map((amount) => `${amount.sign}${amount.text}`).join(', ')
  const sign = description.amounts[0]?.sign ?? ''
  return (
    <>
      <TransactionIcon image={description.image} fallback={description.amounts[0]?.text ?? type} />
      <span className="portico-activity-text">
        <span className="portico-activity-type">{type}</span>
        <span className="portico-activity-amount" data-sign={sign || undefined}>
          {amounts || shortAddress(description.counterparty)}
        </span>
      </span>
      <span className="portico-activity-meta">
        <time dateTime={description.minedAt} title={new Date(description.minedAt).toLocaleString()}>
          {t(relativeTimeKey(relative.unit), { count: relative.value })}
        </time>
        <span className="portico-activity-status" data-status={description.status}>
          {status}
        </span>
      </span>
    </>
  )
})

function capitalize(text: string): string {
  return text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text
}

function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
