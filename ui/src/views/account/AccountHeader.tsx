import { formatBalance, formatFiat, type TokenBalance } from '@portico/kernel'
import type { UseAccountResult } from '../../hooks/useAccount.js'
import { useNetwork } from '../../hooks/useNetwork.js'
import { Avatar } from '../../primitives/Avatar.js'
import { CopyButton } from '../../primitives/CopyButton.js'
import { useT } from '../../primitives/context.js'
import { Link } from '../../primitives/Link.js'
import { Text } from '../../primitives/Text.js'
import { accountIdentity } from './accountIdentity.js'

/** Avatar, name or address (with copy), the embedded wallet's login, the balance and the explorer link. */
export function AccountHeader({ account }: { account: UseAccountResult }) {
  const t = useT()
  const { network } = useNetwork()
  const address = account.address ?? ''
  const { title, login } = accountIdentity(account)
  const explorerName = network?.blockExplorers?.default.name
  return (
    <div className="portico-account-header">
      <Avatar address={address} imageUrl={account.profileImage} />
      <div className="portico-row">
        <Text as="h2" variant="title" title={address} data-testid="account-name">
          {title}
        </Text>
        <CopyButton value={address} label={t('views.account.copyAddress')} />
      </div>
      {login ? (
        <Text tone="muted" variant="small" data-testid="account-login">
          {login}
        </Text>
      ) : null}
      <Text variant="large" data-testid="account-balance">
        <span className="portico-visually-hidden">{t('views.account.balance')} </span>
        {formatBalance(account.balance, account.balanceSymbol ?? network?.nativeCurrency.symbol)}
      </Text>
      {account.tokenBalance.length > 0 ? (
        <Text tone="muted" data-testid="account-fiat">
          {t('views.account.fiatTotal', { value: formatFiat(totalValue(account.tokenBalance)) })}
        </Text>
      ) : null}
      {account.addressExplorerUrl ? (
        <Link href={account.addressExplorerUrl}>
          {explorerName
            ? t('views.account.explorer', { explorer: explorerName })
            : t('views.account.explorerFallback')}
        </Link>
      ) : null}
    </div>
  )
}

/** The account's worth in USD: the sum of its token balances' values (spec 5: shown with 2 decimals). */
function totalValue(balances: readonly TokenBalance[]): number {
  return balances.reduce(
    (sum, balance) => sum + (Number.isFinite(balance.value) ? (balance.value as number) : 0),
    0,
  )
}
