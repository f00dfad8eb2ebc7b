import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as zFull from 'zod'
import * as z from 'zod/mini'
import { DEFAULT_API_URLS } from '../constants.js'
import { alerts } from '../errors/alerts.js'
import { createLogger } from '../log/createLogger.js'
import { createHttpClient } from './createHttpClient.js'
import { HostedServiceOffError, HttpStatusError } from './errors.js'

type Seen = { method: string; url: URL; headers: IncomingMessage['headers']; body: string }
type Handler = (request: Seen, response: ServerResponse) => void

let server: Server
let baseUrl: string
let seen: Seen[] = []
const routes = new Map<string, Handler>()

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry: Seen = {
        method: request.method ?? '',
        url: new URL(request.url ?? '/', 'http://localhost'),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      seen.push(entry)
      const handler = routes.get(entry.url.pathname)
      if (handler) handler(entry, response)
      else {
        response.writeHead(404)
        response.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  seen = []
  routes.clear()
})

const echoSchema = z.object({ ok: z.boolean() })

function client(parameters: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl, projectId: 'p1', sdkVersion: 'react-core-1.7.16', ...parameters })
}

describe('createHttpClient: requests', () => {
  it('adds projectId, st, sv after the request params and drops undefined/null', async () => {
    routes.set('/v1/account/0xabc/balance', (_, response) => json(response, 200, { ok: true }))
    const result = await client().get('/v1/account/0xabc/balance', {
      query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: undefined, empty: null, st: 'mine', n: 5 },
      schema: echoSchema,
    })
    expect(result).toEqual({ ok: true })
    const query = seen[0]!.url.searchParams
    expect([...query.keys()]).toEqual(['currency', 'chainId', 'st', 'n', 'sv', 'projectId'])
    expect(Object.fromEntries(query)).toEqual({
      currency: 'usd',
      chainId: 'eip155:1',
      st: 'appkit',
      n: '5',
      sv: 'react-core-1.7.16',
      projectId: 'p1',
    })
  })

  it('appends clientId when known (sync or async) and skips it when not', async () => {
    routes.set('/x', (_, response) => json(response, 200, { ok: true }))
    await client({ getClientId: () => 'c1' }).get('x', { schema: echoSchema })
    await client({ getClientId: async () => 'c2', sdkType: 'custom' }).get('x', { schema: echoSchema })
    await client({ getClientId: () => undefined }).get('x', { schema: echoSchema })
    await client({
      getClientId: () => {
        throw new Error('not ready')
      },
    }).get('x', { schema: echoSchema })
    expect(seen.map((request) => request.url.searchParams.get('clientId'))).toEqual(['c1', 'c2', null, null])
    expect([...seen[0]!.url.searchParams.keys()].at(-1)).toBe('clientId')
    expect(seen[1]!.url.searchParams.get('st')).toBe('custom')
  })

  it('omits projectId when the client has none, keeping one the request set', async () => {
    routes.set('/x', (_, response) => json(response, 200, { ok: true }))
    await client({ projectId: undefined }).get('/x', { schema: echoSchema })
    await client({ projectId: undefined }).get('/x', { query: { projectId: 'own' }, schema: echoSchema })
    expect(seen[0]!.url.searchParams.has('projectId')).toBe(false)
    expect(seen[1]!.url.searchParams.get('projectId')).toBe('own')
  })

  it('keeps a path prefix of the base URL and accepts paths with or without a leading slash', async () => {
    routes.set('/api/v1/supported-chains', (_, response) => json(response, 200, { ok: true }))
    await client({ baseUrl: `${baseUrl}/api/` }).get('v1/supported-chains', { schema: echoSchema })
    await client({ baseUrl: `${baseUrl}/api` }).get('/v1/supported-chains', { schema: echoSchema })
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/v1/supported-chains',
      '/api/v1/supported-chains',
    ])
  })

  it('sends JSON bodies with POST, PUT and DELETE and passes headers through', async () => {
    routes.set('/v1/fungible/price', (request, response) => json(response, 200, JSON.parse(request.body)))
    const api = client()
    const body = { currency: 'usd', addresses: ['eip155:1:0x1'] }
    const schema = z.object({ currency: z.string(), addresses: z.array(z.string()) })
    expect(await api.post('/v1/fungible/price', { body, schema })).toEqual(body)
    await api.put('/v1/fungible/price', { body, schema, headers: { 'content-type': 'application/json' } })
    await api.delete('/v1/fungible/price', { body, schema })
    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE'])
    expect(seen[0]!.body).toBe(JSON.stringify(body))
    // No Content-Type is forced: the browser default keeps the POST a CORS simple request.
    expect(seen[0]!.headers['content-type']).not.toBe('application/json')
    expect(seen[1]!.headers['content-type']).toBe('application/json')
  })

  it('uses an injected fetch', async () => {
    const calls: string[] = []
    const api = client({
      fetch: async (input) => {
        calls.push(String(input))
        return new Response('{"ok":true}', { status: 200 })
      },
    })
    expect(await api.get('/y', { schema: echoSchema })).toEqual({ ok: true })
    expect(calls[0]).toMatch(/\/y\?st=appkit&sv=react-core-1\.7\.16&projectId=p1$/)
  })

  it('sends nothing to a hosted service without a project id, and names the way out', async () => {
    for (const base of Object.values(DEFAULT_API_URLS)) {
      const calls: string[] = []
      const api = createHttpClient({
        baseUrl: base,
        sdkVersion: 'react-core-1.7.16',
        fetch: async (input) => {
          calls.push(String(input))
          return new Response('{"ok":true}', { status: 200 })
        },
      })
      const error = await api.get('/v1/x', { schema: echoSchema }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HostedServiceOffError)
      expect((error as HostedServiceOffError).shortMessage).toBe(
        `Nothing is sent to ${new URL(base).host} without a project id.`,
      )
      expect(calls).toEqual([])
    }
    // With a project id the same hosted URL is called; the app's own server needs none.
    const calls: string[] = []
    const recording = async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return new Response('{"ok":true}', { status: 200 })
    }
    const sdk = { sdkVersion: 'react-core-1.7.16', fetch: recording }
    await createHttpClient({ ...sdk, baseUrl: DEFAULT_API_URLS.blockchainApi, projectId: 'p1' }).get('/a', {
      schema: echoSchema,
    })
    await createHttpClient({ ...sdk, baseUrl }).get('/b', { schema: echoSchema })
    expect(calls.map((url) => new URL(url).pathname)).toEqual(['/a', '/b'])
  })

  it('returns blobs from getBlob without a schema', async () => {
    routes.set('/getWalletImage/abc', (_, response) => {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    })
    const blob = await client().getBlob('/getWalletImage/abc')
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('builds URLs for images', async () => {
    expect(await client({ getClientId: () => 'c' }).getUrl('/public/getAssetImage/1', { size: 'sm' })).toBe(
      `${baseUrl}/public/getAssetImage/1?size=sm&st=appkit&sv=react-core-1.7.16&projectId=p1&clientId=c`,
    )
  })
})

describe('createHttpClient: validation', () => {
  it("returns the schema's output (zod/mini and full zod)", async () => {
    routes.set('/n', (_, response) => json(response, 200, { value: '12' }))
    const full = zFull.object({ value: zFull.string().transform(Number) })
    expect(await client().get('/n', { schema: full })).toEqual({ value: 12 })
  })

  it('rejects an invalid body with a message naming the path and the issue', async () => {
    routes.set('/v1/convert/tokens', (_, response) => json(response, 200, { tokens: [{ symbol: 7 }] }))
    const schema = z.object({ tokens: z.array(z.object({ symbol: z.string() })) })
    const error = await client()
      .get('/v1/convert/tokens', { query: { chainId: 'eip155:1' }, schema })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'HttpResponseValidationError',
      method: 'GET',
      path: '/v1/convert/tokens',
    })
    expect((error as Error & { shortMessage: string }).shortMessage).toMatch(
      /^Invalid response from GET \/v1\/convert\/tokens: tokens\.0\.symbol: .*expected string/,
    )
  })

  it('treats an empty or non-JSON 2xx body as "nothing": an error unless the schema accepts undefined/null', async () => {
    routes.set('/empty', (_, response) => {
      response.writeHead(200)
      response.end()
    })
    routes.set('/no-content', (_, response) => {
      response.writeHead(204)
      response.end()
    })
    routes.set('/text', (_, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('OK')
    })
    const api = client()
    await expect(api.post('/empty', { schema: echoSchema })).rejects.toMatchObject({
      name: 'HttpResponseValidationError',
      shortMessage: 'Invalid response from POST /empty: the body is empty',
    })
    await expect(api.get('/text', { schema: echoSchema })).rejects.toMatchObject({
      shortMessage: 'Invalid response from GET /text: the body is not JSON',
    })
    expect(await api.post('/empty', { schema: z.optional(echoSchema) })).toBeUndefined()
    expect(await api.delete('/no-content', { schema: z.nullable(echoSchema) })).toBeNull()
    expect(await api.get('/text', { schema: z.unknown() })).toBeUndefined()
  })
})

describe('createHttpClient: errors', () => {
  it('throws HttpStatusError with the envelope for a 400', async () => {
    routes.set('/v1/identity/bad', (_, response) =>
      json(
        response,
        400,
        { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] },
        { 'x-request-id': 'req-1' },
      ),
    )
    const error = (await client()
      .get('/v1/identity/bad', { schema: echoSchema })
      .catch((caught: unknown) => caught)) as HttpStatusError
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.name).toBe('HttpStatusError')
    expect(error.shortMessage).toBe('HTTP status code: 400')
    expect(error.status).toBe(400)
    expect(error.envelope).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'address', description: 'The address provided is invalid' }],
    })
    expect(error.alert).toBeUndefined()
    expect(error.requestId).toBe('req-1')
    expect(error.details).toBe('address: The address provided is invalid')
    expect(error.message).toContain('Request: GET /v1/identity/bad')
  })

  it('maps 429 to the Rate Limited alert and reads Retry-After', async () => {
    routes.set('/limited', (_, response) =>
      json(
        response,
        429,
        { status: 'FAILED', reasons: [{ field: 'rate_limited', description: 'Too many' }] },
        { 'retry-after': '2' },
      ),
    )
    await expect(client().get('/limited', { schema: echoSchema })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 429',
      alert: alerts.RATE_LIMITED,
      retryAfterMs: 2000,
    })
  })

  it('maps 5xx to the Server Error alert, keeping a plain-text body', async () => {
    routes.set('/broken', (_, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end('Internal server error')
    })
    routes.set('/unavailable', (_, response) => json(response, 503, { status: 'FAILED', reasons: [] }))
    await expect(client().get('/broken', { schema: echoSchema })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 500',
      status: 500,
      alert: alerts.SERVER_ERROR,
      envelope: undefined,
      body: 'Internal server error',
      details: 'Internal server error',
    })
    await expect(client().get('/unavailable', { schema: echoSchema })).rejects.toMatchObject({
      alert: alerts.SERVER_ERROR,
      envelope: { status: 'FAILED', reasons: [] },
    })
  })

  it('reads the legacy `name` field of an envelope reason as `field`', async () => {
    routes.set('/legacy', (_, response) =>
      json(response, 404, { status: 'FAILED', reasons: [{ name: 'name', description: 'Not found' }] }),
    )
    await expect(client().get('/legacy', { schema: echoSchema })).rejects.toMatchObject({
      envelope: { reasons: [{ field: 'name', description: 'Not found' }] },
    })
  })

  it('throws HttpStatusError for an empty 404', async () => {
    await expect(client().get('/nowhere', { schema: echoSchema })).rejects.toMatchObject({
      name: 'HttpStatusError',
      shortMessage: 'HTTP status code: 404',
      envelope: undefined,
      body: undefined,
    })
  })

  it('throws HttpNetworkError when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(
      client({ baseUrl: `http://127.0.0.1:${port}` }).get('/x', { schema: echoSchema }),
    ).rejects.toMatchObject({ name: 'HttpNetworkError', shortMessage: 'Network request failed: GET /x' })
  })

  it('throws HttpTimeoutError when the server does not answer in time', async () => {
    routes.set('/slow', () => {})
    await expect(client({ timeoutMs: 50 }).get('/slow', { schema: echoSchema })).rejects.toMatchObject({
      name: 'HttpTimeoutError',
      timeoutMs: 50,
      shortMessage: 'Request timed out after 50 ms: GET /slow',
    })
  })

  it('times out a body that stalls after the headers', async () => {
    routes.set('/stall', (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"ok":')
    })
    await expect(client().get('/stall', { schema: echoSchema, timeoutMs: 80 })).rejects.toMatchObject({
      name: 'HttpTimeoutError',
      timeoutMs: 80,
    })
  })

  it("throws HttpAbortedError when the caller's signal fires, before or during the request", async () => {
    routes.set('/slow', () => {})
    const before = AbortSignal.abort(new Error('left the view'))
    await expect(client().get('/slow', { schema: echoSchema, signal: before })).rejects.toMatchObject({
      name: 'HttpAbortedError',
      shortMessage: 'Request was aborted',
    })
    const controller = new AbortController()
    const pending = client().get('/slow', { schema: echoSchema, signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ name: 'HttpAbortedError', path: '/slow' })
  })

  it('logs requests at debug level', async () => {
    routes.set('/x', (_, response) => json(response, 200, { ok: true }))
    const log = createLogger({ level: 'debug', sink: false })
    await client({ log }).get('/x', { schema: echoSchema })
    expect(log.entries()[0]?.message).toBe('GET /x 200')
  })
})
