// Bundled by exports/bundle.test.ts: an app that imports one network.
export { osmosis } from '../../exports/networks.js'
