import type { Translate } from '@portico/ui'
import { useWindowedRows } from '@portico/ui/windowed-rows'
import { useCallback, useId, useMemo } from 'react'
import { getTransactionGroupTitle } from '../core/groupTitle.js'
import { listMonthGroups } from '../core/groupTransactions.js'
import type { Transaction, TransactionMonthGroup, TransactionsByYear } from '../types.js'
import { TransactionRow } from './TransactionRow.js'

type RowContext = {
  locale: string
  now: number
  t: Translate
  has: (key: string) => boolean
  /** The Intl formatters the rows share (one per locale; thousands of rows would make thousands). */
  formats?: Map<string, Intl.NumberFormat> | undefined
}

type GroupsProps = RowContext & {
  byYear: TransactionsByYear
  /** The list's accessible name. */
  label: string
}

/** A month title's and a row's heights before they are measured (the default theme's). */
const TITLE_HEIGHT = 24
const ROW_HEIGHT = 56

/** The windowed list's entries, in display order: each month's title, then its transactions. */
type Entry =
  | { kind: 'title'; group: TransactionMonthGroup; first: boolean }
  | { kind: 'row'; group: TransactionMonthGroup; transaction: Transaction; position: number }

/**
 * The month groups, newest first, each a titled list. Thousands of transactions are windowed in
 * the modal body's scroll: only the titles and rows near the view are in the DOM, each month a
 * section named by its title, each row saying its place in its month (aria-posinset / aria-setsize).
 */
export function TransactionGroups({ byYear, label, ...context }: GroupsProps) {
  const groups = useMemo(() => listMonthGroups(byYear), [byYear])
  const entries = useMemo(
    () =>
      groups.flatMap((group, index): Entry[] => [
        { kind: 'title', group, first: index === 0 },
        ...group.transactions.map(
          (transaction, position): Entry => ({ kind: 'row', group, transaction, position }),
        ),
      ]),
    [groups],
  )
  const estimateSize = useCallback(
    (index: number) => (entries[index]?.kind === 'title' ? TITLE_HEIGHT : ROW_HEIGHT),
    [entries],
  )
  const getKey = useCallback((index: number) => entryKey(entries[index] as Entry), [entries])
  const list = useWindowedRows({ count: entries.length, estimateSize, getKey })
  const baseId = useId()

  if (!list.windowed)
    return (
      <section ref={list.listRef} aria-label={label} className="portico-activity-list">
        {groups.map((group) => (
          <MonthGroup key={monthKey(group)} group={group} {...context} />
        ))}
      </section>
    )

  // The rendered entries, cut into runs of one month each: a section per month in view.
  const runs: { group: TransactionMonthGroup; rows: typeof list.rows }[] = []
  for (const row of list.rows) {
    const group = (entries[row.index] as Entry).group
    const last = runs.at(-1)
    if (last?.group === group) last.rows.push(row)
    else runs.push({ group, rows: [row] })
  }
  return (
    <section
      ref={list.listRef}
      style={list.listStyle}
      aria-label={label}
      className="portico-activity-list"
      data-windowed=""
    >
      {runs.map(({ group, rows }) => {
        const title = getTransactionGroupTitle(group, { locale: context.locale, now: context.now })
        const titleId = `${baseId}-${monthKey(group)}`
        const titleShown = rows.some((row) => entries[row.index]?.kind === 'title')
        return (
          <section
            key={monthKey(group)}
            className="portico-activity-group"
            aria-labelledby={titleShown ? titleId : undefined}
            aria-label={titleShown ? undefined : title}
          >
            {rows.map((row) => {
              const entry = entries[row.index] as Entry
              if (entry.kind !== 'title') return null
              return (
                <h3
                  key={row.key}
                  id={titleId}
                  className="portico-activity-group-title"
                  data-first={entry.first || undefined}
                  {...list.rowProps(row)}
                >
                  {title}
                </h3>
              )
            })}
            <ul className="portico-activity-rows">
              {rows.map((row) => {
                const entry = entries[row.index] as Entry
                if (entry.kind !== 'row') return null
                return (
                  <TransactionRow
                    key={row.key}
                    transaction={entry.transaction}
                    {...context}
                    itemProps={{
                      ...list.rowProps(row),
                      'aria-setsize': group.transactions.length,
                      'aria-posinset': entry.position + 1,
                    }}
                  />
                )
              })}
            </ul>
          </section>
        )
      })}
    </section>
  )
}

function monthKey(group: TransactionMonthGroup): string {
  return `${group.year}-${group.month}`
}

function entryKey(entry: Entry): string {
  return entry.kind === 'title' ? `title:${monthKey(entry.group)}` : `row:${entry.transaction.id}`
}

function MonthGroup({ group, locale, now, t, has, formats }: RowContext & { group: TransactionMonthGroup }) {
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
