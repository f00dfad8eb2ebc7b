import { type ChainNamespace, formatBalance, truncateAddress } from '@portico/kernel'
import { useAccount } from '../hooks/useAccount.js'
import { useModal } from '../hooks/useModal.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { addressGradient } from './accountAvatar.js'
import { entryButtonCss } from './entryButtonCss.js'
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
export function AccountButton({ namespace, showBalance = true, className }: AccountButtonProps) {
  const scope = usePorticoScope()
  const account = useAccount(namespace)
  const { network } = useNetwork(namespace)
  const { open } = useModal()
  const prefetch = usePrefetchShell()
  if (!account.isConnected || !account.address) return null
  const name = account.profileName || truncateAddress(account.address)
  const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        {...scope}
        type="button"
        className={`portico-entry portico-account-button${className ? ` ${className}` : ''}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
      >
        {account.profileImage ? (
          <img className="portico-entry-image" src={account.profileImage} alt="" />
        ) : (
          <span
            className="portico-entry-image"
            aria-hidden="true"
            style={{ background: addressGradient(account.address) }}
          />
        )}
        <span className="portico-entry-name">{name}</span>
        {showBalance && (
          <span className="portico-entry-balance">{formatBalance(account.balance, symbol)}</span>
        )}
      </button>
    </>
  )
}
