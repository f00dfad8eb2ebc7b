import { z } from 'zod'
import { resetAuthState } from '../auth/state'
import { applySettingsPatch, defaultSettings, settingsPatchSchema } from '../config-state'
import type { EmulatorState, Handler } from '../context'
import { type Fault, faultRequestSchema, faultRouteSchema } from '../faults'
import { json, parseBody, parseQuery } from '../http'

/** Test-control endpoints under `/__emulator/`; never subject to faults or project checks. */
export type AdminRoute = { method: 'GET' | 'POST' | 'DELETE'; pattern: string; handler: Handler }

export const ADMIN_PREFIX = '/__emulator/'

/** Restores the settings given at start-up and forgets faults, requests and analytics events. */
export function resetState(state: EmulatorState): void {
  state.settings = defaultSettings(state.initialKnownProjectIds)
  state.faults.clear()
  state.requests.length = 0
  state.events.length = 0
  resetAuthState(state.auth)
  state.names.clear()
  state.sessions.clear()
}

const listFaults = (state: EmulatorState) => ({ faults: state.faults.list() })

const setFault: Handler = async (context) => {
  const body = parseBody(faultRequestSchema, await context.readJson())
  const { route, times, ...rest } = body
  const fault = { ...rest, ...(times !== undefined ? { times } : {}) } as Fault
  context.state.faults.set(route, fault)
  return json(listFaults(context.state))
}

const clearFaults: Handler = (context) => {
  const query = parseQuery(z.object({ route: faultRouteSchema.optional() }), context.query)
  context.state.faults.clear(query.route)
  return json(listFaults(context.state))
}

const requestsQuery = z.object({
  route: z.string().optional(),
  path: z.string().optional(),
  limit: z.string().regex(/^\d+$/).transform(Number).optional(),
})

const listRequests: Handler = (context) => {
  const query = parseQuery(requestsQuery, context.query)
  let requests = context.state.requests.filter(
    (request) =>
      (query.route === undefined || request.route === query.route) &&
      (query.path === undefined || request.path === query.path),
  )
  if (query.limit !== undefined) requests = requests.slice(-query.limit)
  return json({ requests })
}

const clearRecords: Handler = (context) => {
  context.state.requests.length = 0
  context.state.events.length = 0
  return json({ requests: [], events: [] })
}

const currentConfig = (state: EmulatorState) => ({ ...state.settings })

const updateConfig: Handler = async (context) => {
  const patch = parseBody(settingsPatchSchema, await context.readJson())
  applySettingsPatch(context.state.settings, patch)
  return json(currentConfig(context.state))
}

const health: Handler = (context) =>
  json({
    ok: true,
    chains: context.state.chains.local.map((chain) => chain.info),
    wallets: context.state.wallets.length,
  })

export const adminRoutes: AdminRoute[] = [
  { method: 'GET', pattern: '/__emulator/health', handler: health },
  { method: 'GET', pattern: '/__emulator/faults', handler: (context) => json(listFaults(context.state)) },
  { method: 'POST', pattern: '/__emulator/faults', handler: setFault },
  { method: 'DELETE', pattern: '/__emulator/faults', handler: clearFaults },
  { method: 'GET', pattern: '/__emulator/requests', handler: listRequests },
  { method: 'DELETE', pattern: '/__emulator/requests', handler: clearRecords },
  {
    method: 'GET',
    pattern: '/__emulator/events',
    handler: (context) => json({ events: context.state.events }),
  },
  { method: 'DELETE', pattern: '/__emulator/events', handler: clearRecords },
  { method: 'GET', pattern: '/__emulator/config', handler: (context) => json(currentConfig(context.state)) },
  { method: 'POST', pattern: '/__emulator/config', handler: updateConfig },
  {
    method: 'POST',
    pattern: '/__emulator/reset',
    handler: (context) => {
      resetState(context.state)
      return json(currentConfig(context.state))
    },
  },
]
