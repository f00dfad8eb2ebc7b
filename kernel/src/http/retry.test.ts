import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createHttpClient } from './createHttpClient.js'
import {
  HttpNetworkError,
  HttpResponseValidationError,
  HttpStatusError,
  HttpTimeoutError,
  isRetryableHttpError,
} from './errors.js'
import { getRetryDelay, withRetry } from './retry.js'

const info = { method: 'GET' as const, path: '/x' }
const statusError = (status: number, retryAfterMs?: number) =>
  new HttpStatusError({ ...info, status, retryAfterMs })

function failingTimes(times: number, error: () => unknown) {
  let calls = 0
  const fn = vi.fn(async (attempt: number) => {
    calls++
    if (calls <= times) throw error()
    return `ok after ${attempt}`
  })
  return fn
}

function recordSleep() {
  const delays: number[] = []
  return { delays, sleep: async (ms: number) => void delays.push(ms) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('getRetryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => getRetryDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ])
  })

  it("honours a server's Retry-After within the cap", () => {
    expect(getRetryDelay(0, { error: statusError(429, 5000) })).toBe(5000)
    expect(getRetryDelay(3, { error: statusError(429, 100) })).toBe(8000)
    expect(getRetryDelay(0, { error: statusError(429, 120_000) })).toBe(30_000)
  })
})

describe('isRetryableHttpError', () => {
  it('retries network errors, time-outs, 429 and 5xx only', () => {
    expect(
      isRetryableHttpError(new HttpNetworkError({ ...info, cause: new TypeError('fetch failed') })),
    ).toBe(true)
    expect(isRetryableHttpError(new HttpTimeoutError({ ...info, timeoutMs: 1 }))).toBe(true)
    expect([429, 500, 503, 599].every((status) => isRetryableHttpError(statusError(status)))).toBe(true)
    expect([400, 401, 404, 422].some((status) => isRetryableHttpError(statusError(status)))).toBe(false)
    expect(isRetryableHttpError(new HttpResponseValidationError({ ...info, status: 200, issues: [] }))).toBe(
      false,
    )
    expect(isRetryableHttpError(new Error('x'))).toBe(false)
    expect(isRetryableHttpError(null)).toBe(false)
    // Narrows on name, so a copy from another kernel version counts.
    expect(isRetryableHttpError({ name: 'HttpStatusError', status: 502 })).toBe(true)
  })
})

describe('withRetry', () => {
  it('retries 3 times by default with 1 s, 2 s, 4 s waits, then throws the last error', async () => {
    const { delays, sleep } = recordSleep()
    let count = 0
    const fn = vi.fn(async (_attempt: number) => {
      throw statusError(500 + count++)
    })
    await expect(withRetry(fn, { sleep })).rejects.toMatchObject({ status: 503 })
    expect(fn).toHaveBeenCalledTimes(4)
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3])
    expect(delays).toEqual([1000, 2000, 4000])
  })

  it('returns as soon as an attempt succeeds', async () => {
    const { delays, sleep } = recordSleep()
    const fn = failingTimes(2, () => statusError(429))
    expect(await withRetry(fn, { sleep })).toBe('ok after 2')
    expect(delays).toEqual([1000, 2000])
  })

  it('does not retry errors that are not retryable', async () => {
    const { delays, sleep } = recordSleep()
    const fn = failingTimes(5, () => statusError(400))
    await expect(withRetry(fn, { sleep })).rejects.toMatchObject({ status: 400 })
    expect(fn).toHaveBeenCalledTimes(1)
    expect(delays).toEqual([])
  })

  it('caps the backoff at maxDelayMs and honours custom options', async () => {
    const { delays, sleep } = recordSleep()
    const onRetry = vi.fn()
    const fn = failingTimes(7, () => new Error('flaky'))
    expect(await withRetry(fn, { retries: 7, sleep, shouldRetry: () => true, onRetry })).toBe('ok after 7')
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
    expect(onRetry).toHaveBeenCalledTimes(7)
    expect(onRetry.mock.calls[0]?.slice(1)).toEqual([0, 1000])

    const custom = recordSleep()
    await withRetry(
      failingTimes(2, () => new Error('x')),
      {
        initialDelayMs: 10,
        maxDelayMs: 15,
        shouldRetry: (_, attempt) => attempt < 5,
        sleep: custom.sleep,
      },
    )
    expect(custom.delays).toEqual([10, 15])
  })

  it('retries 0 times when asked', async () => {
    const fn = failingTimes(1, () => statusError(500))
    await expect(withRetry(fn, { retries: 0 })).rejects.toMatchObject({ status: 500 })
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('waits with real timers by default (checked with fake timers)', async () => {
    vi.useFakeTimers()
    const fn = failingTimes(3, () => statusError(502))
    const result = withRetry(fn)
    await vi.advanceTimersByTimeAsync(999)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(fn).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(3999)
    expect(fn).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe('ok after 3')
  })

  it('stops with HttpAbortedError when the signal fires during a wait', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const fn = failingTimes(5, () => statusError(503))
    const result = withRetry(fn, { signal: controller.signal })
    const assertion = expect(result).rejects.toMatchObject({ name: 'HttpAbortedError' })
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    await assertion
    expect(fn).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not start when the signal is already aborted', async () => {
    const fn = vi.fn(async () => 1)
    await expect(withRetry(fn, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'HttpAbortedError',
    })
    expect(fn).not.toHaveBeenCalled()
  })

  it('stops after an injected sleep when the signal fired meanwhile', async () => {
    const controller = new AbortController()
    const fn = failingTimes(5, () => statusError(503))
    const sleep = async () => controller.abort()
    await expect(withRetry(fn, { signal: controller.signal, sleep })).rejects.toMatchObject({
      name: 'HttpAbortedError',
    })
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('withRetry against a real server', () => {
  let server: Server
  let baseUrl: string
  let answers: number[] = []

  beforeAll(async () => {
    server = createServer((_, response) => {
      const status = answers.shift() ?? 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(status === 200 ? '{"features":[]}' : '')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('retries 503 and 429 until the server answers', async () => {
    answers = [503, 429]
    const api = createHttpClient({ baseUrl, sdkVersion: 'test' })
    const { delays, sleep } = recordSleep()
    const schema = z.object({ features: z.array(z.unknown()) })
    expect(await withRetry(() => api.get('/appkit/v1/config', { schema }), { sleep })).toEqual({
      features: [],
    })
    expect(delays).toEqual([1000, 2000])
  })

  it('gives up at once on a 401', async () => {
    answers = [401, 200]
    const api = createHttpClient({ baseUrl, sdkVersion: 'test' })
    await expect(
      withRetry(() => api.get('/x', { schema: z.unknown() }), { sleep: async () => {} }),
    ).rejects.toMatchObject({ shortMessage: 'HTTP status code: 401' })
    answers = []
  })
})
