// Everything the modal's first open needs, in one module: the shell, the core views a visitor
// usually meets first and their English texts. One dynamic import target lets a bundler emit one
// chunk for it, so the first open fetches a few files in one round instead of ~20 small ones
// (browsers fetch at most six at a time from one HTTP/1.1 host, and starting each costs the main
// thread about a millisecond). The toasts come with it: they share the shell's icons and mostly
// follow a modal action, and so does the catalogue client. AllWallets stays apart (it carries the
// list virtualiser and is reached only from Connect, with a project id); see allWalletsBundle.ts.
import Account from '../views/Account.js'
import Connect from '../views/Connect.js'
import ConnectingExternal from '../views/ConnectingExternal.js'
import ProfileWallets from '../views/ProfileWallets.js'
import SwitchActiveChain from '../views/SwitchActiveChain.js'
import SwitchNetwork from '../views/SwitchNetwork.js'
import UnsupportedChain from '../views/UnsupportedChain.js'

export { prefetchCatalogue } from '../views/catalogue/catalogueService.js'
export { default as viewMessages } from '../views/locales/en.js'
export { default as ModalRoot } from './ModalRoot.js'
export { default as ToastRegion } from './ToastRegion.js'

/** The core views that load with the shell, by view id. */
export const bundledViews = {
  Account,
  Connect,
  ConnectingExternal,
  ProfileWallets,
  SwitchActiveChain,
  SwitchNetwork,
  UnsupportedChain,
}
