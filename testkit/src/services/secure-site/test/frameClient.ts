// What the frame page does for the app, spoken from Node: the secure site's node tests relay
// frame requests, answer approvals, read the inbox and log in through these.
import { expect } from 'vitest'
import type { InboxMessage } from '../inbox.js'

/** The embedding app's origin the tests speak for. */
export const APP_ORIGIN = 'http://127.0.0.1:5173'

/** One browser's frame: its device id, and the session token once the secure site gave one. */
export type Device = { deviceId: string; token?: string | undefined; origin?: string; projectId?: string }

/** The secure site's answer to `/api/request`. */
export type Answer<P = Record<string, unknown>> = {
  ok: boolean
  message?: string
  payload?: P
  token?: string
  approval?: { id: string; method: string; summary: Record<string, unknown> & { text?: string } }
}

/** Its answer to `/api/approval`: the request's result once approved. */
export type Decision<R = unknown> = { ok: boolean; message?: string; result: R }

/**
 * A client of the secure site `site()` (read when called, so it may start in `beforeAll`):
 * requests carry `origin` and `projectId` unless the device names its own.
 *
 * @example
 * const { relay, approve, emailLogin } = frameClient(() => site)
 * const { device } = await emailLogin()
 * const signed = await approve(device, await relay(device, 'RPC_REQUEST', { method: 'personal_sign', params }))
 */
export function frameClient(
  site: () => { url: string },
  defaults: { origin?: string; projectId?: string } = {},
) {
  const origin = defaults.origin ?? APP_ORIGIN
  const projectId = defaults.projectId ?? 'p'
  let count = 0
  const unique = (prefix: string) => `${prefix}-${++count}-${Math.random().toString(36).slice(2)}`

  async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const response = await fetch(`${site().url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    })
    return (await response.json()) as T
  }

  /** One app request, relayed as the frame page does; a new session token is kept on the device. */
  async function relay<P = Record<string, unknown>>(
    device: Device,
    type: string,
    payload?: unknown,
    signal?: AbortSignal,
  ): Promise<Answer<P>> {
    const answer = await post<Answer<P>>(
      '/api/request',
      {
        type,
        payload,
        deviceId: device.deviceId,
        token: device.token,
        origin: device.origin ?? origin,
        projectId: device.projectId ?? projectId,
      },
      signal,
    )
    if (answer.token) device.token = answer.token
    return answer
  }

  /** The visitor's click in the frame's approval view. */
  const decide = <R = unknown>(device: Device, id: string, decision: 'approve' | 'reject') =>
    post<Decision<R>>('/api/approval', { id, decision, token: device.token })

  /** Approves a request that asked for approval (fails the test when it did not ask). */
  async function approve<R = unknown>(device: Device, asked: Answer<unknown>) {
    expect(asked.approval, asked.message).toBeDefined()
    return decide<R>(device, asked.approval?.id as string, 'approve')
  }

  /** The local inbox: every mail sent to `to`, oldest first. */
  async function inbox(to: string): Promise<InboxMessage[]> {
    return (await (await fetch(`${site().url}/inbox?to=${encodeURIComponent(to)}`)).json()) as InboxMessage[]
  }
  /** The newest mail to `to` (empty when none came). */
  const lastMail = async (to: string): Promise<Partial<InboxMessage>> => (await inbox(to)).at(-1) ?? {}

  const newDevice = (prefix = 'device'): Device => ({ deviceId: unique(prefix) })

  /** E-mail login on a new device (CONNECT_EMAIL, the code from the inbox, CONNECT_OTP). */
  async function emailLogin(email = `${unique('user')}@example.com`, device = newDevice()) {
    expect(await relay(device, 'CONNECT_EMAIL', { email })).toMatchObject({
      ok: true,
      payload: { action: 'VERIFY_OTP' },
    })
    const { code } = await lastMail(email)
    expect(await relay(device, 'CONNECT_OTP', { otp: code })).toMatchObject({ ok: true })
    return { device, email }
  }

  /** The Farcaster stand-in page's answer to a link from GET_FARCASTER_URI. */
  const answerFarcaster = (url: string, decision: 'approve' | 'reject', username = 'alice') =>
    fetch(new URL(url).origin + new URL(url).pathname, {
      method: 'POST',
      body: new URLSearchParams({
        channel: new URL(url).searchParams.get('channel') as string,
        decision,
        username,
      }),
    })

  /** Farcaster login: the link approved on the stand-in page, then CONNECT_FARCASTER. */
  async function farcasterLogin(device = newDevice(), username = `fc-${device.deviceId}`) {
    const link = await relay<{ url: string }>(device, 'GET_FARCASTER_URI')
    expect((await answerFarcaster(link.payload?.url as string, 'approve', username)).status).toBe(200)
    expect(await relay(device, 'CONNECT_FARCASTER')).toMatchObject({ ok: true })
    return device
  }

  return { relay, decide, approve, inbox, lastMail, newDevice, emailLogin, answerFarcaster, farcasterLogin }
}
