import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameChannel, type FrameTimeoutReason } from './frameChannel.js'

const FRAME_URL = 'http://127.0.0.1:4600/sdk?projectId=p'
const FRAME_ORIGIN = 'http://127.0.0.1:4600'

/** A window whose frame we play: what the channel posts is recorded; we answer as the frame or as a forger. */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: { message: { type: string; id: string; payload?: unknown }; targetOrigin: string }[] = []
  const frameWindow = {
    postMessage: (message: { type: string; id: string }, targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  }
  const iframe = {
    style: {} as Record<string, string>,
    dataset: {} as Record<string, string>,
    contentWindow: frameWindow,
    remove: vi.fn(),
  }
  const win = {
    document: { createElement: () => iframe, body: { appendChild: vi.fn() } },
    crypto: globalThis.crypto,
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  }
  const deliver = (data: unknown, { source = frameWindow as unknown, origin = FRAME_ORIGIN } = {}) => {
    for (const listener of listeners) listener({ data, source, origin } as MessageEvent)
  }
  return { win: win as unknown as Window, iframe, posted, deliver, frameWindow }
}

let timeouts: FrameTimeoutReason[]
const log = { warn: vi.fn(), debug: vi.fn() }

beforeEach(() => {
  vi.useFakeTimers()
  timeouts = []
  log.warn.mockClear()
})
afterEach(() => vi.useRealTimers())

function open() {
  const fake = fakeWindow()
  const channel = createFrameChannel({
    url: FRAME_URL,
    window: fake.win,
    log,
    onTimeout: (reason) => timeouts.push(reason),
  })
  return { ...fake, channel }
}

describe('createFrameChannel', () => {
  it('is ready 500 ms after READY, then posts queued requests to the frame origin only', async () => {
    const { channel, deliver, posted } = open()
    const answer = channel.request('GET_CHAIN_ID')
    deliver({ type: '@w3m-frame/READY', payload: { version: '1' } })
    await vi.advanceTimersByTimeAsync(499)
    expect(channel.isReady()).toBe(false)
    expect(posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(channel.isReady()).toBe(true)
    expect(posted).toEqual([
      { message: { type: '@w3m-app/GET_CHAIN_ID', id: expect.any(String) }, targetOrigin: FRAME_ORIGIN },
    ])
    deliver({
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      id: posted[0]!.message.id,
      payload: { chainId: 31337 },
    })
    await expect(answer).resolves.toEqual({ chainId: 31337 })
  })

  it('ignores (and reports) replies forged by another window or origin; a reply of the wrong shape is dropped with a warning and fails its request', async () => {
    const { channel, deliver, posted } = open()
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const answer = channel.request('CONNECT_EMAIL', { email: 'a@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    const { id } = posted[0]!.message
    const forged = { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'CONNECT' } }
    deliver(forged, { source: {} })
    deliver(forged, { origin: 'http://127.0.0.1:5173' })
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn).toHaveBeenLastCalledWith(
      'Ignored an embedded wallet message from another window or origin (http://127.0.0.1:5173)',
      '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    )
    deliver({ type: 'something-else' }, { source: {} })
    expect(log.warn).toHaveBeenCalledTimes(2)
    // Another request's id, or a reply type of another request, changes nothing.
    deliver({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'other', payload: { action: 'STEAL' } })
    deliver({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { nothing: true } })
    expect(log.warn).toHaveBeenCalledTimes(4)
    let settled = false
    void answer.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    // Our frame's reply to this request, in the wrong shape: dropped with a warning, and the
    // request fails with a clear error instead of waiting for good.
    deliver({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'STEAL' } })
    expect(log.warn).toHaveBeenCalledTimes(5)
    await expect(answer).rejects.toThrow('The embedded wallet answered in an unexpected format')
    const second = channel.request('CONNECT_EMAIL', { email: 'a@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    deliver({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      id: posted[1]!.message.id,
      payload: { message: 'Invalid email' },
    })
    await expect(second).rejects.toThrow('Invalid email')
  })

  it("fails the load after 20 s without READY: alert reason, 'Something went wrong' / 'Request was aborted', later requests fail at once", async () => {
    const { channel } = open()
    const login = channel.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const rpc = channel.request('RPC_REQUEST', { method: 'eth_getBalance' })
    const caught = [login.catch((e: Error) => e.message), rpc.catch((e: Error) => e.message)]
    await vi.advanceTimersByTimeAsync(19_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect(await Promise.all(caught)).toEqual(['Something went wrong', 'Request was aborted'])
    await expect(channel.ready).rejects.toThrow('Unable to load email login dependency')
    await expect(channel.request('GET_USER')).rejects.toThrow('Unable to load email login dependency')
  })

  it('does not start the load timer for SYNC_THEME, and times a login request out after 120 s', async () => {
    const { channel, deliver } = open()
    void channel.request('SYNC_THEME', { themeMode: 'dark' }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(25_000)
    expect(timeouts).toEqual([])
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const otp = channel.request('CONNECT_OTP', { otp: '123456' }).catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(timeouts).toEqual(['iframe_request_timeout'])
    expect(await otp).toBe('Something went wrong')
  })

  it('aborts an RPC request on its signal and tells the frame (RPC_ABORT)', async () => {
    const { channel, deliver, posted } = open()
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const controller = new AbortController()
    const signing = channel.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x00', 1n] },
      { signal: controller.signal },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(posted[0]!.message.payload).toEqual({ method: 'personal_sign', params: ['0x00', '0x1'] })
    controller.abort()
    await expect(signing).rejects.toThrow('Request was aborted')
    expect(posted.map((p) => p.message.type)).toEqual(['@w3m-app/RPC_REQUEST', '@w3m-app/RPC_ABORT'])
  })
})
