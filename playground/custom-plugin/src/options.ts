import { HelloOptionsError } from './core/errors.js'

export type HelloOptions = {
  /** The word the greeting starts with (1 to 24 characters). Default 'Hello'. */
  salutation?: string
}

export type CheckedHelloOptions = Required<HelloOptions>

/**
 * Checks the app's options when it composes the plugin, so a mistake fails at once with a named
 * error. They are the app's own typed values, not external input: a small predicate does (no
 * validation library before the first click).
 */
export function checkHelloOptions(options: HelloOptions): CheckedHelloOptions {
  const salutation = options.salutation ?? 'Hello'
  if (typeof salutation !== 'string' || salutation.trim().length === 0 || salutation.length > 24)
    throw new HelloOptionsError(salutation)
  return { salutation }
}
