// Bundled by exports/bundle.test.ts: what an app that composes the plugin imports.
export { polkadot } from '../../exports/index.js'
