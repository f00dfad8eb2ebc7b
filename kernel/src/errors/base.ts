import { PACKAGE_VERSION } from '../version.js'
import { anErrorOccurred, unknownError } from './coreMessages.js'

/**
 * The mark every Portico error carries, read by `isPorticoError`/`isRpcError`. `Symbol.for` gives
 * every copy of the kernel in a page the same key, so an error thrown by one copy is recognised
 * by another, where `instanceof` fails. It lives on the prototype: spreading or parsing an error
 * does not copy it.
 */
export const errorMark: unique symbol = Symbol.for('@portico/kernel/error')

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
  /** 'rpc' for RpcError, 'error' for every other Portico error. */
  get [errorMark](): string {
    return 'error'
  }

  constructor(shortMessage: string, parameters: PorticoErrorParameters = {}) {
    const details =
      parameters.details ??
      (isPorticoError(parameters.cause)
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

/**
 * True for an error of any copy of the kernel (narrow on this, not `instanceof PorticoError`).
 *
 * @example
 * isPorticoError(new RpcError(4001)) // true
 * isPorticoError(new Error('x')) // false
 */
export function isPorticoError(value: unknown): value is PorticoError {
  return (value as { [errorMark]?: unknown } | null | undefined)?.[errorMark] !== undefined
}

/** The short, user-facing text of any thrown value, falling back to the catalogue's 'Unknown error'. */
export function getShortMessage(error: unknown, fallback = unknownError): string {
  if (isPorticoError(error)) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback
}
