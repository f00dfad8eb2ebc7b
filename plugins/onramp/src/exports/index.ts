// @portico/plugin-onramp: buying crypto. Only the factory, the token and types load with this entry.
export type { LimitIssue, OnrampService, OnrampServiceOptions } from '../core/createOnrampService.js'
export type { OnrampProvider } from '../core/providers.js'
export type { OnrampQuote, PaymentCurrency, PurchaseCurrency } from '../core/schemas.js'
export type { OnrampState, PaymentMethod } from '../core/state.js'
export { InvalidOnrampOptionsError, type OnrampOptions, onramp } from '../plugin.js'
export type { OnrampServiceHandle } from '../serviceHandle.js'
export { onrampPluginTokens } from '../tokens.js'
