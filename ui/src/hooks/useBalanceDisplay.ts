import type { ChainNamespace, FormatBalanceOptions } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

/** How a native balance shows, as plain data, and the symbol of the active network's currency. */
export type BalanceDisplay = FormatBalanceOptions & { nativeSymbol: string | undefined }

/**
 * How a native balance of `namespace` shows, as plain data: its chain plugin's decimals (Bitcoin 8,
 * others 3), the active locale and the active network's currency symbol (for a balance without one). The entry buttons hand it to their lazily loaded summary, which
 * formats; the buttons themselves load no formatting code before the first click.
 *
 * @example
 * const display = useBalanceDisplay(account.namespace) // { decimals: 8, locale: 'de', nativeSymbol: 'BTC' }
 */
export function useBalanceDisplay(namespace: ChainNamespace | undefined): BalanceDisplay {
  const { portico, server } = usePorticoContext('useBalanceDisplay')
  const locale = useStore(portico.i18n, (s) => s.locale, { serverState: server.i18n })
  // The wallet store read here directly, not through useWalletState: the entry buttons run this
  // hook, and one shared module less under them keeps the page's entry in fewer files
  // (ENGINEERING, the bundler's split).
  const nativeSymbol = useStore(
    portico.wallet,
    (state) => {
      const ns = namespace ?? state.activeNamespace
      return ns ? state.activeNetworks[ns]?.nativeCurrency.symbol : undefined
    },
    { serverState: server.wallet },
  )
  const decimals = namespace ? portico.chains.get(namespace)?.displayDecimals : undefined
  return useMemo(() => ({ decimals, locale, nativeSymbol }), [decimals, locale, nativeSymbol])
}
