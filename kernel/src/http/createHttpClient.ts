import * as z from 'zod/mini'
import { DEFAULT_API_URLS, RPC, SDK_TYPE } from '../constants.js'
import type { Logger } from '../log/createLogger.js'
import { type InferSchemaOutput, type StandardSchema, validate } from '../validation.js'
import {
  HostedServiceOffError,
  HttpAbortedError,
  type HttpErrorEnvelope,
  type HttpMethod,
  HttpNetworkError,
  HttpResponseValidationError,
  HttpStatusError,
  HttpTimeoutError,
} from './errors.js'

export type QueryValue = string | number | boolean | bigint | null | undefined
export type Query = Record<string, QueryValue>

export type HttpRequestOptions<TSchema extends StandardSchema> = {
  /** Query parameters; `undefined` and `null` values are dropped. */
  query?: Query | undefined
  headers?: Record<string, string> | undefined
  /** Validates the JSON answer; the promise resolves with the schema's output. */
  schema: TSchema
  signal?: AbortSignal | undefined
  /** Overrides the client's time-out for this request. */
  timeoutMs?: number | undefined
}

export type HttpBodyRequestOptions<TSchema extends StandardSchema> = HttpRequestOptions<TSchema> & {
  /** Sent as `JSON.stringify(body)`. */
  body?: unknown
}

export type HttpBlobRequestOptions = Omit<HttpRequestOptions<StandardSchema>, 'schema'>

export type HttpClient = {
  readonly baseUrl: string
  get<TSchema extends StandardSchema>(
    path: string,
    options: HttpRequestOptions<TSchema>,
  ): Promise<InferSchemaOutput<TSchema>>
  post<TSchema extends StandardSchema>(
    path: string,
    options: HttpBodyRequestOptions<TSchema>,
  ): Promise<InferSchemaOutput<TSchema>>
  put<TSchema extends StandardSchema>(
    path: string,
    options: HttpBodyRequestOptions<TSchema>,
  ): Promise<InferSchemaOutput<TSchema>>
  delete<TSchema extends StandardSchema>(
    path: string,
    options: HttpBodyRequestOptions<TSchema>,
  ): Promise<InferSchemaOutput<TSchema>>
  /** GET returning the raw bytes (images). */
  getBlob(path: string, options?: HttpBlobRequestOptions): Promise<Blob>
  /** The full URL a request to `path` would use, with the SDK query parameters (for `<img src>`). */
  getUrl(path: string, query?: Query): Promise<string>
}

export type CreateHttpClientParameters = {
  /** E.g. `https://rpc.walletconnect.org`; a path prefix (`http://localhost:4000/api`) is kept. */
  baseUrl: string
  /** Sent as `projectId` on every request when set. */
  projectId?: string | undefined
  /** Sent as `st`. Default `'appkit'`. */
  sdkType?: string | undefined
  /** Sent as `sv`, e.g. `react-core-1.7.16`. */
  sdkVersion: string
  /** The WalletConnect client id, once known; sent as `clientId`. May be async. */
  getClientId?: (() => string | null | undefined | Promise<string | null | undefined>) | undefined
  /** Default: the global `fetch`, looked up at request time. */
  fetch?: typeof fetch | undefined
  /** Abort a request (including reading its body) after this long. Default 10,000 ms. */
  timeoutMs?: number | undefined
  log?: Logger | undefined
  /**
   * Called with every non-2xx answer before it is thrown (the kernel shows its `alert`: Rate
   * Limited for 429, Server Error for 5xx, on every API path). A throwing hook is ignored.
   */
  onStatusError?: ((error: HttpStatusError) => void) | undefined
}

const envelopeSchema = z.object({
  status: z.literal('FAILED'),
  reasons: z.array(
    z.object({
      field: z.optional(z.string()),
      // Older client types call the field `name` (API-FACTS 8.2); accept both.
      name: z.optional(z.string()),
      description: z.string(),
    }),
  ),
})

const MAX_ERROR_BODY_CHARS = 1000

/** The hosts of the kernel's default base URLs: Reown's hosted services. */
const HOSTED_HOSTS: ReadonlySet<string> = new Set(
  Object.values(DEFAULT_API_URLS).map((url) => new URL(url).host),
)

/**
 * Creates an HTTP client for one base URL (Blockchain API, catalogue/config API, analytics…).
 *
 * - Adds the SDK query parameters: the request's own `query` first, then `st`, `sv` and
 *   `projectId` overwrite, then `clientId` when known; `undefined`/`null` values are dropped.
 * - Bodies are `JSON.stringify(body)`. No `Content-Type` is added: like the reference client, a POST
 *   stays a CORS "simple" request (no preflight round-trip) and the servers parse JSON regardless.
 *   Pass `headers: { 'content-type': 'application/json' }` for a server that insists.
 * - Every JSON answer is validated by `schema`. An empty or non-JSON 2xx body (204, the empty 200 of
 *   `POST /v1/sessions/{address}/revoke`) is validated as `undefined`, then as `null`; it fails with
 *   `HttpResponseValidationError` unless the schema accepts one of them (e.g. `z.optional(...)`).
 *
 * Without a `projectId`, a request to a hosted service's host (the kernel's default base URLs)
 * fails with `HostedServiceOffError` before anything is sent.
 *
 * Errors: `HttpStatusError` (non-2xx, `HTTP status code: {n}`, `alert` for 429/5xx),
 * `HttpResponseValidationError`, `HttpNetworkError`, `HttpTimeoutError`, `HttpAbortedError`.
 *
 * @example
 * const api = createHttpClient({ baseUrl: DEFAULT_API_URLS.blockchainApi, projectId, sdkVersion: 'react-core-1.7.16' })
 * const { balances } = await api.get(`/v1/account/${address}/balance`, {
 *   query: { currency: 'usd', chainId },
 *   schema: balanceResponseSchema,
 * })
 */
export function createHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  const { projectId, sdkVersion, getClientId, log } = parameters
  const sdkType = parameters.sdkType ?? SDK_TYPE
  const defaultTimeoutMs = parameters.timeoutMs ?? RPC.timeoutMs
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')

  async function buildUrl(path: string, query: Query | undefined): Promise<URL> {
    const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`)
    const params: Query = { ...query, st: sdkType, sv: sdkVersion }
    if (projectId) params.projectId = projectId
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
    }
    if (getClientId) {
      try {
        const clientId = await getClientId()
        if (clientId) url.searchParams.set('clientId', clientId)
      } catch (error) {
        log?.debug('No clientId: getClientId failed', { error })
      }
    }
    return url
  }

  function refuseHostedWithoutProject(url: URL, info: { method: HttpMethod; path: string }): URL {
    if (!projectId && HOSTED_HOSTS.has(url.host)) throw new HostedServiceOffError({ ...info, host: url.host })
    return url
  }

  async function request(
    method: HttpMethod,
    rawPath: string,
    options: HttpBodyRequestOptions<StandardSchema> | HttpBlobRequestOptions,
    expect: 'json' | 'blob',
  ): Promise<unknown> {
    const path = rawPath.split('?')[0] ?? rawPath
    const info = { method, path }
    const { signal } = options
    if (signal?.aborted) throw new HttpAbortedError({ ...info, cause: signal.reason })

    const url = refuseHostedWithoutProject(await buildUrl(rawPath, options.query), info)
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })

    const fail = (cause: unknown): never => {
      if (timedOut) throw new HttpTimeoutError({ ...info, timeoutMs })
      if (signal?.aborted) throw new HttpAbortedError({ ...info, cause: signal.reason })
      throw new HttpNetworkError({ ...info, cause })
    }

    const started = Date.now()
    try {
      const fetchFn = parameters.fetch ?? globalThis.fetch
      const body = 'body' in options && options.body !== undefined ? JSON.stringify(options.body) : undefined
      let response: Response
      try {
        response = await fetchFn(url, {
          method,
          headers: options.headers,
          body,
          signal: controller.signal,
        })
      } catch (error) {
        return fail(error)
      }
      log?.debug(`${method} ${path} ${response.status}`, { ms: Date.now() - started })

      if (!response.ok) {
        let text = ''
        try {
          text = await response.text()
        } catch (error) {
          if (timedOut || signal?.aborted) fail(error)
        }
        const statusError = new HttpStatusError({
          ...info,
          status: response.status,
          envelope: parseEnvelope(text),
          body: text ? text.slice(0, MAX_ERROR_BODY_CHARS) : undefined,
          requestId: response.headers.get('x-request-id') ?? undefined,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
        })
        try {
          parameters.onStatusError?.(statusError)
        } catch (error) {
          log?.debug('onStatusError threw', { error })
        }
        throw statusError
      }

      if (expect === 'blob') {
        try {
          return await response.blob()
        } catch (error) {
          return fail(error)
        }
      }

      let text: string
      try {
        text = await response.text()
      } catch (error) {
        return fail(error)
      }
      return await parseAndValidate(text, (options as HttpRequestOptions<StandardSchema>).schema, {
        ...info,
        status: response.status,
      })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  const withBody =
    (method: HttpMethod) =>
    <TSchema extends StandardSchema>(path: string, options: HttpBodyRequestOptions<TSchema>) =>
      request(method, path, options, 'json') as Promise<InferSchemaOutput<TSchema>>

  return {
    baseUrl,
    get: (path, options) => request('GET', path, options, 'json') as never,
    post: withBody('POST'),
    put: withBody('PUT'),
    delete: withBody('DELETE'),
    getBlob: (path, options = {}) => request('GET', path, options, 'blob') as Promise<Blob>,
    getUrl: async (path, query) =>
      refuseHostedWithoutProject(await buildUrl(path, query), { method: 'GET', path }).toString(),
  }
}

async function parseAndValidate(
  text: string,
  schema: StandardSchema,
  info: { method: HttpMethod; path: string; status: number },
): Promise<unknown> {
  let value: unknown
  let bodyProblem: string | undefined
  if (text.trim() === '') bodyProblem = 'the body is empty'
  else {
    try {
      value = JSON.parse(text)
    } catch {
      bodyProblem = 'the body is not JSON'
    }
  }

  if (bodyProblem === undefined) {
    const result = await validate(schema, value)
    if (result.success) return result.value
    throw new HttpResponseValidationError({ ...info, issues: result.issues })
  }

  // No JSON value: accept it only when the schema says "nothing" is a valid answer.
  for (const empty of [undefined, null]) {
    const result = await validate(schema, empty)
    if (result.success) return result.value
  }
  throw new HttpResponseValidationError({ ...info, issues: [{ message: bodyProblem }] })
}

function parseEnvelope(text: string): HttpErrorEnvelope | undefined {
  if (!text) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = z.safeParse(envelopeSchema, json)
  if (!result.success) return undefined
  return {
    status: 'FAILED',
    reasons: result.data.reasons.map((reason) => ({
      field: reason.field ?? reason.name ?? '',
      description: reason.description,
    })),
  }
}

/** `Retry-After` as delay-seconds or an HTTP date, in milliseconds from now. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - Date.now())
}
