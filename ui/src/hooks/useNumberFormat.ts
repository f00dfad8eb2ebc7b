import { formatBalance, formatFiat, formatQuantity, formatUsd } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

/** The kernel's display helpers bound to the instance's active locale. */
export type NumberFormat = {
  locale: string
  /** A balance truncated to 3 decimals, with its symbol: '1,234.567 ETH' (en), '1.234,567 ETH' (de). */
  balance(value: string | undefined, symbol?: string): string
  /** A token quantity (3 decimals, or 3 significant digits under 1): '0,0000287' (de). */
  quantity(value: number | string | undefined): string
  /** A fiat number with 2 decimals and no currency: '1.234,57' (de). */
  fiat(value: number | string | undefined): string
  /** US dollars placed as the locale places them: '$751,500.00' (en), '751.500,00 $' (de). */
  usd(value: number | string | undefined): string
}

/**
 * Number formatting for views, following the active locale: switching the locale re-renders with
 * its digits, grouping and currency placement.
 *
 * @example
 * const format = useNumberFormat()
 * <span>{format.usd(token.value)}</span>
 */
export function useNumberFormat(): NumberFormat {
  const { portico, server } = usePorticoContext('useNumberFormat')
  const locale = useStore(portico.i18n, (s) => s.locale, { serverState: server.i18n })
  return useMemo(() => {
    // One set of Intl formatters per locale: a list of 1,000 rows would otherwise make thousands.
    const options = { locale, formats: new Map<string, Intl.NumberFormat>() }
    return {
      locale,
      balance: (value, symbol) => formatBalance(value, symbol, options),
      quantity: (value) => formatQuantity(value, options),
      fiat: (value) => formatFiat(value, options),
      usd: (value) => formatUsd(value, options),
    }
  }, [locale])
}
