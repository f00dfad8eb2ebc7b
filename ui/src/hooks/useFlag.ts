import type { FeatureFlags, FlagKey } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

/**
 * The live value of a feature flag (local options, then remote config once it arrived).
 *
 * @example
 * const swaps = useFlag('swaps') // ['1inch'] or false
 * const multiWallet = useFlag('multiWallet')
 */
export function useFlag<TKey extends FlagKey>(key: TKey): FeatureFlags[TKey] {
  const flags = useFlags()
  return flags[key]
}

/**
 * Every effective flag as one frozen object (its identity changes only when a value does).
 *
 * @example
 * const flags = useFlags()
 * const canSwap = flags.swaps !== false
 */
export function useFlags(): Readonly<FeatureFlags> {
  const { portico, server } = usePorticoContext('useFlags')
  const store = useMemo(
    () => ({ getState: () => portico.flags.getAll(), subscribe: portico.flags.subscribe }),
    [portico],
  )
  return useStore(store, (all) => all, { serverState: server.flags, isEqual: Object.is })
}
