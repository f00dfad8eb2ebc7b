// Bundled by exports/bundle.test.ts: what an app that composes the plugin imports.
export { solana } from '../../exports/index.js'
