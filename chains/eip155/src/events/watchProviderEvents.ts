import type { Logger } from '@portico/kernel'
import { type Address, accountsSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'
import { parseChainId } from '../utils/chainId.js'

export type WatchProviderEventsParameters = {
  provider: Eip1193Provider
  onAccountsChanged: (accounts: Address[]) => void
  onChainChanged: (chainId: number) => void
  onDisconnect: (error: unknown) => void
  log?: Pick<Logger, 'warn'> | undefined
}

/**
 * Subscribes to a wallet's EIP-1193 `accountsChanged`, `chainChanged` and `disconnect` events,
 * validating what they carry (malformed payloads are dropped with a warning). Returns the
 * unsubscribe function; providers without `on` / `removeListener` are simply not watched.
 *
 * @example
 * const unwatch = watchProviderEvents({ provider, onAccountsChanged, onChainChanged, onDisconnect })
 */
export function watchProviderEvents({
  provider,
  onAccountsChanged,
  onChainChanged,
  onDisconnect,
  log,
}: WatchProviderEventsParameters): () => void {
  const { on, removeListener } = provider
  if (typeof on !== 'function' || typeof removeListener !== 'function') return () => {}
  const accountsChanged = (accounts: unknown) => {
    const parsed = accountsSchema.safeParse(accounts)
    if (parsed.success) onAccountsChanged(parsed.data)
    else log?.warn('Ignored a malformed accountsChanged event', accounts)
  }
  const chainChanged = (chainId: unknown) => {
    const parsed = parseChainId(chainId)
    if (parsed !== undefined) onChainChanged(parsed)
    else log?.warn('Ignored a malformed chainChanged event', chainId)
  }
  const disconnect = (error: unknown) => onDisconnect(error)
  on.call(provider, 'accountsChanged', accountsChanged)
  on.call(provider, 'chainChanged', chainChanged)
  on.call(provider, 'disconnect', disconnect)
  return () => {
    removeListener.call(provider, 'accountsChanged', accountsChanged)
    removeListener.call(provider, 'chainChanged', chainChanged)
    removeListener.call(provider, 'disconnect', disconnect)
  }
}
