// Browser test kit of the playground: its pages built (or a Vite dev server), Chromium, axe-core and
// screenshots. Other engineers' browser tests import from here.
export { type AxeImpact, type AxeViolation, formatViolations, runAxe, seriousViolations } from './axe.js'
export {
  CHROMIUM_ARGS,
  clickClosingWindow,
  collectPageProblems,
  launchChromium,
  type NewPageOptions,
  newPage,
} from './browser.js'
export {
  answerWallet,
  chooseSendToken,
  connectTestWallet,
  type DappSession,
  headerAccountButton,
  headerConnectButton,
  headerNetworkButton,
  isOutsideRequest,
  loadDapp,
  modal,
  modalSettled,
  type OpenDappOptions,
  openAccount,
  openDapp,
  pickWallet,
  sendTokenButton,
  setDappTheme,
  walletPrompt,
  walletRow,
} from './dapp.js'
export { type DappSessions, registerDappSessions } from './dappSessions.js'
export {
  type PlaygroundServer,
  type StartPlaygroundServerOptions,
  startPlaygroundServer,
} from './devServer.js'
export {
  type EmulatorAdmin,
  emulatorAdmin,
  type FaultKind,
  type FaultRoute,
  type RecordedEvent,
} from './emulator.js'
export { type FocusedElement, focused, tabTo } from './focus.js'
export { type LocalChainsControl, localChains, truncatedEther } from './localChains.js'
export {
  connectNamespaceWallet,
  expectSwitchThroughSwitchActiveChain,
  type NamespaceWallet,
} from './namespaces.js'
export { PLAYGROUND_ROOT, SCREENSHOT_DIR } from './paths.js'
export {
  type PlaygroundBuild,
  type StartPlaygroundBuildOptions,
  startPlaygroundBuild,
} from './playgroundBuild.js'
export { saveScreenshot, saveScreenshotsLightAndDark } from './screenshots.js'
export { type HarnessOptions, harnessUrl, openHarness } from './uiHarness.js'
