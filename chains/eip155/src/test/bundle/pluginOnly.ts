// Bundled by exports/bundle.test.ts: what an app that composes the plugin imports.
export { eip155 } from '../../exports/index.js'
