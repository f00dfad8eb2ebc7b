// @portico/plugin-send: send and receive. Only the factory, the service token and types load with
// this entry; the send logic loads when the Send view opens.
export type { TokenBalancesSource } from '../core/balancesSource.js'
export type { SendService, SendServiceOptions } from '../core/createSendService.js'
export type { SendAccountMissingError, SendValidationError } from '../core/errors.js'
export type { ReceiverProfile } from '../core/identity.js'
export type { NetworkFee, SendState } from '../core/sendState.js'
export type { SendField, SendIssue, SendIssueCode } from '../core/validation.js'
export { isSendNamespace, SEND_NAMESPACES } from '../namespaces.js'
export { InvalidSendOptionsError, type SendOptions } from '../options.js'
export { send } from '../plugin.js'
export type { SendServiceHandle } from '../serviceHandle.js'
export { sendPluginTokens } from '../tokens.js'
