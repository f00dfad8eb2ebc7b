import type { PorticoSlots, SlotName } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useFlags } from './useFlag.js'
import { useWalletState } from './useWalletState.js'

/**
 * The contributions to an extension point (see `slots.ts`), ordered and filtered by each item's
 * `enabled`; re-evaluated when a flag or the active namespace changes.
 *
 * @example
 * const tabs = useExtensions('account.tabs')
 * tabs.length > 0 && <TabBar tabs={tabs} />
 */
export function useExtensions<TSlot extends SlotName>(
  slot: TSlot,
): ReadonlyArray<PorticoSlots[TSlot] & { pluginId: string }> {
  const { portico } = usePorticoContext('useExtensions')
  const flags = useFlags()
  const namespace = useWalletState((s) => s.activeNamespace)
  // biome-ignore lint/correctness/useExhaustiveDependencies: flags and namespace are what `enabled` reads
  return useMemo(
    () => portico.extensions.list(slot, portico.enabledContext()),
    [portico, slot, flags, namespace],
  )
}

/**
 * Whether a view is registered and enabled (its `enabled` predicate, live).
 *
 * @example
 * const canSwap = useViewEnabled('Swap')
 */
export function useViewEnabled(id: string): boolean {
  const { portico } = usePorticoContext('useViewEnabled')
  const flags = useFlags()
  const namespace = useWalletState((s) => s.activeNamespace)
  // biome-ignore lint/correctness/useExhaustiveDependencies: flags and namespace are what `enabled` reads
  return useMemo(() => portico.views.isEnabled(id), [portico, id, flags, namespace])
}
