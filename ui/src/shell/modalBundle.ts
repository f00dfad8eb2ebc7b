// Everything the modal's first open needs, in one module: the shell, Connect (the view a visitor
// meets first; see coreViewLoader.ts) and the English texts of the shell and the views. One dynamic import target lets a bundler emit one
// chunk for it, so the first open fetches a few files in one round instead of ~20 small ones
// (browsers fetch at most six at a time from one HTTP/1.1 host, and starting each costs the main
// thread about a millisecond). The toasts come with it: they share the shell's icons and mostly
// follow a modal action, and so does the catalogue client. AllWallets stays apart (it carries the
// list virtualiser and is reached only from Connect, with a project id); see allWalletsBundle.ts
// (requested by coreViewLoader.ts, so the page's code does not carry its preload list).
// The other core views load in a second chunk at idle after the first open (viewsBundle.ts).

// The account button's balance hook, which Account (second bundle) uses too. Exported here so it
// is reached by the same chunks as ui's other hooks shared by the page and the bundles: the
// bundler then folds it, and those hooks, into the instance's chunk. Without it, it and the hooks
// under it become a file of their own that the page loads before the click (docs/ENGINEERING.md).
export { useBalanceDisplay } from '../hooks/useBalanceDisplay.js'
export { addModalTexts } from '../locales/modalTexts.js'
export { loadCoreView } from './coreViewLoader.js'
export { default as ModalRoot } from './ModalRoot.js'
export { prefetchModal } from './prefetchModal.js'
export { default as ToastRegion } from './ToastRegion.js'
