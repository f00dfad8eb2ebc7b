import { use } from 'react'
import { PorticoClientOnlyError, PorticoProviderMissingError } from './errors.js'
import { PendingPorticoContext } from './PendingPortico.js'
import { PorticoContext, type PorticoContextValue } from './PorticoContext.js'

/**
 * The provider's value; throws a named error outside `<PorticoProvider>`. Under a provider that
 * loads its instance it starts the load and suspends until the instance is there, also across a
 * failed load (and reads the settled load on every later render too: React wants the same use()
 * calls once resumed). On the server it never loads the instance (the loader's module is the
 * browser's: it may read the page): it throws a `PorticoClientOnlyError`, so the nearest
 * `<Suspense>` boundary is rendered by the browser.
 */
export function usePorticoContext(hook = 'usePortico'): PorticoContextValue {
  const value = use(PorticoContext)
  const pending = use(PendingPorticoContext)
  if (pending) {
    if (!value && isServer()) throw new PorticoClientOnlyError(hook)
    const loaded = use(pending.ready())
    return value ?? loaded
  }
  if (value) return value
  throw new PorticoProviderMissingError(hook)
}

/** No window: a server render (Node, a worker or an edge runtime), where the instance never loads. */
function isServer(): boolean {
  return typeof window === 'undefined'
}
