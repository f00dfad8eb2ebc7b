import { PAIRING_EXPIRY } from '../../constants.js'

/**
 * When a pairing URI made at `createdAt` stops being offered: its 4 minutes minus the 10 s under
 * which it already counts as expired (spec 4 and 9), so a wallet never scans a dying URI.
 *
 * @example
 * pairingStaleAt(0) // 230_000
 */
export function pairingStaleAt(createdAt: number): number {
  return createdAt + PAIRING_EXPIRY.lifetimeMs - PAIRING_EXPIRY.expiredBelowMs
}

/** Whether a pairing made at `createdAt` counts as expired at `now` (under 10 s of its 4 minutes left). */
export function isPairingExpired(createdAt: number, now: number): boolean {
  return createdAt + PAIRING_EXPIRY.lifetimeMs - now < PAIRING_EXPIRY.expiredBelowMs
}
