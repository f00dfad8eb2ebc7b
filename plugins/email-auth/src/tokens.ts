import { createToken } from '@portico/kernel'
import type { EmailAuthHandle } from './handle.js'

export const emailAuthTokens = {
  /** The runtime's handle: views `await resolve(emailAuthTokens.handle).load()`. */
  handle: createToken<EmailAuthHandle>('email-auth.handle'),
}
