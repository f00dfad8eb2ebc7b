import { createToken } from '@portico/kernel'
import type { SwapServiceHandle } from './serviceHandle.js'

/** Public services of the swap plugin: `await portico.resolve(swapPluginTokens.service).load()`. */
export const swapPluginTokens = {
  service: createToken<SwapServiceHandle>('swap.service'),
}
