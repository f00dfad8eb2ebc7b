// Bundled by exports/bundle.test.ts: an app that imports one network.
export { bitcoin } from '../../exports/networks.js'
