// @portico/kernel/testing: helpers for tests of plugins and apps built on Portico.
export {
  CORE_VIEW_IDS,
  createTestPortico,
  placeholderViews,
  testNetworks,
} from '../testing/createTestPortico.js'
export { type MockChainBehaviour, type MockChainParameters, mockChain } from '../testing/mockChain.js'
export { BROWSER_GLOBALS, trapBrowserGlobals } from '../testing/trapBrowserGlobals.js'
