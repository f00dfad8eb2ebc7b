import { createToken, type LoadOnce } from '@portico/kernel'
import type { SmartSessionsService } from './core/createSmartSessionsService.js'

/** Public services of the smart-sessions plugin: `await portico.resolve(smartSessionsTokens.service).load()`. */
export const smartSessionsTokens = {
  service: createToken<LoadOnce<SmartSessionsService>>('smart-sessions.service'),
}
