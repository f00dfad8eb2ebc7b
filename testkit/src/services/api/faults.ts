import { z } from 'zod'
import { envelope, type Reply, text } from './http'
import { type FaultRoute, ROUTE_NAMES, type RouteName } from './routes'

/** Default delay of a `delay` fault: past the client's 10 s RPC/fetch time-outs. */
export const DEFAULT_FAULT_DELAY_MS = 15_000

export const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: z.number().int().min(400).max(599).optional() }),
  z.object({ kind: z.literal('rate-limit') }),
  z.object({ kind: z.literal('delay'), delayMs: z.number().int().min(0).max(600_000).optional() }),
  z.object({ kind: z.literal('malformed') }),
  z.object({ kind: z.literal('empty') }),
])

/** One fault; `times` limits how many requests it hits (default: until cleared). */
export type Fault = z.infer<typeof faultSchema> & { times?: number }

export const faultRouteSchema = z.enum([...ROUTE_NAMES, '*'])

/** Body of `POST /__emulator/faults`. */
export const faultRequestSchema = z
  .object({
    route: faultRouteSchema,
    kind: z.enum(['status', 'rate-limit', 'delay', 'malformed', 'empty']),
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
    times: z.number().int().positive().optional(),
  })
  .strict()

export type FaultRequestBody = z.infer<typeof faultRequestSchema>

export type ActiveFault = { route: FaultRoute; fault: Fault; remaining: number | null; hits: number }

export type FaultRegistry = {
  /** Replaces the fault of `route` (`*` = every route without its own fault). */
  set(route: FaultRoute, fault: Fault): void
  /** Removes the fault of `route`, or all faults. */
  clear(route?: FaultRoute): void
  list(): ActiveFault[]
  /** Consumes one hit of the fault that applies to `route`, if any. */
  take(route: RouteName): Fault | undefined
}

export function createFaultRegistry(): FaultRegistry {
  const active = new Map<FaultRoute, ActiveFault>()
  return {
    set(route, fault) {
      const parsedRoute = faultRouteSchema.parse(route)
      const parsed = faultSchema.parse(fault)
      const times = fault.times
      if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
        throw new Error('fault.times must be a positive integer')
      }
      active.set(parsedRoute, {
        route: parsedRoute,
        fault: { ...parsed, times },
        remaining: times ?? null,
        hits: 0,
      })
    },
    clear(route) {
      if (route === undefined) active.clear()
      else active.delete(route)
    },
    list: () => [...active.values()].map((entry) => ({ ...entry, fault: { ...entry.fault } })),
    take(route) {
      const entry = active.get(route) ?? active.get('*')
      if (!entry) return undefined
      entry.hits++
      if (entry.remaining !== null) {
        entry.remaining--
        if (entry.remaining <= 0) active.delete(entry.route)
      }
      return entry.fault
    },
  }
}

/** The reply of a fault that answers instead of the handler (`delay` returns undefined: serve normally). */
export function faultReply(fault: Fault): Reply | undefined {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 500
      // The real server answers a plain 500 with text; handled provider errors use the envelope.
      return status === 500
        ? text('Internal server error', 500)
        : envelope(status, '', `Emulated failure (HTTP ${status})`)
    }
    case 'rate-limit':
      return {
        ...envelope(429, 'rate_limited', 'Too many requests, please slow down'),
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      }
    case 'malformed':
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"emulated": "malformed", "data": [',
      }
    case 'empty':
      return { status: 200, headers: { 'content-type': 'application/json' }, body: '' }
    case 'delay':
      return undefined
  }
}

/** Resolves `true` after `ms`, or `false` as soon as `signal` aborts (the client went away). */
export function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      resolve(false)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
