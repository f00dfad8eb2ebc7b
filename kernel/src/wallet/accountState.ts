import type { AccountState } from './types.js'

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
