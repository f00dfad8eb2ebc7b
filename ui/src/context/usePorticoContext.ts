import { use } from 'react'
import { PorticoProviderMissingError } from './errors.js'
import { PendingPorticoContext } from './PendingPortico.js'
import { PorticoContext, type PorticoContextValue } from './PorticoContext.js'

/**
 * The provider's value; throws a named error outside `<PorticoProvider>`. Under a provider that
 * loads its instance it starts the load and suspends until the instance is there, also across a
 * failed load (and reads the settled load on every later render too: React wants the same use()
 * calls once resumed).
 */
export function usePorticoContext(hook = 'usePortico'): PorticoContextValue {
  const value = use(PorticoContext)
  const pending = use(PendingPorticoContext)
  if (pending) {
    const loaded = use(pending.ready())
    return value ?? loaded
  }
  if (value) return value
  throw new PorticoProviderMissingError(hook)
}
