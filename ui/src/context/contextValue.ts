import type { Portico } from '@portico/kernel'
import { createServerSnapshots } from '../ssr/serverSnapshots.js'
import { liveParts } from './liveParts.js'
import type { EntryFocusHandoff, PorticoContextValue } from './PorticoContext.js'

/** The provider's value for an instance (given, or loaded). */
export function createContextValue(
  portico: Portico,
  scopeId: string,
  handoff: EntryFocusHandoff = { focus: false },
): PorticoContextValue {
  return {
    portico,
    scopeId,
    server: createServerSnapshots(portico),
    modules: new Map(),
    handoff,
    prepared: { done: false },
    parts: liveParts(portico),
  }
}
