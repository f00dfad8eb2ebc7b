import { type Connector, type Logger, loadOnce } from '@portico/kernel'
import type { DiscoveryTarget } from '../types.js'

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

type Parser = typeof import('./parseAnnouncement.js')

export type WatchAnnouncedProvidersParameters = {
  target: DiscoveryTarget
  /** Called once per valid announcement; a wallet may announce again (same rdns, same connector id). */
  onConnector: (connector: Connector) => void
  log?: Pick<Logger, 'warn'> | undefined
  /** Stops listening when aborted. */
  signal?: AbortSignal | undefined
  /** Loads the validating parser; default the lazy `parseAnnouncement` module. */
  loadParser?: () => Promise<Parser>
}

export type AnnouncedProviders = {
  /**
   * Validates the announcements collected so far and offers them as connectors; from then on
   * new ones are validated as they arrive. Call it when the wallet list is needed.
   */
  flush(): Promise<void>
  stop(): void
}

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider`, then dispatches
 * `eip6963:requestProvider` so wallets loaded earlier announce themselves. Announcements are kept
 * as they come and validated on `flush()` (the modal opening, a stored connection needing its
 * wallet), so no validation code loads before it is needed. Each valid one becomes an ANNOUNCED
 * connector whose id is the wallet's rdns, so several wallets stay separate and a repeated
 * announcement replaces its own entry; invalid ones are ignored with a warning.
 *
 * @example
 * const discovery = watchAnnouncedProviders({ target: window, onConnector: portico.wallet.addConnector })
 * await discovery.flush() // when the wallet list opens
 */
export function watchAnnouncedProviders({
  target,
  onConnector,
  log,
  signal,
  loadParser = () => import('./parseAnnouncement.js'),
}: WatchAnnouncedProvidersParameters): AnnouncedProviders {
  const pending: unknown[] = []
  const parser = loadOnce(loadParser)

  const offer = (detail: unknown) => {
    const connector = parser.peek()?.parseAnnouncement(detail, log)
    if (connector) onConnector(connector)
  }
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (parser.peek()) offer(detail)
    else pending.push(detail)
  }
  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce, signal ? { signal } : undefined)
  target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))

  return {
    async flush() {
      await parser.load()
      for (const detail of pending.splice(0)) offer(detail)
    },
    stop() {
      target.removeEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
      pending.length = 0
    },
  }
}
