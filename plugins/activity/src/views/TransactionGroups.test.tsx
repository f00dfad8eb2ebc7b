import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { groupTransactionsByYearAndMonth } from '../core/groupTransactions.js'
import { local, transaction } from '../test/transactions.js'
import { TransactionGroups } from './TransactionGroups.js'

const now = local(2026, 10, 20).getTime()

function history(perMonth: Record<number, number>) {
  return groupTransactionsByYearAndMonth(
    Object.entries(perMonth).flatMap(([month, count]) =>
      Array.from({ length: count }, (_, index) =>
        transaction({ minedAt: local(2024, Number(month), 1 + (index % 27), 12, index % 60) }),
      ),
    ),
  )
}

function renderGroups(perMonth: Record<number, number>) {
  render(
    <div style={{ overflowY: 'auto', height: 400 }}>
      <TransactionGroups
        byYear={history(perMonth)}
        label="Transactions"
        locale="en-US"
        now={now}
        t={(key) => key}
        has={() => false}
      />
    </div>,
  )
  return screen.getByRole('region', { name: 'Transactions' })
}

describe('TransactionGroups', () => {
  it('lists a short history in full, a titled list per month', () => {
    const list = renderGroups({ 2: 30, 1: 20 })
    expect(list.hasAttribute('data-windowed')).toBe(false)
    const march = within(list).getByRole('region', { name: 'March 2024' })
    expect(within(march).getAllByRole('listitem')).toHaveLength(30)
    expect(within(list).getByRole('region', { name: 'February 2024' })).toBeTruthy()
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['March 2024', 'February 2024'])
  })

  it('windows thousands of rows: the months in view, each row with its place in its month', async () => {
    const list = renderGroups({ 2: 150, 1: 100 })
    await waitFor(() => expect(list.hasAttribute('data-windowed')).toBe(true))
    const rows = within(list).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(40)
    const march = within(list).getByRole('region', { name: 'March 2024' })
    expect(within(march).getByRole('heading', { level: 3 }).textContent).toBe('March 2024')
    const first = within(march).getAllByRole('listitem')[0]
    expect(first?.getAttribute('aria-posinset')).toBe('1')
    expect(first?.getAttribute('aria-setsize')).toBe('150')
    // The whole history's height is kept: the scroll bar says how long it is.
    expect(Number.parseFloat(list.style.height)).toBeGreaterThan(250 * 50)
  })
})
