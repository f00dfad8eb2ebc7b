import { type Alert, alerts } from '../errors/alerts.js'
import { PorticoError } from '../errors/base.js'
import { httpStatusCode, requestWasAborted } from '../errors/flowMessages.js'
import { formatIssues, type StandardSchemaIssue } from '../validation.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The Blockchain API's error body (API-FACTS 1.4). `field` is `''` when the server names none. */
export type HttpErrorEnvelope = {
  status: 'FAILED'
  reasons: { field: string; description: string }[]
}

type RequestInfo = {
  method: HttpMethod
  /** The path as the caller gave it, without the query string. */
  path: string
}

export type HttpStatusErrorParameters = RequestInfo & {
  status: number
  /** The parsed error envelope, when the body is one. */
  envelope?: HttpErrorEnvelope | undefined
  /** The raw body text (first 1,000 characters), for bodies that are not an envelope. */
  body?: string | undefined
  /** The `x-request-id` response header, to quote in bug reports. */
  requestId?: string | undefined
  /** The `Retry-After` header in milliseconds, when the server sent one. */
  retryAfterMs?: number | undefined
}

/**
 * A non-2xx answer. `shortMessage` is exactly `HTTP status code: {n}` (spec 8); `alert` is the
 * alert to show for it: Rate Limited for 429, Server Error for 500-599, none otherwise.
 */
export class HttpStatusError extends PorticoError {
  override name = 'HttpStatusError' as const
  readonly status: number
  readonly method: HttpMethod
  readonly path: string
  readonly envelope: HttpErrorEnvelope | undefined
  readonly body: string | undefined
  readonly requestId: string | undefined
  readonly retryAfterMs: number | undefined
  readonly alert: Alert | undefined

  constructor(parameters: HttpStatusErrorParameters) {
    const reason = parameters.envelope?.reasons[0]
    super(httpStatusCode(parameters.status), {
      details: reason
        ? `${reason.field ? `${reason.field}: ` : ''}${reason.description}`
        : parameters.body?.trim() || undefined,
      metaMessages: [
        `Request: ${parameters.method} ${parameters.path}`,
        ...(parameters.requestId ? [`Request id: ${parameters.requestId}`] : []),
      ],
    })
    this.status = parameters.status
    this.method = parameters.method
    this.path = parameters.path
    this.envelope = parameters.envelope
    this.body = parameters.body
    this.requestId = parameters.requestId
    this.retryAfterMs = parameters.retryAfterMs
    this.alert = getAlertForStatus(parameters.status)
  }
}

/** The alert spec 8 gives an HTTP status: Rate Limited for 429, Server Error for 500-599. */
export function getAlertForStatus(status: number): Alert | undefined {
  if (status === 429) return alerts.RATE_LIMITED
  if (status >= 500 && status <= 599) return alerts.SERVER_ERROR
  return undefined
}

/** A 2xx answer whose body the caller's schema rejected (or that was empty / not JSON). */
export class HttpResponseValidationError extends PorticoError {
  override name = 'HttpResponseValidationError' as const
  readonly method: HttpMethod
  readonly path: string
  readonly status: number
  readonly issues: readonly StandardSchemaIssue[]

  constructor(parameters: RequestInfo & { status: number; issues: readonly StandardSchemaIssue[] }) {
    const summary = formatIssues(parameters.issues)
    super(`Invalid response from ${parameters.method} ${parameters.path}: ${summary}`, {
      metaMessages: [
        `Status: ${parameters.status}`,
        'The server answered with a shape this client does not accept.',
      ],
    })
    this.method = parameters.method
    this.path = parameters.path
    this.status = parameters.status
    this.issues = parameters.issues
  }
}

/**
 * A request to one of the hosted services (the kernel's default base URLs) by an app that gave no
 * project id: refused before anything is sent. Privacy by default: the hosted services hear from an
 * app only when it opts in with `createPortico({ projectId })` or points `api` at its own servers.
 */
export class HostedServiceOffError extends PorticoError {
  override name = 'HostedServiceOffError' as const
  readonly method: HttpMethod
  readonly path: string
  readonly host: string

  constructor(parameters: RequestInfo & { host: string }) {
    super(`Nothing is sent to ${parameters.host} without a project id.`, {
      details:
        'Pass createPortico({ projectId }) to use the hosted services, or point the matching `api` URL at your own server.',
      metaMessages: [`Request: ${parameters.method} ${parameters.path}`],
    })
    this.method = parameters.method
    this.path = parameters.path
    this.host = parameters.host
  }
}

/** The request never got an answer: DNS, refused connection, CORS, offline. */
export class HttpNetworkError extends PorticoError {
  override name = 'HttpNetworkError' as const
  readonly method: HttpMethod
  readonly path: string

  constructor(parameters: RequestInfo & { cause: unknown }) {
    super(`Network request failed: ${parameters.method} ${parameters.path}`, { cause: parameters.cause })
    this.method = parameters.method
    this.path = parameters.path
  }
}

/** No complete answer within the client's time-out. */
export class HttpTimeoutError extends PorticoError {
  override name = 'HttpTimeoutError' as const
  readonly method: HttpMethod
  readonly path: string
  readonly timeoutMs: number

  constructor(parameters: RequestInfo & { timeoutMs: number }) {
    super(`Request timed out after ${parameters.timeoutMs} ms: ${parameters.method} ${parameters.path}`)
    this.method = parameters.method
    this.path = parameters.path
    this.timeoutMs = parameters.timeoutMs
  }
}

/** The caller's `AbortSignal` fired. `cause` is the signal's reason. Never retried. */
export class HttpAbortedError extends PorticoError {
  override name = 'HttpAbortedError' as const
  readonly method: HttpMethod | undefined
  readonly path: string | undefined

  constructor(parameters: Partial<RequestInfo> & { cause?: unknown } = {}) {
    super(requestWasAborted, {
      cause: parameters.cause,
      metaMessages: parameters.path ? [`Request: ${parameters.method} ${parameters.path}`] : undefined,
    })
    this.method = parameters.method
    this.path = parameters.path
  }
}

export type HttpErrorType =
  | HttpStatusError
  | HttpResponseValidationError
  | HttpNetworkError
  | HttpTimeoutError
  | HttpAbortedError

/**
 * Whether an error is worth retrying: a network failure, a time-out, 429 or 5xx. Narrows on `name`
 * (not `instanceof`), so errors from another copy of the kernel count too.
 */
export function isRetryableHttpError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'HttpNetworkError' || name === 'HttpTimeoutError') return true
  if (name !== 'HttpStatusError') return false
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' && (status === 429 || (status >= 500 && status <= 599))
}
