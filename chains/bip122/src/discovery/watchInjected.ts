import type { Connector } from '@portico/kernel'
import type { DiscoveryTarget } from '../types.js'

export const UNISAT_CONNECTOR_ID = 'unisat'

/**
 * The legacy injected provider (`window.unisat`, the shape most Bitcoin extensions inject) as an
 * INJECTED connector, when the page has one. Checked once at start and again when the page has
 * loaded (extensions inject late).
 */
export function watchInjected({
  target,
  onConnector,
  signal,
}: {
  target: DiscoveryTarget
  onConnector: (connector: Connector) => void
  signal?: AbortSignal | undefined
}): () => void {
  let offered = false
  const check = () => {
    const provider = target.unisat
    if (offered || typeof provider !== 'object' || provider === null) return
    offered = true
    onConnector({
      id: UNISAT_CONNECTOR_ID,
      type: 'INJECTED',
      name: 'UniSat Wallet',
      chain: 'bip122',
      provider,
    })
  }
  check()
  target.addEventListener('load', check, { once: true })
  const stop = () => target.removeEventListener('load', check)
  signal?.addEventListener('abort', stop, { once: true })
  return stop
}
