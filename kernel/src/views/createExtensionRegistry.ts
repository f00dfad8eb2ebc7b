import type { Portico } from '../createPortico.js'
import { DuplicateRegistrationError, KernelFrozenError } from '../errors/kernel.js'
import type { ChainNamespace, Connector } from '../wallet/types.js'
import type { EnabledContext, ViewLoader } from './createViewRegistry.js'

/** The fields every contribution to an extension point has. */
export type ExtensionItem = {
  id: string
  /** Lower comes first; ties keep registration order. */
  order?: number
  enabled?: (context: EnabledContext) => boolean
  load?: ViewLoader
}

/**
 * Extension points (slots) and the shape of what may be contributed to each. Plugins add their
 * own by declaration merging; the ui package declares the account tabs, wallet features and
 * connect sections.
 */
export interface PorticoSlots {
  /**
   * What the modal's first view needs before it can render (loading code, validating wallets
   * already announced), run on intent and on opening, possibly several times: items must be
   * cheap to repeat. Never a request to a hosted service (privacy: that waits for `modal.prefetch`).
   */
  'modal.prepare': ExtensionItem & { run: (portico: Portico) => Promise<void> | void }
  /** Work done when the modal opens (e.g. prefetching the wallet catalogue); gets the running kernel. */
  'modal.prefetch': ExtensionItem & { run: (portico: Portico) => Promise<void> | void }
  /**
   * What connecting a wallet of `namespace` needs (its chain's connect code), run when the
   * visitor shows intent for such a wallet (pointer, touch or focus on its row) and on choosing
   * it, possibly several times: items must be cheap to repeat. Never a hosted request.
   */
  'wallet.prepare': ExtensionItem & {
    namespace: ChainNamespace
    run: (connector: Connector, portico: Portico) => unknown
  }
}

export type SlotName = keyof PorticoSlots & string

export type ExtensionRegistry = {
  contribute<TSlot extends SlotName>(slot: TSlot, item: PorticoSlots[TSlot], pluginId: string): void
  /** Every contribution to a slot, ordered; `context` filters by each item's `enabled`. */
  list<TSlot extends SlotName>(
    slot: TSlot,
    context?: EnabledContext,
  ): Array<PorticoSlots[TSlot] & { pluginId: string }>
  freeze(): void
  /** Accepts registrations again, for a batch of deferred plugin parts (then `freeze()`). */
  open(): void
}

export function createExtensionRegistry(): ExtensionRegistry {
  const slots = new Map<string, Array<ExtensionItem & { pluginId: string }>>()
  let frozen = false
  return {
    contribute(slot, item, pluginId) {
      if (frozen) throw new KernelFrozenError(`a contribution to "${slot}"`, pluginId)
      const items = slots.get(slot) ?? []
      const clash = items.find((existing) => existing.id === item.id)
      if (clash) throw new DuplicateRegistrationError(`Contribution to ${slot}`, item.id, clash.pluginId)
      items.push({ ...item, pluginId })
      slots.set(slot, items)
    },
    list(slot, context) {
      const items = (slots.get(slot) ?? [])
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => !context || !item.enabled || item.enabled(context))
        .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.index - b.index)
      return items.map(({ item }) => item) as never
    },
    freeze() {
      frozen = true
    },
    open() {
      frozen = false
    },
  }
}
