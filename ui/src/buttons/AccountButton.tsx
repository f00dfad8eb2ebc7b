import type { ChainNamespace } from '@portico/kernel'
import { usePendingPortico } from '../context/PendingPortico.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalanceDisplay } from '../hooks/useBalanceDisplay.js'
import { useOpenModal } from '../hooks/useModal.js'
import { AccountSummary } from './AccountSummary.js'
import { LiveEntryButton } from './LiveEntryButton.js'

export type AccountButtonProps = {
  namespace?: ChainNamespace
  /** Shows the native balance (3 decimals, truncated); default true. */
  showBalance?: boolean
  className?: string
}

/**
 * The connected account: avatar, profile name or shortened address, and balance. Opens the
 * Account view. Renders nothing while disconnected.
 *
 * @example
 * <AccountButton />
 * <AccountButton showBalance={false} />
 */
export function AccountButton(props: AccountButtonProps) {
  // Nobody is connected before the instance has loaded and reconnected: nothing to show meanwhile.
  return usePendingPortico() ? null : <LiveAccountButton {...props} />
}

function LiveAccountButton({ namespace, showBalance = true, className }: AccountButtonProps) {
  const account = useAccount(namespace)
  const balanceDisplay = useBalanceDisplay(account.namespace)
  const open = useOpenModal()
  const { address } = account
  if (!account.isConnected || !address) return null
  return (
    <LiveEntryButton
      kind="portico-account-button"
      className={className}
      onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
    >
      <AccountSummary
        account={{ ...account, address }}
        fallbackSymbol={balanceDisplay.nativeSymbol}
        showBalance={showBalance}
        balanceDisplay={balanceDisplay}
      />
    </LiveEntryButton>
  )
}
