import { type FormatBalanceOptions, formatBalance, truncateAddress } from '@portico/kernel'
import type { UseAccountResult } from '../hooks/useAccount.js'
import { avatarGradient } from '../primitives/avatarGradient.js'

/**
 * Avatar, name and balance inside an entry button (shared by ConnectButton and AccountButton). It
 * takes how the balance shows (decimals, locale) from its parent and uses no hook: a module loaded lazily from the
 * instance that imports the ui's context would make the bundler split React and the context into
 * a chunk of their own before the first click (+1.2 KiB gzip).
 */
export function AccountSummary({
  account,
  fallbackSymbol,
  showBalance,
  balanceDisplay,
}: {
  account: UseAccountResult & { address: string }
  fallbackSymbol: string | undefined
  showBalance: boolean
  /** `useBalanceDisplay(account.namespace)` of the parent. */
  balanceDisplay: FormatBalanceOptions
}) {
  const name = account.profileName || truncateAddress(account.address)
  return (
    <>
      {account.profileImage ? (
        <img className="portico-entry-image" src={account.profileImage} alt="" />
      ) : (
        <span
          className="portico-entry-image"
          aria-hidden="true"
          style={{ background: avatarGradient(account.address) }}
        />
      )}
      <span className="portico-entry-name">{name}</span>
      {showBalance && (
        <span className="portico-entry-balance">
          {formatBalance(account.balance, account.balanceSymbol ?? fallbackSymbol, balanceDisplay)}
        </span>
      )}
    </>
  )
}

// ConnectButton and AccountButton load it lazily: a first visit never shows an account before the first click.
export default AccountSummary
