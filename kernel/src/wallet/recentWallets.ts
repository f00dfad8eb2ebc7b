import * as z from 'zod/mini'
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
function normalizeRecentWallets(list: readonly RecentWallet[]): RecentWallet[] {
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

const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  imageUrl: z.optional(z.string()),
})

/**
 * Validates stored recent wallets: a list of `{ id, name, imageUrl? }` (other stored fields are
 * stripped). A valid list is normalized like `addRecentWallet` does: no repeated ids, at most two.
 *
 * @example
 * recentWalletsSchema.safeParse([{ id: 'a', name: 'A' }]).success // true
 */
export const recentWalletsSchema = z.pipe(
  z.array(recentWalletSchema),
  z.transform((list: RecentWallet[]) => normalizeRecentWallets(list)),
)
