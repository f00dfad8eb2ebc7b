import type { ChainNamespace, FormatBalanceOptions } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

/**
 * How a native balance of `namespace` shows, as plain data: its chain plugin's decimals (Bitcoin 8,
 * others 3) and the active locale. The entry buttons hand it to their lazily loaded summary, which
 * formats; the buttons themselves load no formatting code before the first click.
 *
 * @example
 * const display = useBalanceDisplay(account.namespace) // { decimals: 8, locale: 'de' }
 */
export function useBalanceDisplay(namespace: ChainNamespace | undefined): FormatBalanceOptions {
  const { portico, server } = usePorticoContext('useBalanceDisplay')
  const locale = useStore(portico.i18n, (s) => s.locale, { serverState: server.i18n })
  const decimals = namespace ? portico.chains.get(namespace)?.displayDecimals : undefined
  return useMemo(() => ({ decimals, locale }), [decimals, locale])
}
