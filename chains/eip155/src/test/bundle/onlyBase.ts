// Bundled by exports/bundle.test.ts: an app importing a single network.
export { base } from '../../exports/networks.js'
