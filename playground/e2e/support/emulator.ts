/** The API emulator's admin endpoints (`/__emulator/*`), for browser tests in another process. */

import type { FaultRequestBody } from '../../../testkit/src/services/api/faults.js'
import type { FaultRoute } from '../../../testkit/src/services/api/routes.js'

export type { FaultRoute }
/** A fault as the emulator's own schema takes it, without its route. */
export type FaultRequest = Omit<FaultRequestBody, 'route'>
export type FaultKind = FaultRequest['kind']
export type RecordedRequest = { route: string; path: string; query?: Record<string, string> }
/** An analytics body the emulator received: `/e` keeps one event, `/batch` a list. */
export type RecordedEvent = {
  endpoint: 'e' | 'batch'
  at: string
  query: Record<string, string>
  body: unknown
}

/**
 * @example
 * const api = emulatorAdmin(inject('apiUrl'))
 * await api.fault('balance', { kind: 'status', status: 503 })
 * await api.reset()
 */
export function emulatorAdmin(apiUrl: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}/__emulator/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok)
      throw new Error(`${method} /__emulator/${path}: HTTP ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  return {
    fault: (route: FaultRoute, fault: FaultRequest) => call('POST', 'faults', { route, ...fault }),
    clearFaults: () => call('DELETE', 'faults'),
    /** Start-up settings back; faults and the request log cleared. */
    reset: () => call('POST', 'reset'),
    async requests(route: string): Promise<RecordedRequest[]> {
      const answer = (await call('GET', `requests?route=${encodeURIComponent(route)}`)) as {
        requests: RecordedRequest[]
      }
      return answer.requests
    },
    /** Every analytics body received (`/e`, `/batch`), oldest first. */
    async events(): Promise<RecordedEvent[]> {
      return ((await call('GET', 'events')) as { events: RecordedEvent[] }).events
    },
    /** Changes what the config routes answer (features, allowedOrigins, analyticsEnabled, ...). */
    configure: (patch: Record<string, unknown>) => call('POST', 'config', patch),
  }
}

export type EmulatorAdmin = ReturnType<typeof emulatorAdmin>
