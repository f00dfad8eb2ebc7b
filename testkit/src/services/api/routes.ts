/** Names of the emulated routes; used by fault injection and the request log. */
export const ROUTE_NAMES = [
  'balance',
  'history',
  'identity',
  'price',
  'gas-price',
  'supported-chains',
  'wallets',
  'wallet-image',
  'asset-image',
  'token-image',
  'currency-image',
  'config',
  'origins',
  'analytics-config',
  'project-limits',
  'analytics',
  'convert-tokens',
  'convert-quotes',
  'convert-allowance',
  'convert-build-approve',
  'convert-build-transaction',
  'onramp-options',
  'onramp-quote',
  'onramp-url',
  'auth-nonce',
  'auth-authenticate',
  'auth-me',
  'auth-sign-out',
  'profile-account',
  'profile-reverse',
  'profile-suggestions',
  'profile-register',
  'sessions-list',
  'sessions-create',
  'sessions-activate',
  'sessions-revoke',
] as const

export type RouteName = (typeof ROUTE_NAMES)[number]

/** A fault route is a route name or `*` for every route. */
export type FaultRoute = RouteName | '*'
