import type { LoadOnce } from '@portico/kernel'
import type { OnrampService } from './core/createOnrampService.js'

/** What `onrampPluginTokens.service` resolves to: the kernel's `loadOnce`; the core loads on the first `load()` (the Buy view). */
export type OnrampServiceHandle = LoadOnce<OnrampService>
