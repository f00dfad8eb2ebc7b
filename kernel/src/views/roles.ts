/**
 * The places of the modal the kernel routes to by role, never by a view's id: a view claims a
 * role when it registers (`roles: [VIEW_ROLES.account]`) and the kernel asks the view registry
 * which view plays it. So the kernel names no plugin's view, and an app or plugin that brings its
 * own Connect, Account or basic connecting view only claims the role.
 */
export const VIEW_ROLES = Object.freeze({
  /** The first view while nothing is connected (spec 2). */
  connect: 'connect',
  /** The first view while a wallet is connected. */
  account: 'account',
  /** The first view on desktop when no chain plugin is composed or WalletConnect is in manual control. */
  basicConnecting: 'connecting.basic',
  /** The first view on mobile in the same case: the list of every wallet. */
  mobileWalletList: 'wallets.mobile',
  /** Confirms a network switch (forced confirmation, embedded wallet). Data: `{ network }`. */
  switchNetwork: 'network.switch',
  /** Another namespace is asked for while the active one is connected. Data: `{ network, navigateTo }`. */
  switchActiveChain: 'network.switch-active-chain',
  /** The wallet is on a network the app does not list. */
  unsupportedNetwork: 'network.unsupported',
} as const)

export type ViewRole = (typeof VIEW_ROLES)[keyof typeof VIEW_ROLES]
