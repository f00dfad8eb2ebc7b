import { createToken, type LoadOnce } from '@portico/kernel'
import type { NamesService } from './core/createNamesService.js'

/** Loads this kernel's names service on first use (its code and zod load then; a failed load is tried again). */
export type NamesServiceHandle = LoadOnce<NamesService>

/** Public services of the names plugin: `await portico.resolve(namesTokens.service).load()`. */
export const namesTokens = {
  service: createToken<NamesServiceHandle>('names.service'),
}
