import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, postJson, request } from './test-utils'

let api: ApiEmulator
beforeAll(async () => {
  api = await startApiEmulator({ chains: [] })
})
afterAll(async () => {
  await api?.close()
})

const walletsUrl = () => `${api.url}/getWallets?projectId=p&page=1&entries=2`
const configUrl = () => `${api.url}/appkit/v1/config?projectId=p`

describe('fault injection', () => {
  it('status: 5xx with the envelope, plain text for 500, limited by times', async () => {
    api.faults.set('wallets', { kind: 'status', status: 503, times: 2 })
    for (let hit = 0; hit < 2; hit++) {
      const failed = await request(walletsUrl())
      expect(failed.status).toBe(503)
      expect(failed.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: '' }] })
      expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    }
    expect((await request(walletsUrl())).status).toBe(200)
    expect(api.faults.list()).toEqual([])

    api.faults.set('wallets', { kind: 'status' })
    const plain = await request(walletsUrl())
    expect(plain.status).toBe(500)
    expect(plain.text).toBe('Internal server error')
    // Other routes are not affected.
    expect((await request(configUrl())).status).toBe(200)
    api.faults.clear()
    expect((await request(walletsUrl())).status).toBe(200)
  })

  it('rate-limit: 429 with field rate_limited', async () => {
    api.faults.set('config', { kind: 'rate-limit', times: 1 })
    const limited = await request(configUrl())
    expect(limited.status).toBe(429)
    expect(limited.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'rate_limited', description: expect.any(String) }],
    })
    expect((await request(configUrl())).status).toBe(200)
  })

  it('malformed and empty: 200 bodies that do not parse as JSON', async () => {
    api.faults.set('origins', { kind: 'malformed', times: 1 })
    const malformed = await fetch(`${api.url}/projects/v1/origins?projectId=p`)
    expect(malformed.status).toBe(200)
    expect(malformed.headers.get('content-type')).toBe('application/json')
    await expect(malformed.json()).rejects.toThrow(SyntaxError)

    api.faults.set('origins', { kind: 'empty', times: 1 })
    const emptyBody = await fetch(`${api.url}/projects/v1/origins?projectId=p`)
    expect(emptyBody.status).toBe(200)
    expect(await emptyBody.text()).toBe('')

    expect(await getJson(`${api.url}/projects/v1/origins?projectId=p`)).toEqual({ allowedOrigins: [] })
  })

  it('delay: a short delay still answers; the default delay outlasts a client time-out and is aborted', async () => {
    api.faults.set('config', { kind: 'delay', delayMs: 300, times: 1 })
    const started = performance.now()
    const delayed = await request(configUrl())
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    expect(delayed.status).toBe(200)

    api.reset()
    api.faults.set('config', { kind: 'delay' })
    const aborted = performance.now()
    await expect(fetch(configUrl(), { signal: AbortSignal.timeout(200) })).rejects.toThrow()
    expect(performance.now() - aborted).toBeLessThan(2000)
    // The server drops the pending request (no reply recorded) and keeps serving others.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const [record] = api.requests('config')
    expect(record).toMatchObject({ route: 'config', fault: 'delay', status: null })
    expect((await request(walletsUrl())).status).toBe(200)
    api.faults.clear('config')
  })

  it('the * route hits every route that has no fault of its own', async () => {
    api.faults.set('*', { kind: 'status', status: 502 })
    api.faults.set('wallets', { kind: 'rate-limit' })
    expect((await request(configUrl())).status).toBe(502)
    expect((await request(`${api.url}/v1/supported-chains`)).status).toBe(502)
    expect((await request(walletsUrl())).status).toBe(429)
    // Admin routes are never faulted.
    expect((await request(`${api.url}/__emulator/faults`)).status).toBe(200)
    api.faults.clear()
  })

  it('rejects invalid programmatic faults', () => {
    expect(() => api.faults.set('nope' as 'wallets', { kind: 'empty' })).toThrow()
    expect(() => api.faults.set('wallets', { kind: 'status', status: 200 })).toThrow()
    expect(() => api.faults.set('wallets', { kind: 'empty', times: 0 })).toThrow()
    expect(api.faults.list()).toEqual([])
  })
})

describe('admin endpoint for browser tests', () => {
  it('sets, lists and clears faults over HTTP and records requests', async () => {
    await request(`${api.url}/__emulator/requests`, { method: 'DELETE' })
    const set = await postJson(`${api.url}/__emulator/faults`, {
      route: 'wallets',
      kind: 'status',
      status: 500,
      times: 1,
    })
    expect(set.status).toBe(200)
    expect(set.json()).toEqual({
      faults: [{ route: 'wallets', fault: { kind: 'status', status: 500, times: 1 }, remaining: 1, hits: 0 }],
    })
    await postJson(`${api.url}/__emulator/faults`, { route: 'config', kind: 'rate-limit' })
    expect((await request(walletsUrl())).status).toBe(500)
    expect((await request(walletsUrl())).status).toBe(200)
    expect((await request(configUrl())).status).toBe(429)

    const listed = await getJson<{ faults: { route: string; hits: number }[] }>(
      `${api.url}/__emulator/faults`,
    )
    expect(listed.faults).toEqual([expect.objectContaining({ route: 'config', hits: 1, remaining: null })])

    const cleared = await request(`${api.url}/__emulator/faults?route=config`, { method: 'DELETE' })
    expect(cleared.json()).toEqual({ faults: [] })
    expect((await request(configUrl())).status).toBe(200)

    const recorded = await getJson<{ requests: { route: string; status: number; fault: string | null }[] }>(
      `${api.url}/__emulator/requests?route=wallets`,
    )
    expect(recorded.requests.map((entry) => [entry.status, entry.fault])).toEqual([
      [500, 'status'],
      [200, null],
    ])
    const limited = await getJson<{ requests: unknown[] }>(`${api.url}/__emulator/requests?limit=1`)
    expect(limited.requests).toHaveLength(1)
  })

  it('validates admin bodies', async () => {
    expect(
      (await postJson(`${api.url}/__emulator/faults`, { route: 'wallets', kind: 'explode' })).status,
    ).toBe(422)
    expect((await postJson(`${api.url}/__emulator/faults`, { route: 'nowhere', kind: 'empty' })).status).toBe(
      422,
    )
    expect(
      (await postJson(`${api.url}/__emulator/faults`, { route: 'wallets', kind: 'delay', delayMs: 'soon' }))
        .status,
    ).toBe(422)
    expect((await postJson(`${api.url}/__emulator/faults`, '{"route":')).status).toBe(400)
    expect((await request(`${api.url}/__emulator/faults?route=nowhere`, { method: 'DELETE' })).status).toBe(
      400,
    )
    expect((await request(`${api.url}/__emulator/unknown`)).status).toBe(404)
    expect(api.faults.list()).toEqual([])
  })

  it('close() does not wait for a request stuck in a delay fault', async () => {
    const other = await startApiEmulator({ chains: [] })
    other.faults.set('*', { kind: 'delay', delayMs: 60_000 })
    const pending = fetch(`${other.url}/v1/supported-chains`).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = performance.now()
    await other.close()
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await pending).toBeInstanceOf(Error)
  })
})
