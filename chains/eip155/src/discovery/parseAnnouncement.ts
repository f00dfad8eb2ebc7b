// The validation half of EIP-6963 discovery. Announcements are external input from other scripts
// on the page, so they are parsed with zod; this module loads when the modal first opens (or when
// a stored connection needs its wallet), keeping validation code out of the first paint.
import type { Connector, Logger } from '@portico/kernel'
import * as z from 'zod/mini'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../types.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'

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

/**
 * The connector of a valid announcement, or undefined (with a warning) for an invalid one.
 *
 * @example
 * parseAnnouncement(event.detail, log) // { id: 'io.metamask', type: 'ANNOUNCED', … } | undefined
 */
export function parseAnnouncement(detail: unknown, log?: Pick<Logger, 'warn'>): Connector | undefined {
  // jitless: a page announces a handful of wallets, each parsed once, so zod's compiled fast path
  // for objects (generated with `new Function` on the first parse) would cost more than it saves.
  const parsed = announcementSchema.safeParse(detail, { jitless: true })
  if (parsed.success) return toAnnouncedConnector(parsed.data)
  log?.warn('Ignored an invalid EIP-6963 wallet announcement', {
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  })
  return undefined
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
