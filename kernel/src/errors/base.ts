import { PACKAGE_VERSION } from '../version.js'
import { anErrorOccurred, unknownError } from './coreMessages.js'

export type PorticoErrorParameters = {
  /** Extra lines shown under the short message ("Plugin: send", "Expected: ^1"). */
  metaMessages?: string[] | undefined
  /** The error that caused this one; its message becomes `details` unless given. */
  cause?: unknown
  /** A technical detail; defaults to the cause's message. */
  details?: string | undefined
  /** Numeric EIP-1193 / JSON-RPC code where one applies. */
  code?: number | undefined
}

/**
 * The base of every error Portico throws.
 *
 * `shortMessage` is the one human sentence a view can show (every user-facing text comes from the
 * catalogue in `messages.ts`); `message` adds the meta lines, details and version for developers.
 * Callers narrow on the literal `name`, not `instanceof`, so two copies of the package still work.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  readonly code: number | undefined
  readonly version = PACKAGE_VERSION

  constructor(shortMessage: string, parameters: PorticoErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof PorticoError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const lines = [
      shortMessage || anErrorOccurred,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      `Version: @portico/kernel@${PACKAGE_VERSION}`,
    ]
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.code = parameters.code
  }

  /** Follows the cause chain and returns the deepest error, or the first one `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

function walkCauses(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  let current: unknown = error
  const seen = new Set<unknown>()
  while (current && !seen.has(current)) {
    seen.add(current)
    if (predicate?.(current)) return current
    const next = (current as { cause?: unknown }).cause
    if (next === undefined || next === null) return predicate ? null : current
    current = next
  }
  return predicate ? null : current
}

/** The short, user-facing text of any thrown value, falling back to the catalogue's 'Unknown error'. */
export function getShortMessage(error: unknown, fallback = unknownError): string {
  if (error instanceof PorticoError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback
}
