export { REAL_SUPPORTED_CHAINS } from './chains'
export type { EmulatorSettings, RemoteFeature, SettingsPatch } from './config-state'
export { FEATURE_IDS } from './config-state'
export type { RecordedEvent, RecordedRequest } from './context'
export type { ActiveFault, Fault, FaultRegistry } from './faults'
export { DEFAULT_FAULT_DELAY_MS } from './faults'
export { ASSET_IMAGES } from './fixtures/images'
export { CURRENCIES, DEFAULT_USD_PRICES } from './fixtures/prices'
export type { SyntheticAccount } from './fixtures/synthetic'
export type { WcWallet } from './fixtures/wallets'
export {
  generateWalletCatalogue,
  TEST_WALLET_RDNS,
  TEST_WALLET_TWO_RDNS,
  walletIdFor,
} from './fixtures/wallets'
export { HISTORY_PAGE_SIZE } from './handlers/account'
export type { FaultRoute, RouteName } from './routes'
export { ROUTE_NAMES } from './routes'
export type { ApiEmulator, ApiEmulatorOptions } from './server'
export { API_EMULATOR_NAME, startApiEmulator } from './server'
