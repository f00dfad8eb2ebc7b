import { DEFAULT_ACCOUNT_TYPES } from '../constants.js'
import type { AccountType, ChainNamespace } from './types.js'

// The account state the entry buttons read lives in accountState.ts: in one module with the
// account types below, which only lazy code uses (the e-mail wallet's choice of account type),
// those travelled with the page's entry.
export { createAccountState, resetAccountState } from './accountState.js'

/**
 * The account types each namespace can have: eip155, solana and polkadot eoa or smartAccount,
 * Bitcoin payment or ordinal, cosmos eoa only (the spec names no smart account for it).
 */
export const ACCOUNT_TYPES_BY_NAMESPACE = {
  bip122: ['payment', 'ordinal'],
  eip155: ['eoa', 'smartAccount'],
  polkadot: ['eoa', 'smartAccount'],
  solana: ['eoa', 'smartAccount'],
  cosmos: ['eoa'],
} as const satisfies Record<ChainNamespace, readonly AccountType[]>

/**
 * The plain-account type a namespace falls back to: eoa, or payment for Bitcoin, where eoa does not exist.
 *
 * @example
 * getFallbackAccountType('eip155') // 'eoa'
 * getFallbackAccountType('bip122') // 'payment'
 */
export function getFallbackAccountType(namespace: ChainNamespace): AccountType {
  return namespace === 'bip122' ? 'payment' : 'eoa'
}

export type ResolvePreferredAccountTypeParameters = {
  namespace: ChainNamespace
  /** The wanted type (option, stored value, visitor's pick); defaults to `DEFAULT_ACCOUNT_TYPES`. */
  preferred?: unknown
  /**
   * The types available now (e.g. `['eoa']` when the network has no smart accounts); defaults to
   * `ACCOUNT_TYPES_BY_NAMESPACE`. Only types valid for the namespace count.
   */
  supported?: readonly AccountType[] | undefined
}

/**
 * The account type to use for a namespace: the preferred one when it is valid and supported, else
 * the EOA fallback (`getFallbackAccountType`). Use the fallback too when setting the type fails.
 *
 * @example
 * resolvePreferredAccountType({ namespace: 'eip155' }) // 'smartAccount'
 * resolvePreferredAccountType({ namespace: 'eip155', supported: ['eoa'] }) // 'eoa'
 * resolvePreferredAccountType({ namespace: 'solana', preferred: 'ordinal' }) // 'eoa'
 */
export function resolvePreferredAccountType({
  namespace,
  preferred = DEFAULT_ACCOUNT_TYPES[namespace],
  supported,
}: ResolvePreferredAccountTypeParameters): AccountType {
  const valid: readonly AccountType[] = ACCOUNT_TYPES_BY_NAMESPACE[namespace] ?? []
  const available = supported ?? valid
  const match = available.find((type) => type === preferred && valid.includes(type))
  return match ?? getFallbackAccountType(namespace)
}

export type BitcoinAccountType = 'payment' | 'ordinal'

/** Bitcoin account indexes: payment 0, ordinal 1. */
export const BITCOIN_ACCOUNT_INDEX = { payment: 0, ordinal: 1 } as const satisfies Record<
  BitcoinAccountType,
  number
>

/**
 * The derivation index of a Bitcoin account type: payment 0, ordinal 1.
 *
 * @example
 * getBitcoinAccountIndex('ordinal') // 1
 */
export function getBitcoinAccountIndex(type: BitcoinAccountType): 0 | 1 {
  return BITCOIN_ACCOUNT_INDEX[type]
}

/**
 * The Bitcoin account type at a derivation index, or undefined for any index but 0 and 1.
 *
 * @example
 * getBitcoinAccountType(0) // 'payment'
 */
export function getBitcoinAccountType(index: number): BitcoinAccountType | undefined {
  if (index === 0) return 'payment'
  if (index === 1) return 'ordinal'
  return undefined
}
