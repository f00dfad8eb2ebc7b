import { formatFiat, formatQuantity, type TokenBalance } from '@portico/kernel'
import { Text, WalletImage } from '@portico/ui'

/** One token: icon, name, quantity (3 decimals, truncated) and fiat value (2 decimals). */
export function TokenRow({ token }: { token: TokenBalance }) {
  return (
    <li className="portico-token-row" data-testid="balances-token" data-symbol={token.symbol}>
      <WalletImage src={token.iconUrl || undefined} name={token.symbol} size={32} decorative />
      <span className="portico-token-text">
        <Text as="span" truncate>
          {token.name}
        </Text>
        <Text as="span" variant="small" tone="muted" truncate>
          {`${formatQuantity(token.quantity.numeric)} ${token.symbol}`}
        </Text>
      </span>
      <Text as="span" className="portico-token-value">
        {token.value === undefined ? '—' : `$${formatFiat(token.value)}`}
      </Text>
    </li>
  )
}
