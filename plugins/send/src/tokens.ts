import { createToken } from '@portico/kernel'
import type { SendServiceHandle } from './serviceHandle.js'

/**
 * Public services of the send plugin: `await portico.resolve(sendPluginTokens.service).load()`
 * gives the send form of that kernel (e.g. to prefill it from a host page).
 */
export const sendPluginTokens = {
  service: createToken<SendServiceHandle>('send.service'),
}
