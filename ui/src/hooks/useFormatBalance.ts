import { type ChainNamespace, formatBalance } from '@portico/kernel'
import { useCallback } from 'react'
import { usePortico } from './usePortico.js'
import { useLocale } from './useT.js'

/**
 * Formats a native balance of `namespace` as its chain plugin says it shows (decimals; Bitcoin 8,
 * others 3) in the active locale.
 *
 * @example
 * const format = useFormatBalance(account.namespace)
 * format(account.balance, 'BTC') // '50.00000000 BTC'
 */
export type FormatBalance = (value: string | undefined, symbol: string | undefined) => string

export function useFormatBalance(namespace: ChainNamespace | undefined): FormatBalance {
  const portico = usePortico()
  const { locale } = useLocale()
  const decimals = namespace ? portico.chains.get(namespace)?.displayDecimals : undefined
  return useCallback(
    (value, symbol) => formatBalance(value, symbol, { decimals, locale }),
    [decimals, locale],
  )
}
