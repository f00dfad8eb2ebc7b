import type { LoadOnce } from '@portico/kernel'
import type { SendService } from './core/createSendService.js'

/**
 * What `sendPluginTokens.service` resolves to: a small handle loaded with the plugin entry
 * (`loadOnce`). The send core (zod, validation, fee and profile logic) is imported on the first
 * `load()`, i.e. when the Send view opens, so an app that never sends never downloads it.
 */
export type SendServiceHandle = LoadOnce<SendService>
