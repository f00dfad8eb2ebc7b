// Bundled by exports/bundle.test.ts: what an app that composes the plugin imports.
export { cosmos } from '../../exports/index.js'
