import { createToken } from '@portico/kernel'
import type { OnrampServiceHandle } from './serviceHandle.js'

/** Public services of the on-ramp plugin: `await portico.resolve(onrampPluginTokens.service).load()`. */
export const onrampPluginTokens = {
  service: createToken<OnrampServiceHandle>('onramp.service'),
}
