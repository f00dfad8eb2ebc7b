// @portico/plugin-siwx: Sign in with X. Explicit named exports.
export {
  SiwxInitializationError,
  SiwxNotEnabledError,
  SiwxServerError,
  SiwxVerificationError,
} from '../core/errors.js'
export type { NamespaceVerifier } from '../core/verifySession.js'
export { InvalidSiwxOptionsError, type SiwxOptions } from '../options.js'
export { siwx } from '../plugin.js'
export { type SiwxServiceHandle, siwxTokens } from '../tokens.js'
export type {
  Cacao,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageIdentifier,
  SIWXMessageInput,
  SIWXMessageMetadata,
  SIWXSession,
  SIWXTimestamp,
  SiwxConnectHook,
} from '../types.js'
