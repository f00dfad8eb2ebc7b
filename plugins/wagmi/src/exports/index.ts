// @portico/wagmi: Portico's modal and connectors for apps built on wagmi.
export { bridgeWagmi } from '../core/bridge.js'
export { type Eip155Snapshot, readEip155 } from '../core/eip155State.js'
export { networksFromWagmi } from '../core/networks.js'
export {
  PORTICO_CONNECTOR_TYPE,
  type PorticoConnectorProperties,
  porticoConnector,
} from '../core/porticoConnector.js'
export { type WagmiAdapterOptions, wagmiAdapter } from '../plugin.js'
export { VERSION } from '../version.js'
