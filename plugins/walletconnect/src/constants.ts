/** The plugin's id in a kernel. */
export const WALLETCONNECT_PLUGIN_ID = 'walletconnect'

/** The id of the WalletConnect connector in the kernel's connector list. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The spec's view ids (section 2) this plugin registers. */
export const WALLETCONNECT_VIEWS = {
  connecting: 'ConnectingWalletConnect',
  basic: 'ConnectingWalletConnectBasic',
} as const

/** A pairing URI lives 4 minutes; under 10 s left it counts as expired and a new one is made (spec 9). */
export const PAIRING_EXPIRY = { lifetimeMs: 4 * 60_000, expiredBelowMs: 10_000 } as const

/** A WalletConnect-style mark (a blue tile with the two arcs), inline so the Connect list needs no image request. */
const WALLETCONNECT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396FF"/>' +
  '<path fill="#fff" d="M12.2 15.4c4.3-4.2 11.3-4.2 15.6 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7' +
  'c-3-2.9-7.9-2.9-10.9 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8zm19.3 3.6 1.6 1.5a.5.5 0 0 1 0 .8l-7.1 6.9' +
  'a.6.6 0 0 1-.8 0l-5-4.9a.1.1 0 0 0-.2 0l-5 4.9a.6.6 0 0 1-.8 0l-7.1-6.9a.5.5 0 0 1 0-.8l1.6-1.5a.6.6 0 0 1 .8 0' +
  'l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0z"/></svg>'

export const WALLETCONNECT_ICON = `data:image/svg+xml,${encodeURIComponent(WALLETCONNECT_SVG)}`
