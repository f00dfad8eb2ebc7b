import { PorticoError } from '@portico/kernel'
import type { NamespaceVerifier } from './core/verifySession.js'
import type { SIWXConfig } from './types.js'

/** What `siwx(options)` accepts. */
export type SiwxOptions = {
  /**
   * Where sessions live: `'local'` (default) keeps them in this browser, verified here; `'server'`
   * has the sign-in server (`/auth/v1/*` on the catalogue API host) verify and keep them; or the
   * app's own `SIWXConfig`, or a function loading it (so its code loads on first use).
   */
  sessions?: 'local' | 'server' | SIWXConfig | (() => Promise<SIWXConfig>)
  /**
   * Refusing to sign disconnects the wallet, and the modal cannot be closed before signing. A
   * config's own `getRequired()` takes precedence.
   */
  required?: boolean
  /** The sentence the visitor agrees to, shown in the message (one line). */
  statement?: string
  /** Sessions expire this long after signing (built-in sessions). Default: no expiration time. */
  expiresInMs?: number
  /** Sign out when the wallet disconnects (built-in sessions). Default true. */
  signOutOnDisconnect?: boolean
  /**
   * Signature verifiers keyed by namespace, replacing the built-in ones (eip155, solana), for
   * sessions kept in this browser. They refuse any other namespace without one, so the modal asks
   * no sign-in there. The sign-in server (`'server'`) verifies eip155 and solana only.
   */
  verifiers?: Readonly<Record<string, NamespaceVerifier>>
}

/** `siwx(options)` got something it cannot use. */
export class InvalidSiwxOptionsError extends PorticoError {
  override name = 'InvalidSiwxOptionsError' as const
  constructor(problems: readonly string[]) {
    super('The siwx plugin options are invalid.', { metaMessages: [...problems] })
  }
}

// Small predicates, no schema library: this runs with the page.
const is = (type: string) => (v: unknown) => typeof v === type
const checks: Record<keyof SiwxOptions, (value: unknown) => boolean> = {
  sessions: (v) => v === 'local' || v === 'server' || is('function')(v) || (is('object')(v) && v !== null),
  required: is('boolean'),
  statement: (v) => is('string')(v) && !(v as string).includes('\n'),
  expiresInMs: (v) => Number.isSafeInteger(v) && (v as number) > 0,
  signOutOnDisconnect: is('boolean'),
  verifiers: (v) => is('object')(v) && v !== null && Object.values(v as object).every(is('function')),
}

/** Checks the app's options when the plugin is created, so a typo fails at start-up. */
export function checkSiwxOptions(options: unknown): SiwxOptions {
  if (!is('object')(options) || options === null)
    throw new InvalidSiwxOptionsError(['options: expected an object'])
  const problems = Object.entries(options as object)
    .filter(([key, value]) => value !== undefined && !checks[key as keyof SiwxOptions]?.(value))
    .map(([key]) => `${key}: ${key in checks ? 'invalid value (see SiwxOptions)' : 'unknown option'}`)
  if (problems.length) throw new InvalidSiwxOptionsError(problems)
  return options as SiwxOptions
}
