import { type ChainNamespace, formatBalance } from '@portico/kernel'
import { useCallback } from 'react'
import { useBalanceDisplay } from './useBalanceDisplay.js'

export type FormatBalance = (value: string | undefined, symbol: string | undefined) => string

/**
 * Formats a native balance of `namespace` as its chain plugin says it shows (decimals; Bitcoin 8,
 * others 3) in the active locale: `useBalanceDisplay` bound to the kernel's `formatBalance`.
 *
 * @example
 * const format = useFormatBalance(account.namespace)
 * format(account.balance, 'BTC') // '50.00000000 BTC'
 */
export function useFormatBalance(namespace: ChainNamespace | undefined): FormatBalance {
  const display = useBalanceDisplay(namespace)
  return useCallback((value, symbol) => formatBalance(value, symbol, display), [display])
}
