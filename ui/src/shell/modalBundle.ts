// Everything the modal's first open needs, in one module: the shell, the core views a visitor
// usually meets first and their English texts. One dynamic import target lets a bundler emit one
// chunk for it, so the first open fetches a few files in one round instead of ~20 small ones
// (browsers fetch at most six at a time from one HTTP/1.1 host, and starting each costs the main
// thread about a millisecond). The toasts come with it: they share the shell's icons and mostly
// follow a modal action, and so does the catalogue client. AllWallets stays apart (it carries the
// list virtualiser and is reached only from Connect, with a project id); see allWalletsBundle.ts.
export { default as Account } from '../views/Account.js'
export { default as Connect } from '../views/Connect.js'
export { default as ConnectingExternal } from '../views/ConnectingExternal.js'
export { prefetchCatalogue } from '../views/catalogue/catalogueService.js'
export { default as viewMessages } from '../views/locales/en.js'
export { default as ProfileWallets } from '../views/ProfileWallets.js'
export { default as SwitchActiveChain } from '../views/SwitchActiveChain.js'
export { default as SwitchNetwork } from '../views/SwitchNetwork.js'
export { default as UnsupportedChain } from '../views/UnsupportedChain.js'
export { default as ModalRoot } from './ModalRoot.js'
export { default as ToastRegion } from './ToastRegion.js'
