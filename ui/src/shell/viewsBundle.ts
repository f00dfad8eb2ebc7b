// The core views a visitor meets after the first list: Account, the network views, the
// connecting view, the profile's wallets. They load in a second chunk, at idle after the first
// open (the `modal.prefetch` slot) or when one of them is shown first; the first open then fetches
// only the shell, Connect and the texts (see modalBundle.ts).
export { default as Account } from '../views/Account.js'
export { default as ConnectingExternal } from '../views/ConnectingExternal.js'
export { default as ProfileWallets } from '../views/ProfileWallets.js'
export { default as SwitchActiveChain } from '../views/SwitchActiveChain.js'
export { default as SwitchNetwork } from '../views/SwitchNetwork.js'
export { default as UnsupportedChain } from '../views/UnsupportedChain.js'
// With the modal bundle as a static dependency (like allWalletsBundle.ts): what these views share
// with it and with the page's instance then has the same loaders as the rest of ui's shared code,
// so the bundler keeps that code in the instance's chunk instead of a file loaded before the click.
export * from './modalBundle.js'
