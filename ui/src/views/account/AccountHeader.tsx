import type { TokenBalance } from '@portico/kernel'
import type { UseAccountResult } from '../../hooks/useAccount.js'
import { useFormatBalance } from '../../hooks/useFormatBalance.js'
import { useNetwork } from '../../hooks/useNetwork.js'
import { useNumberFormat } from '../../hooks/useNumberFormat.js'
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
  const nativeSymbol = account.balanceSymbol ?? network?.nativeCurrency.symbol
  const worth = nativeWorth(account.tokenBalance, nativeSymbol)
  const formatBalance = useFormatBalance(account.namespace)
  const format = useNumberFormat()
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
        {formatBalance(account.balance, nativeSymbol)}
      </Text>
      {worth !== undefined ? (
        <Text tone="muted" data-testid="account-fiat">
          {t('views.account.fiatTotal', { value: format.usd(worth) })}
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

const NATIVE_TOKEN_ADDRESS = /^(?:.+:)?0xe{40}$/i

/**
 * What the balance shown above it is worth in USD: the native token's value from the balances a
 * plugin reported (spec 5: 2 decimals). Undefined without one, so the line never shows the
 * portfolio under a single token's balance (the Tokens tab has the total).
 */
function nativeWorth(balances: readonly TokenBalance[], symbol: string | undefined): number | undefined {
  const native = balances.find(
    (token) =>
      (!token.address || NATIVE_TOKEN_ADDRESS.test(token.address)) &&
      symbol !== undefined &&
      token.symbol.toLowerCase() === symbol.toLowerCase(),
  )
  if (!native) return undefined
  const value = Number.isFinite(native.value)
    ? (native.value as number)
    : Number(native.quantity.numeric) * native.price
  return Number.isFinite(value) ? value : undefined
}
