import { type AccountState, type ChainNamespace, createAccountState } from '@portico/kernel'
import { useWalletState } from './useWalletState.js'

export type UseAccountResult = AccountState & {
  /** The namespace read: the one asked for, else the active one. */
  namespace: ChainNamespace | undefined
  isConnected: boolean
  isConnecting: boolean
}

/**
 * The account of a namespace (default: the active one): address, balance, profile, wallet, status.
 *
 * @example
 * const { address, isConnected, balance, balanceSymbol } = useAccount()
 * const solana = useAccount('solana')
 */
export function useAccount(namespace?: ChainNamespace): UseAccountResult {
  return useWalletState((state) => {
    const ns = namespace ?? state.activeNamespace
    const account = (ns && state.accounts[ns]) || emptyAccount
    return {
      ...account,
      namespace: ns,
      isConnected: account.status === 'connected' && Boolean(account.address),
      isConnecting: account.status === 'connecting' || account.status === 'reconnecting',
    }
  })
}

// One shared empty account, so a disconnected namespace selects an unchanged value every time.
const emptyAccount: AccountState = Object.freeze(createAccountState())
