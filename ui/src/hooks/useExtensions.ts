import type { PorticoSlots, SlotName } from '@portico/kernel'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useFlags } from './useFlag.js'
import { useStore } from './useStore.js'
import { useWalletState } from './useWalletState.js'

/**
 * The contributions to an extension point (see `slots.ts`), ordered and filtered by each item's
 * `enabled`; re-evaluated when a flag or the wallet state changes (the active namespace, a wallet
 * switch, the account's user) and when deferred plugin parts register (an open Account view shows
 * their tabs), keeping its identity while the list stays the same.
 *
 * @example
 * const tabs = useExtensions('account.tabs')
 * tabs.length > 0 && <TabBar tabs={tabs} />
 */
export function useExtensions<TSlot extends SlotName>(
  slot: TSlot,
): ReadonlyArray<PorticoSlots[TSlot] & { pluginId: string }> {
  const { portico } = usePorticoContext('useExtensions')
  // A flag change re-renders through useFlags, deferred plugin parts registered later through the
  // registrations' version; the selection then runs again.
  useFlags()
  useStore(portico.registrations, (state) => state.version)
  return useWalletState(() => portico.extensions.list(slot, portico.enabledContext()))
}

/**
 * Whether a view is registered and enabled (its `enabled` predicate, live: re-run on flag and
 * wallet state changes).
 *
 * @example
 * const canSwap = useViewEnabled('Swap')
 */
export function useViewEnabled(id: string): boolean {
  const { portico } = usePorticoContext('useViewEnabled')
  useFlags()
  useStore(portico.registrations, (state) => state.version)
  return useWalletState(() => portico.views.isEnabled(id))
}
