import { alerts } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { analyticsEventSchema } from './core/eventSchema.js'
import { analytics } from './plugin.js'

type Seen = { method: string; url: URL; body: unknown }

/** A stand-in analytics host: answers the config, records every request; `status` forces an answer. */
function analyticsHost(config: unknown = { isAnalyticsEnabled: true }) {
  const seen: Seen[] = []
  const host = { status: 204, seen, configStatus: 200 }
  const remoteConfig = JSON.stringify({ features: [] })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    seen.push({ method: init?.method ?? 'GET', url, body })
    if (url.pathname.endsWith('/getAnalyticsConfig'))
      return new Response(JSON.stringify(config), { status: host.configStatus })
    if (url.pathname.endsWith('/appkit/v1/config')) return new Response(remoteConfig)
    return new Response(null, { status: host.status })
  })
  return Object.assign(host, { fetch: fetch as unknown as typeof globalThis.fetch })
}

const beacons: Array<{ url: string; body: unknown }> = []
function kernel(
  host: ReturnType<typeof analyticsHost>,
  options: Parameters<typeof analytics>[0] = {},
  extra = {},
) {
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  })
  return createTestPortico({
    plugins: [placeholderViews(), analytics({ flushIntervalMs: 50, ...options })],
    projectId: 'p1',
    api: { analytics: 'http://127.0.0.1:9/pulse', catalogApi: 'http://127.0.0.1:9/api' },
    fetch: host.fetch,

    ...extra,
  })
}

/** The requests of this plugin (the kernel's own config and origin checks left out). */
const analyticsPaths = (host: { seen: Seen[] }) =>
  host.seen
    .map((r) => r.url.pathname)
    .filter((p) => p.startsWith('/pulse/') || p.endsWith('/getAnalyticsConfig'))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const posted = (host: ReturnType<typeof analyticsHost>) =>
  host.seen
    .filter((r) => r.url.pathname === '/pulse/e')
    .map((r) => r.body as { props: { event: string; type?: string } })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  beacons.length = 0
})

describe('analytics()', () => {
  it('sends nothing before the visitor opens the modal, even when the page hides', async () => {
    const host = analyticsHost()
    const portico = kernel(host)
    await portico.start()
    portico.events.emit('wallet:network-changed', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      supported: true,
    })
    portico.events.emit('kernel:error', { error: new Error('early') })
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(host.seen).toEqual([])
    expect(beacons).toEqual([])
    await portico.dispose()
  })

  it('asks /getAnalyticsConfig on the first open, then posts the kept and new events to /e', async () => {
    const host = analyticsHost()
    const portico = kernel(host)
    await portico.start()
    portico.events.emit('wallet:network-changed', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      supported: true,
    })
    await portico.modal.open()
    await vi.waitFor(() =>
      expect(posted(host).map((b) => b.props.event)).toEqual(['SWITCH_NETWORK', 'MODAL_OPEN']),
    )
    portico.modal.close()
    await vi.waitFor(() => expect(posted(host).map((b) => b.props.event)).toContain('MODAL_CLOSE'))

    const config = host.seen.find((r) => r.url.pathname === '/api/getAnalyticsConfig')
    expect(config?.url.searchParams.get('projectId')).toBe('p1')
    const open = host.seen.find(
      (r) => (r.body as { props?: { event?: string } })?.props?.event === 'MODAL_OPEN',
    )
    expect(open?.method).toBe('POST')
    expect(open?.url.searchParams.get('projectId')).toBe('p1')
    expect(open?.url.searchParams.get('st')).toBe('appkit')
    expect(open?.url.searchParams.get('sv')).toMatch(/^react-universal-/)
    const body = analyticsEventSchema.parse(open?.body)
    expect(body.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.url).toBe(window.location.href)
    expect(body.domain).toBe(window.location.hostname)
    expect(body.timestamp).toBeTypeOf('number')
    expect(body.props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false, caipNetworkId: 'eip155:1' },
    })
    await portico.dispose()
  })

  it("maps the other plugins' kernel events (sign-in, activity) to the spec-7 events", async () => {
    const host = analyticsHost()
    const portico = kernel(host)
    await portico.start()
    await portico.modal.open()
    const emit = portico.events.emit as (name: string, payload?: unknown) => void
    emit('siwx:auth-success', { caipNetworkId: 'eip155:1', address: '0xabc' })
    emit('siwx:auth-error', { error: 'Error signing message' })
    emit('siwx:cancel', { required: false })
    emit('activity:error-fetch-transactions', {
      address: '0xabc',
      projectId: 'p1',
      cursor: 'c2',
      isSmartAccount: false,
    })
    emit('some-plugin:not-tracked', {})
    await vi.waitFor(() => expect(posted(host)).toHaveLength(5))
    expect(posted(host).map((b) => b.props)).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false, caipNetworkId: 'eip155:1' } },
      {
        type: 'track',
        event: 'SIWX_AUTH_SUCCESS',
        properties: { network: 'eip155:1', isSmartAccount: false, caipNetworkId: 'eip155:1' },
      },
      {
        type: 'track',
        event: 'SIWX_AUTH_ERROR',
        properties: {
          network: 'eip155:1',
          isSmartAccount: false,
          message: 'Error signing message',
          caipNetworkId: 'eip155:1',
        },
      },
      {
        type: 'track',
        event: 'CLICK_CANCEL_SIWX',
        properties: { network: 'eip155:1', isSmartAccount: false, caipNetworkId: 'eip155:1' },
      },
      {
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: {
          address: '0xabc',
          projectId: 'p1',
          cursor: 'c2',
          isSmartAccount: false,
          caipNetworkId: 'eip155:1',
        },
      },
    ])
    await portico.dispose()
  })

  it('sends nothing when the config says no, when it fails, when the flag is off or without a project', async () => {
    for (const [host, extra] of [
      [analyticsHost({ isAnalyticsEnabled: false }), {}],
      [analyticsHost({ isAnalyticsEnabled: 'yes' }), {}],
      [Object.assign(analyticsHost(), { configStatus: 500 }), {}],
    ] as const) {
      const portico = kernel(host, {}, extra)
      await portico.start()
      await portico.modal.open()
      portico.events.emit('kernel:error', { error: new Error('x') })
      await new Promise((resolve) => setTimeout(resolve, 80))
      expect(analyticsPaths(host)).toEqual(['/api/getAnalyticsConfig'])
      await portico.dispose()
    }
    const flagOff = analyticsHost()
    const off = kernel(flagOff, {}, { features: { analytics: false } })
    await off.start()
    await off.modal.open()
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(analyticsPaths(flagOff)).toEqual([])
    await off.dispose()
    const noProject = analyticsHost()
    const local = kernel(noProject, {}, { projectId: undefined })
    await local.start()
    await local.modal.open()
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(noProject.seen).toEqual([])
    await local.dispose()
  })

  it('reports at most 5 errors in any 60 s, with type, message and stack', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const host = analyticsHost()
    const portico = kernel(host, { flushIntervalMs: 10_000 })
    await portico.start()
    await portico.modal.open()
    await vi.waitFor(() => expect(host.seen.length).toBeGreaterThan(0))
    const reports = () => posted(host).filter((b) => b.props.type === 'error')
    for (let i = 0; i < 20; i++) portico.events.emit('kernel:error', { error: new TypeError(`burst ${i}`) })
    await vi.waitFor(() => expect(reports()).toHaveLength(5))
    const first = analyticsEventSchema.parse(reports()[0])
    expect(first.timestamp).toBe(new Date(first.timestamp as string).toISOString())
    expect(first.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'burst 0',
    })
    expect((first.props as { stackTrace?: string }).stackTrace).toContain('burst 0')
    vi.setSystemTime(Date.now() + 59_000)
    portico.events.emit('kernel:error', { error: new Error('still limited') })
    await settle()
    expect(reports()).toHaveLength(5)
    vi.setSystemTime(Date.now() + 1_000)
    for (let i = 0; i < 7; i++) portico.events.emit('kernel:error', { error: new Error(`later ${i}`) })
    await vi.waitFor(() => expect(reports()).toHaveLength(10))
    await settle()
    expect(reports()).toHaveLength(10)
    await portico.dispose()
  })

  it('a 403 shows Invalid App Configuration once and stops sending', async () => {
    const host = Object.assign(analyticsHost(), { status: 403 })
    const portico = kernel(host)
    await portico.start()
    await portico.modal.open()
    await vi.waitFor(() =>
      expect(portico.notifications.getState().alert).toEqual(alerts.INVALID_APP_CONFIGURATION),
    )
    expect(alerts.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration')
    portico.notifications.dismissAlert()
    const count = host.seen.length
    portico.modal.close()
    await portico.modal.open()
    portico.events.emit('kernel:error', { error: new Error('after 403') })
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(host.seen.length).toBe(count)
    expect(beacons).toEqual([])
    expect(portico.notifications.getState().alert).toBeUndefined()
    await portico.dispose()
  })

  it('sends what is still queued in one beacon to /batch when the page hides', async () => {
    const host = analyticsHost()
    const portico = kernel(host, { flushIntervalMs: 60_000 })
    await portico.start()
    await portico.modal.open()
    await vi.waitFor(() => expect(posted(host)).toHaveLength(1))
    portico.modal.close()
    portico.events.emit('wallet:network-changed', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:8453',
      supported: true,
    })
    window.dispatchEvent(new Event('pagehide'))
    expect(beacons).toHaveLength(1)
    const url = new URL(beacons[0]!.url)
    expect(url.pathname).toBe('/pulse/batch')
    expect(url.searchParams.get('projectId')).toBe('p1')
    const batch = z.array(analyticsEventSchema).parse(beacons[0]!.body)
    expect(batch.map((e) => e.props.event)).toEqual(['MODAL_CLOSE', 'SWITCH_NETWORK'])
    window.dispatchEvent(new Event('pagehide'))
    expect(beacons).toHaveLength(1)
    await portico.dispose()
  })

  it('refuses options it cannot use', () => {
    expect(() => analytics({ flushIntervalMs: -1 })).toThrow('The analytics plugin options are invalid.')
  })
})
