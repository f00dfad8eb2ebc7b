// @portico/testkit: Portico's offline test network and test wallets, for our tests and an app's own.
// Node side; the browser helpers are at `@portico/testkit/playwright/index`.
export {
  type Devnet,
  type DevnetFault,
  type DevnetFunding,
  type StartDevnetOptions,
  startDevnet,
} from './devnet/startDevnet'
export { DEV_ACCOUNTS, PNFT_COLLECTION, PTT_TOKEN } from './services/chains/constants'
export type {
  PlaygroundChain as DevnetChain,
  PlaygroundServices as DevnetInfo,
} from './services/playgroundServices'
export { type InitScriptChain, testWalletInitScript } from './test-wallet/initScript'
