/**
 * The catalogue of user-facing texts of spec section 8 (and the validation texts of section 5),
 * each exactly once. Every error and toast takes its text from here; views may translate them by
 * export name. Named exports keep unused texts out of the bundle.
 */

export {
  addNetworkRejected,
  chainAdapterNotFound,
  connectionRejected,
  failedToConnect,
  failedToDisconnect,
  failedToSwitchChain,
  networkSwitchRejected,
  noConnectorFoundForConnection,
  unsupportedChain,
} from './connectionMessages.js'
export {
  adapterNeedsNamespace,
  anErrorOccurred,
  invalidCaip2NetworkId,
  invalidCaip10Address,
  invalidCaipAddress,
  invalidConnectionStatus,
  unknownError,
} from './coreMessages.js'
export * from './flowMessages.js'
