import { createToken, type LoadOnce } from '@portico/kernel'
import type { SiwxService } from './core/createSiwxService.js'

/** Loads this kernel's sign-in service on first use (its code, and viem with it, load then; a failed load is tried again). */
export type SiwxServiceHandle = LoadOnce<SiwxService>

/**
 * Public services of the siwx plugin: `await portico.resolve(siwxTokens.service).load()` gives the
 * sign-in flow (e.g. `(await service.config()).getSessions(chainId, address)` to read sessions).
 */
export const siwxTokens = {
  service: createToken<SiwxServiceHandle>('siwx.service'),
}
