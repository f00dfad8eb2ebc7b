// Kept apart from recentWallets.ts so the list helpers carry no validation code: this schema loads
// only with stored data (see chains/persistenceSchemas.ts).
import * as z from 'zod/mini'
import { normalizeRecentWallets } from './recentWallets.js'
import type { RecentWallet } from './types.js'

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
