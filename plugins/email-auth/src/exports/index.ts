// @portico/plugin-email-auth: the embedded wallet by e-mail. The frame protocol's names and schemas
// are also served from `@portico/plugin-email-auth/protocol`.
export { FRAME_TIMING, RPC_NOT_ALLOWED, rpcMethodKind } from './protocol.js'
