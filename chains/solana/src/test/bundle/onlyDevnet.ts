// Bundled by exports/bundle.test.ts: an app importing a single network.
export { solanaDevnet } from '../../exports/networks.js'
