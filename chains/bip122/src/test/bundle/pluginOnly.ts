// Bundled by exports/bundle.test.ts: what an app that composes the plugin imports.
export { bip122 } from '../../exports/index.js'
