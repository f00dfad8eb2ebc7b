import { MAX_RECENT_WALLETS } from '../constants.js'
import type { RecentWallet } from './types.js'

/**
 * Adds a wallet to the recent list: newest first, no duplicates by id, at most two. Returns a new
 * list; persisting it is the caller's job.
 *
 * @example
 * addRecentWallet([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], { id: 'c', name: 'C' })
 * // [{ id: 'c', name: 'C' }, { id: 'a', name: 'A' }]
 */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return normalizeRecentWallets([wallet, ...list])
}

/** Drops repeated ids (the first wins) and keeps at most `MAX_RECENT_WALLETS`. */
export function normalizeRecentWallets(list: readonly RecentWallet[]): RecentWallet[] {
  const seen = new Set<string>()
  const result: RecentWallet[] = []
  for (const wallet of list) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    result.push(wallet)
    if (result.length === MAX_RECENT_WALLETS) break
  }
  return result
}
