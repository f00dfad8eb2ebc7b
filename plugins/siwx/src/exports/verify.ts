// @portico/plugin-siwx/verify: the built-in Solana sign-in check on its own, for a sign-in server
// (Node) that verifies the sessions the plugin sends. No React, no kernel state.
export { SiwxVerificationError } from '../core/errors.js'
export { formatMessage } from '../core/formatMessage.js'
export { verifySolanaSession } from '../core/verifySolana.js'
export type { SIWXMessageData, SIWXSession } from '../types.js'
