import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_RECENT_WALLETS } from '../constants.js'
import { addRecentWallet } from './recentWallets.js'
import { recentWalletsSchema } from './recentWalletsSchema.js'
import type { RecentWallet } from './types.js'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('addRecentWallet', () => {
  test('puts the newest first', () => {
    expect(addRecentWallet([a], b)).toEqual([b, a])
  })

  test('keeps at most 2', () => {
    expect(MAX_RECENT_WALLETS).toBe(2)
    expect(addRecentWallet([a, b], c)).toEqual([c, a])
  })

  test('has no duplicates by id: a known wallet moves to the front with its new data', () => {
    const renamed = { id: 'b', name: 'B2' }
    expect(addRecentWallet([a, b], renamed)).toEqual([renamed, a])
  })

  test('does not mutate the list', () => {
    const list = [a, b]
    addRecentWallet(list, c)
    expect(list).toEqual([a, b])
  })

  test('property: result is newest first, unique by id, at most 2', () => {
    const wallet = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), name: fc.string() })
    fc.assert(
      fc.property(fc.array(wallet), (wallets) => {
        let list: RecentWallet[] = []
        for (const next of wallets) {
          list = addRecentWallet(list, next)
          expect(list[0]).toBe(next)
          expect(list.length).toBeLessThanOrEqual(2)
          expect(new Set(list.map((item) => item.id)).size).toBe(list.length)
        }
      }),
    )
  })
})

describe('recentWalletsSchema', () => {
  test('accepts stored wallets and strips extra fields', () => {
    const parsed = recentWalletsSchema.safeParse([
      { id: 'a', name: 'A', imageUrl: 'https://img/a.png', homepage: 'x' },
    ])
    expect(parsed.success).toBe(true)
    expect(parsed.data).toEqual([{ id: 'a', name: 'A', imageUrl: 'https://img/a.png' }])
  })

  test('normalizes a valid list: no repeated ids, at most 2', () => {
    expect(recentWalletsSchema.parse([a, { id: 'a', name: 'A again' }, b, c])).toEqual([a, b])
  })

  test('rejects corrupt data', () => {
    for (const value of [null, 'a', {}, [{ id: 'a' }], [{ id: '', name: 'A' }], [{ id: 1, name: 'A' }]])
      expect(recentWalletsSchema.safeParse(value).success).toBe(false)
  })
})
