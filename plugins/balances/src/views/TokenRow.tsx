import type { TokenBalance } from '@portico/kernel'
import { type NumberFormat, Text, WalletImage } from '@portico/ui'
import { type ComponentProps, memo } from 'react'

/**
 * One token: icon, name, quantity (3 decimals, truncated) and dollar value (2 decimals), written
 * for the active locale (`format` comes from the list, so a long list subscribes to it once).
 */
export function TokenRow({
  token,
  format,
  itemProps,
}: {
  token: TokenBalance
  format: NumberFormat
  /** The list item's place when the list is windowed (its ref, index, position and set size). */
  itemProps?: ComponentProps<'li'>
}) {
  return (
    <li {...itemProps} className="portico-token-row" data-testid="balances-token" data-symbol={token.symbol}>
      <TokenRowContent token={token} format={format} />
    </li>
  )
}

/** The row's content, memoised: scrolling a windowed list moves rows without formatting them again. */
const TokenRowContent = memo(function TokenRowContent({
  token,
  format,
}: {
  token: TokenBalance
  format: NumberFormat
}) {
  return (
    <>
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
    </>
  )
})
