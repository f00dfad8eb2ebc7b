import { HelloOptionsError } from './core/errors.js'

export type HelloOptions = {
  /** The word the greeting starts with (1 to 24 characters). Default 'Hello'. */
  salutation?: string
}

/** The options with their defaults, as the plugin uses them. */
export type ResolvedHelloOptions = Required<HelloOptions>

/** Fills in the defaults; a production build uses the result unchecked. */
export function resolveHelloOptions(options: HelloOptions): ResolvedHelloOptions {
  return { salutation: options.salutation ?? 'Hello' }
}

/**
 * Checks the app's options when it composes the plugin, so a mistake fails at once with a named
 * error. They are the app's own typed values, not external input: a small predicate does (no
 * validation library before the first click), and the plugin calls it only under
 * `developmentChecks`, so production builds drop it.
 *
 * @throws {HelloOptionsError}
 */
export function checkHelloOptions({ salutation }: ResolvedHelloOptions): void {
  if (typeof salutation !== 'string' || salutation.trim().length === 0 || salutation.length > 24)
    throw new HelloOptionsError(salutation)
}
