// Bundled by exports/bundle.test.ts: an app that imports one network.
export { westend } from '../../exports/networks.js'
