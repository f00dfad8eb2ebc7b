// @portico/plugin-email-auth/protocol: the frame protocol's names, timings, schemas and RPC lists,
// for a secure-site implementation (the playground's service) and tests.

export { emailSchema } from '../core/emailSchema.js'
export {
  accountSchema,
  type FrameEvent,
  type FrameRequestPayloads,
  type FrameRpcRequest,
  type FrameSocialUser,
  type FrameSuccessPayloads,
  type FrameUser,
  parseFrameEvent,
  requestPayloadSchemas,
  type SiwxMessageWire,
  siwxMessageWireSchema,
  socialUserSchema,
  successPayloadSchemas,
  userSchema,
} from '../core/frameSchemas.js'
export * from '../core/protocol.js'
export * from '../core/rpcMethods.js'
