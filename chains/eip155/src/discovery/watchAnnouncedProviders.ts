import type { Connector, Logger } from '@portico/kernel'
import * as z from 'zod/mini'
import type { DiscoveryTarget, Eip1193Provider, Eip6963ProviderDetail } from '../types.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

/** EIP-6963 announcement: icons must be data URIs (RFC 2397), rdns reverse-DNS, provider EIP-1193. */
const announcementSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1), z.maxLength(128)),
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    icon: z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i)),
    rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)),
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider),
})

export type WatchAnnouncedProvidersParameters = {
  target: DiscoveryTarget
  /** Called once per valid announcement; a wallet may announce again (same rdns, same connector id). */
  onConnector: (connector: Connector) => void
  log?: Pick<Logger, 'warn'> | undefined
  /** Stops listening when aborted. */
  signal?: AbortSignal | undefined
}

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider`, then dispatches
 * `eip6963:requestProvider` so wallets loaded earlier announce themselves. Each valid announcement
 * becomes an ANNOUNCED connector whose id is the wallet's rdns, so several wallets stay separate
 * and a repeated announcement replaces its own entry. Invalid announcements are ignored with a
 * warning. Returns a function that stops listening.
 *
 * @example
 * const stop = watchAnnouncedProviders({ target: window, onConnector: (c) => portico.wallet.addConnector(c) })
 */
export function watchAnnouncedProviders({
  target,
  onConnector,
  log,
  signal,
}: WatchAnnouncedProvidersParameters): () => void {
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    const parsed = announcementSchema.safeParse(detail)
    if (!parsed.success) {
      log?.warn('Ignored an invalid EIP-6963 wallet announcement', {
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      })
      return
    }
    onConnector(toAnnouncedConnector(parsed.data))
  }
  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce, signal ? { signal } : undefined)
  target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
  return () => target.removeEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
}

/**
 * The connector of an announced wallet: type ANNOUNCED, id and rdns from the announcement, its
 * icon as image.
 *
 * @example
 * toAnnouncedConnector({ info: { uuid, name: 'MetaMask', icon, rdns: 'io.metamask' }, provider })
 * // { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', imageUrl: icon, rdns: 'io.metamask', … }
 */
export function toAnnouncedConnector({ info, provider }: Eip6963ProviderDetail): Connector {
  return {
    id: info.rdns,
    type: 'ANNOUNCED',
    name: info.name,
    imageUrl: info.icon,
    rdns: info.rdns,
    chain: 'eip155',
    chains: ['eip155'],
    provider,
  }
}
