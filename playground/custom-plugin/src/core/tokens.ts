import { createToken, type LoadOnce } from '@portico/kernel'
import type { Greeter } from './createGreeter.js'

/**
 * What other plugins and the app resolve: `portico.resolve(helloTokens.greeter).load()`. The
 * service itself loads on first use (`loadOnce`), so only this token ships with the page.
 */
export const helloTokens = { greeter: createToken<LoadOnce<Greeter>>('hello.greeter') }
