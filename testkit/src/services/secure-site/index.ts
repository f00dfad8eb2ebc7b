export type { SecureSiteChain } from './eip155.js'
export { fundOnChains } from './faucet.js'
export type { FaultRequest } from './faults.js'
export { PLAYGROUND_FAUCET_WEI, startPlaygroundSecureSite } from './forPlayground.js'
export type { InboxMessage } from './inbox.js'
export { LOGIN_TEXTS } from './logins.js'
export { LOCAL_ORIGINS } from './origins.js'
export {
  DEFAULT_LIMITS,
  SECURE_SITE_NAME,
  type SecureSite,
  type SecureSiteOptions,
  startSecureSite,
} from './server.js'
