import { DEFAULT_ACCOUNT_TYPES } from '../firstPaintConstants.js'
import type { AccountState, AccountType, ChainNamespace } from './types.js'

/**
 * A fresh account state for one namespace: every field of spec section 3, disconnected, on the
 * first tab, with no token balances.
 *
 * @example
 * createAccountState().status // 'disconnected'
 */
export function createAccountState(overrides: Partial<AccountState> = {}): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    user: undefined,
    smartAccountDeployed: undefined,
    currentTab: 0,
    status: 'disconnected',
    ...overrides,
  }
}

/**
 * The account state after a disconnect (spec 4, "Account reset"): status disconnected; address,
 * CAIP address, balances, profile, user and everything else tied to the connection cleared. Only
 * the visitor's `preferredAccountType` is kept. Returns a new object. (Removing the namespace's
 * active connector id is the caller's other half of the reset.)
 *
 * @example
 * resetAccountState(state) // { ...createAccountState(), preferredAccountType: state.preferredAccountType }
 */
export function resetAccountState(state: AccountState): AccountState {
  return createAccountState({ preferredAccountType: state.preferredAccountType })
}

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
