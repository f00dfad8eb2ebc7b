import { truncateAddress } from '@portico/kernel'
import type { UseAccountResult } from '../hooks/useAccount.js'
import { useFormatBalance } from '../hooks/useFormatBalance.js'
import { avatarGradient } from '../primitives/avatarGradient.js'

/** Avatar, name and balance inside an entry button (shared by ConnectButton and AccountButton). */
export function AccountSummary({
  account,
  fallbackSymbol,
  showBalance,
}: {
  account: UseAccountResult & { address: string }
  fallbackSymbol: string | undefined
  showBalance: boolean
}) {
  const name = account.profileName || truncateAddress(account.address)
  const formatBalance = useFormatBalance(account.namespace)
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
          {formatBalance(account.balance, account.balanceSymbol ?? fallbackSymbol)}
        </span>
      )}
    </>
  )
}

// ConnectButton loads it lazily: a first visit never shows an account before the first click.
export default AccountSummary
