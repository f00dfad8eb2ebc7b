import type { Portico } from '@portico/kernel'
import { liveParts } from './liveParts.js'
import type { EntryFocusHandoff, PorticoContextValue } from './PorticoContext.js'

/** The provider's value for an instance (given, or loaded). */
export function createContextValue(
  portico: Portico,
  scopeId: string,
  handoff: EntryFocusHandoff = { focus: false },
): PorticoContextValue {
  const parts = liveParts(portico)
  return { portico, scopeId, server: parts.serverSnapshots(portico), modules: new Map(), handoff, parts }
}
