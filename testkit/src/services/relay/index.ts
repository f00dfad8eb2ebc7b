export type { RelaySnapshot } from './persist.js'
export { JSON_RPC_ERRORS, TAGS } from './protocol.js'
export {
  RELAY_DEFAULTS,
  RELAY_PORT_ENV,
  type Relay,
  type RelayOptions,
  type RelayStats,
  startRelay,
} from './server.js'
