import * as z from 'zod/mini'

/**
 * Spec 5: e-mails in embedded-wallet payloads must be valid. Its own module: the e-mail field of
 * Connect checks with it, and the frame protocol's schemas load only with the runtime.
 */
export const emailSchema = z.email()
