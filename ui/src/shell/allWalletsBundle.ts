// AllWallets, with the modal bundle as a static dependency. What AllWallets shares with the other
// core views (list rows, images, the catalogue client) then belongs to the modal bundle's chunk
// instead of chunks of their own that the first open would fetch separately.
export { default as AllWallets } from '../views/AllWallets.js'
export * from './modalBundle.js'
