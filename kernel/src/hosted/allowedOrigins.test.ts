import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alerts } from '../errors/alerts.js'
import { createTestPortico, placeholderViews } from '../testing/createTestPortico.js'
import { allowedOriginsSchema, isOriginAllowed, originMatches } from './allowedOrigins.js'

describe('allowed origins (API-FACTS 3.5)', () => {
  it.each([
    ['https://shop.example', 'shop.example', true],
    ['http://shop.example', 'shop.example', true],
    ['https://shop.example', 'https://shop.example', true],
    ['http://shop.example', 'https://shop.example', false],
    ['https://shop.example:8443', 'https://shop.example', false],
    ['https://shop.example:8443', 'https://shop.example:8443', true],
    ['https://shop.example:8443', 'https://shop.example:*', true],
    ['https://a.shop.example', 'https://*.shop.example', true],
    ['https://shop.example', 'https://*.shop.example', false],
    ['https://evilshop.example', '*.shop.example', false],
    ['https://SHOP.example', 'shop.EXAMPLE/', true],
    ['https://shop.example', 'not a pattern', false],
  ])('%s against %s: %s', (origin, pattern, expected) => {
    expect(originMatches(origin, pattern)).toBe(expected)
  })

  it('an empty list allows all; local origins are always allowed; others must be listed', () => {
    expect(isOriginAllowed('https://anything.example', [])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', ['shop.example'])).toBe(true)
    expect(isOriginAllowed('http://localhost:3000', ['shop.example'])).toBe(true)
    expect(isOriginAllowed('http://shop.localhost:3000', ['shop.example'])).toBe(false)
    expect(isOriginAllowed('https://shop.example', ['shop.example'])).toBe(true)
  })

  it('the answer schema takes only a list of strings, and nothing throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const ok =
          typeof value === 'object' &&
          value !== null &&
          Array.isArray((value as { allowedOrigins?: unknown }).allowedOrigins) &&
          (value as { allowedOrigins: unknown[] }).allowedOrigins.every((o) => typeof o === 'string')
        expect(allowedOriginsSchema.safeParse(value).success).toBe(ok)
      }),
      { numRuns: 200 },
    )
  })
})

describe('alerts from the hosted services on the first open', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A catalogue/API host answering each path with `answers[path]` ([status, body]). */
  const kernelWith = (answers: Record<string, [number, unknown]>) =>
    createTestPortico({
      projectId: 'p1',
      plugins: [placeholderViews()],
      fetch: (async (input: RequestInfo | URL) => {
        const { pathname } = new URL(String(input))
        const [status, body] = answers[pathname] ?? [200, { features: [] }]
        return new Response(JSON.stringify(body), { status })
      }) as typeof fetch,
    })
  const alertAfterOpen = async (answers: Record<string, [number, unknown]>) => {
    const portico = kernelWith(answers)
    await portico.modal.open()
    // The open loads the config and lazily imported modules: at a load of 15-20, vi.waitFor's
    // default second was not enough.
    await vi.waitFor(() => expect(portico.modal.getState().loading).toBe(false), { timeout: 5_000 })
    return portico.notifications.getState().alert
  }

  it('401 from the config: Invalid Project ID; 403: Project ID Not Configured', async () => {
    expect(await alertAfterOpen({ '/appkit/v1/config': [401, {}] })).toEqual(alerts.INVALID_PROJECT_ID)
    expect(await alertAfterOpen({ '/appkit/v1/config': [403, {}] })).toEqual(alerts.PROJECT_ID_NOT_CONFIGURED)
  })

  it('429 and 5xx from any path show Rate Limited and Server Error', async () => {
    vi.stubGlobal('location', { origin: 'https://shop.example' })
    expect(await alertAfterOpen({ '/projects/v1/origins': [429, {}] })).toEqual(alerts.RATE_LIMITED)
    expect(await alertAfterOpen({ '/appkit/v1/config': [503, {}] })).toEqual(alerts.SERVER_ERROR)
    const portico = kernelWith({ '/v1/anything': [500, {}] })
    await expect(
      portico.http.blockchain.get('/v1/anything', { schema: allowedOriginsSchema }),
    ).rejects.toThrow('HTTP status code: 500')
    expect(portico.notifications.getState().alert).toEqual(alerts.SERVER_ERROR)
  })

  it('an origin off the allow-list: Origin Not Allowed; on it, or an empty list: no alert', async () => {
    vi.stubGlobal('location', { origin: 'https://shop.example' })
    expect(
      await alertAfterOpen({ '/projects/v1/origins': [200, { allowedOrigins: ['other.example'] }] }),
    ).toEqual(alerts.ORIGIN_NOT_ALLOWED)
    expect(
      await alertAfterOpen({ '/projects/v1/origins': [200, { allowedOrigins: ['shop.example'] }] }),
    ).toBe(undefined)
    expect(await alertAfterOpen({ '/projects/v1/origins': [200, { allowedOrigins: [] }] })).toBe(undefined)
    expect(await alertAfterOpen({ '/projects/v1/origins': [200, { allowed: 'garbage' }] })).toBe(undefined)
  })
})
