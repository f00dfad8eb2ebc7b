// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { local, transaction } from '../test/transactions.js'
import { groupTransactionsByYearAndMonth, listMonthGroups } from './groupTransactions.js'

const ids = (list: readonly { id: string }[]) => list.map((t) => t.id)

describe('groupTransactionsByYearAndMonth', () => {
  it('groups by year, then month, newest first throughout', () => {
    const list = [
      transaction({ id: 'feb-24', minedAt: local(2024, 1, 3) }),
      transaction({ id: 'mar-25-early', minedAt: local(2025, 2, 1) }),
      transaction({ id: 'dec-24', minedAt: local(2024, 11, 31, 23, 59) }),
      transaction({ id: 'mar-25-late', minedAt: local(2025, 2, 30) }),
      transaction({ id: 'jan-25', minedAt: local(2025, 0, 1, 0, 0) }),
    ]
    const years = groupTransactionsByYearAndMonth(list)
    expect(years.map((y) => y.year)).toEqual([2025, 2024])
    expect(years[0]?.months.map((m) => m.month)).toEqual([2, 0])
    expect(years[1]?.months.map((m) => m.month)).toEqual([11, 1])
    expect(ids(years[0]?.months[0]?.transactions ?? [])).toEqual(['mar-25-late', 'mar-25-early'])
    expect(listMonthGroups(years).map((g) => `${g.year}-${g.month}`)).toEqual([
      '2025-2',
      '2025-0',
      '2024-11',
      '2024-1',
    ])
  })

  it('puts the last and first instants of a month into their own months (local time)', () => {
    const lastOfJanuary = new Date(2025, 1, 1).getTime() - 1
    const list = [
      transaction({ id: 'last-jan', minedAt: new Date(lastOfJanuary) }),
      transaction({ id: 'first-feb', minedAt: new Date(2025, 1, 1) }),
    ]
    const groups = listMonthGroups(groupTransactionsByYearAndMonth(list))
    expect(groups.map((g) => [g.month, ids(g.transactions)])).toEqual([
      [1, ['first-feb']],
      [0, ['last-jan']],
    ])
  })

  it('keeps the first transaction of an id and drops later copies', () => {
    const first = transaction({ id: 'same', minedAt: local(2025, 4, 2), operationType: 'receive' })
    const copy = transaction({ id: 'same', minedAt: local(2025, 4, 9), operationType: 'send' })
    const groups = listMonthGroups(groupTransactionsByYearAndMonth([first, copy]))
    expect(groups).toHaveLength(1)
    expect(groups[0]?.transactions).toEqual([first])
  })

  it('keeps the API order of transactions mined at the same instant', () => {
    const at = local(2025, 6, 4)
    const list = ['a', 'b', 'c'].map((id) => transaction({ id, minedAt: at }))
    expect(ids(listMonthGroups(groupTransactionsByYearAndMonth(list))[0]?.transactions ?? [])).toEqual([
      'a',
      'b',
      'c',
    ])
  })

  it('gives no groups for no transactions and skips dates it cannot read', () => {
    expect(groupTransactionsByYearAndMonth([])).toEqual([])
    const groups = groupTransactionsByYearAndMonth([
      transaction({ id: 'bad', minedAt: 'not a date' }),
      transaction({ id: 'good', minedAt: local(2023, 3) }),
    ])
    expect(listMonthGroups(groups).flatMap((g) => ids(g.transactions))).toEqual(['good'])
  })

  it('does not change its input', () => {
    const list = [transaction({ minedAt: local(2020, 1) }), transaction({ minedAt: local(2024, 1) })]
    const before = ids(list)
    groupTransactionsByYearAndMonth(list)
    expect(ids(list)).toEqual(before)
  })

  it('for any list: every unique id once, each in its own month, newest first', () => {
    const min = new Date(2015, 0, 1).getTime()
    const max = new Date(2030, 0, 1).getTime()
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), time: fc.integer({ min, max }) }),
        ),
        (items) => {
          const list = items.map(({ id, time }) => transaction({ id, minedAt: new Date(time) }))
          const flat = listMonthGroups(groupTransactionsByYearAndMonth(list))
          const seen = flat.flatMap((g) => ids(g.transactions))
          expect(seen.sort()).toEqual([...new Set(items.map((i) => i.id))].sort())
          let previous = Number.POSITIVE_INFINITY
          for (const group of flat) {
            for (const t of group.transactions) {
              const date = new Date(t.metadata.minedAt)
              expect([date.getFullYear(), date.getMonth()]).toEqual([group.year, group.month])
              expect(date.getTime()).toBeLessThanOrEqual(previous)
              previous = date.getTime()
            }
          }
        },
      ),
    )
  })
})
