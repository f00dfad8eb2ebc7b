/**
 * Spec 5: the preflight commitments a Solana request may name. `recent`, `single`,
 * `singleGossip`, `root` and `max` are the older names nodes still accept.
 */
export const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

/** Whether `value` is one of the spec's preflight commitments (exact, case-sensitive). */
export function isPreflightCommitment(value: unknown): value is PreflightCommitment {
  return typeof value === 'string' && (PREFLIGHT_COMMITMENTS as readonly string[]).includes(value)
}

/** The three commitments wallets and current nodes name, for one of the spec's (older names mapped). */
export function toTransactionCommitment(value: PreflightCommitment): 'processed' | 'confirmed' | 'finalized' {
  if (value === 'processed' || value === 'recent') return 'processed'
  if (value === 'confirmed' || value === 'single' || value === 'singleGossip') return 'confirmed'
  return 'finalized'
}
