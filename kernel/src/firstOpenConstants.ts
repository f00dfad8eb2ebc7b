/**
 * The constants of `constants.ts` that the modal's first open reads (the Connect view's list and
 * its images). `constants.ts` re-exports them. They sit apart for the same reason as
 * `firstPaintConstants.ts`: the module holding the other lazily read constants is shared by several
 * lazily loaded parts, so the bundler gives it a file of its own, and the first open would fetch that
 * file beside the modal's bundle (one more request, and one more module preload started inside the
 * pointer's arrival on the Connect button, before its click is dispatched). Read only by the modal's
 * bundle, these travel in it.
 */

/** How long an image preload may race before the view renders without it. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

/** Wallet catalogue search: at most 100 entries, pages of 40, 4 recommended wallets. */
export const WALLET_SEARCH = { maxResults: 100, pageSize: 40, recommended: 4 } as const

/** Default order of the connector groups on the Connect view. */
export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number]
