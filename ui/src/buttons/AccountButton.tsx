// The bundler folds shared modules into the page's entry in the order they first run: this import
// first makes the button's modules shared with the instance run before the hooks it shares with
// the modal, and both fold (docs/ENGINEERING.md, the bundler's split; consumer page / 12 -> 9 files).
// biome-ignore assist/source/organizeImports: the order above is the point
import { ACCOUNT_SUMMARY_MODULE, loadAccountSummary } from './accountSummaryModule.js'
import { type ChainNamespace, truncateAddress } from '@portico/kernel'
import { usePendingPortico } from '../context/PendingPortico.js'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalanceDisplay } from '../hooks/useBalanceDisplay.js'
import { useOpenModal } from '../hooks/useModal.js'
import { useLoadedModule } from '../shell/useLoadedModule.js'
import type { AccountSummary } from './AccountSummary.js'
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
  const { modules } = usePorticoContext('AccountButton')
  const account = useAccount(namespace)
  const balanceDisplay = useBalanceDisplay(account.namespace)
  const open = useOpenModal()
  const { address } = account
  const connected = account.isConnected && Boolean(address)
  // The summary (avatar, balance formatting) loads once there is an account to show, like
  // ConnectButton's: an app's first paint does not carry it.
  const { entry } = useLoadedModule(
    modules,
    ACCOUNT_SUMMARY_MODULE,
    connected ? loadAccountSummary : undefined,
  )
  const Summary = entry?.status === 'ready' ? (entry.Component as typeof AccountSummary) : undefined
  if (!connected || !address) return null
  return (
    <LiveEntryButton
      kind="portico-account-button"
      className={className}
      onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
    >
      {Summary ? (
        <Summary
          account={{ ...account, address }}
          fallbackSymbol={balanceDisplay.nativeSymbol}
          showBalance={showBalance}
          balanceDisplay={balanceDisplay}
        />
      ) : (
        // While the summary loads (or if it could not), the account's name still shows.
        account.profileName || truncateAddress(address)
      )}
    </LiveEntryButton>
  )
}
