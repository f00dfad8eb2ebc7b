import type { TokenBalance } from '@portico/kernel'
import { type NumberFormat, Text, WalletImage } from '@portico/ui'

/**
 * One token: icon, name, quantity (3 decimals, truncated) and dollar value (2 decimals), written
 * for the active locale (`format` comes from the list, so a long list subscribes to it once).
 */
export function TokenRow({ token, format }: { token: TokenBalance; format: NumberFormat }) {
  return (
    <li className="portico-token-row" data-testid="balances-token" data-symbol={token.symbol}>
      <WalletImage src={token.iconUrl || undefined} name={token.symbol} size={32} decorative />
      <span className="portico-token-text">
        <Text as="span" truncate>
          {token.name}
        </Text>
        <Text as="span" variant="small" tone="muted" truncate>
          {`${format.quantity(token.quantity.numeric)} ${token.symbol}`}
        </Text>
      </span>
      <Text as="span" className="portico-token-value">
        {token.value === undefined ? '—' : format.usd(token.value)}
      </Text>
    </li>
  )
}
