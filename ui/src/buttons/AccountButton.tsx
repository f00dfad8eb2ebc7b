import type { ChainNamespace } from '@portico/kernel'
import { usePendingPortico } from '../context/PendingPortico.js'
import { useAccount } from '../hooks/useAccount.js'
import { useOpenModal } from '../hooks/useModal.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { AccountSummary } from './AccountSummary.js'
import { entryButtonClass, entryButtonCss } from './entryButtonCss.js'
import { usePrefetchShell } from './usePrefetchShell.js'

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
  const scope = usePorticoScope()
  const account = useAccount(namespace)
  const { network } = useNetwork(namespace)
  const open = useOpenModal()
  const prefetch = usePrefetchShell()
  const { address } = account
  if (!account.isConnected || !address) return null
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        {...scope}
        type="button"
        className={entryButtonClass('portico-account-button', className)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
      >
        <AccountSummary
          account={{ ...account, address }}
          fallbackSymbol={network?.nativeCurrency.symbol}
          showBalance={showBalance}
        />
      </button>
    </>
  )
}
