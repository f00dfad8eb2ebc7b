import type { Connector } from '@portico/kernel'
import type { DiscoveryTarget, Eip1193Provider } from '../types.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'

/** The id of the legacy injected connector. */
export const INJECTED_CONNECTOR_ID = 'injected'
/** MetaMask's event for a provider injected after the page's scripts ran. */
const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

/**
 * The legacy `window.ethereum` provider as the 'Browser Wallet' connector: type INJECTED, no rdns
 * and no catalogue id, so the wallet list hides it unless it is the only way in (spec 5).
 *
 * @example
 * toInjectedConnector(window.ethereum) // { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', … }
 */
export function toInjectedConnector(provider: Eip1193Provider): Connector {
  return { id: INJECTED_CONNECTOR_ID, type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155', provider }
}

/**
 * Offers `target.ethereum` as the injected connector, now or when a late wallet fires
 * `ethereum#initialized`. Returns a function that stops waiting.
 *
 * @example
 * const stop = watchInjectedProvider({ target: window, onConnector: (c) => portico.wallet.addConnector(c) })
 */
export function watchInjectedProvider({
  target,
  onConnector,
  signal,
}: {
  target: DiscoveryTarget
  onConnector: (connector: Connector) => void
  signal?: AbortSignal | undefined
}): () => void {
  const offer = () => {
    if (isEip1193Provider(target.ethereum)) onConnector(toInjectedConnector(target.ethereum))
  }
  offer()
  target.addEventListener(ETHEREUM_INITIALIZED_EVENT, offer, signal ? { signal, once: true } : { once: true })
  return () => target.removeEventListener(ETHEREUM_INITIALIZED_EVENT, offer)
}
