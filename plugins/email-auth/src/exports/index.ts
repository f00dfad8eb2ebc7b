// @portico/plugin-email-auth: the embedded wallet by e-mail. Only the factory and small constants
// load with this entry; the frame, the flows and the views load on first use. The frame protocol's
// names and schemas are served from `@portico/plugin-email-auth/protocol`.
export type { EmailAuthRuntime } from '../core/runtime.js'
export type { EmailAuthHandle } from '../handle.js'
export { EMAIL_AUTH_CONNECTOR_ID, type EmailAuthOptions, emailAuth } from '../plugin.js'
export { emailAuthTokens } from '../tokens.js'
