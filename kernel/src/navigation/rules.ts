// The navigation rules of spec section 2, as pure decisions over a snapshot of the wallet and the
// modal. The modal, its router and the wallet's switch flow ask these; none of them writes a rule
// of its own, so each rule is written once and tested as a table (rules.test.ts). The rules of a
// network switch are in `switchRules.ts`, which loads with the wallet flows; the rule of a wallet
// list's pick is in `connectionRules.ts`, which loads with the lists. Positional
// arguments: these load before the first click, where every property name costs bytes.
import { VIEW_ROLES, type ViewRole } from '../views/roles.js'
import type { ChainNamespace } from '../wallet/types.js'

/** What the rules need to know about the wallet. */
export type ConnectionSnapshot = {
  activeNamespace: ChainNamespace | undefined
  isConnected(namespace?: ChainNamespace): boolean
}

/**
 * Asking for another namespace whose wallet is not connected while the active one is connected
 * goes to SwitchActiveChain (from a network list, and when the modal opens for a namespace).
 */
export function needsSwitchActiveChain(wallet: ConnectionSnapshot, namespace: ChainNamespace): boolean {
  const active = wallet.activeNamespace
  return Boolean(
    active && namespace !== active && wallet.isConnected(active) && !wallet.isConnected(namespace),
  )
}

/** The home view: Account while connected, else Connect (the router lands on it going back to Connect). */
export const homeRole = (connected: boolean): ViewRole =>
  connected ? VIEW_ROLES.account : VIEW_ROLES.connect

/**
 * The view `open()` shows without a view given: home, except that with no chain plugin or in
 * manual WalletConnect control a disconnected visitor gets the basic connecting view (desktop)
 * or the list of every wallet (mobile).
 */
export function openingRole(
  connected: boolean,
  hasChainAdapters: boolean,
  manualControl: boolean,
  mobile: boolean,
): ViewRole {
  if (connected || (hasChainAdapters && !manualControl)) return homeRole(connected)
  return mobile ? VIEW_ROLES.mobileWalletList : VIEW_ROLES.basicConnecting
}

/** Where closing leaves the router: Connect; an embedded modal stays on screen on its home view. */
export const closingRole = (connected: boolean, embedded: boolean): ViewRole =>
  embedded ? homeRole(connected) : VIEW_ROLES.connect

/**
 * The roles of the views that list wallets to connect. The basic connecting view is not one: it
 * shows its own pairing and closes the modal when that pairing connects.
 */
const WALLET_LIST_ROLES: readonly ViewRole[] = [VIEW_ROLES.connect, VIEW_ROLES.mobileWalletList]

/**
 * A connection completing while a wallet list shows (a restore, or a wallet the app connected
 * itself) moves the modal on to Account, as going back to Connect while connected does (issue 25):
 * the list must not stay up for a visitor who is already connected.
 */
export const followsConnection = (view: string, forRole: (role: ViewRole) => string | undefined): boolean =>
  WALLET_LIST_ROLES.some((role) => forRole(role) === view)
