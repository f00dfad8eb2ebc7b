import { z } from 'zod'
import { FRAME_REQUESTS } from './protocol.js'

/** Body of `POST /__secure-site/faults`: what the next frames or requests do wrong. */
export const faultRequestSchema = z.discriminatedUnion('kind', [
  /** Frames loaded from now on never post READY. */
  z.object({ kind: z.literal('never-ready') }),
  /** Requests of this type are held open and never answered. */
  z.object({
    kind: z.literal('hang'),
    request: z.enum(FRAME_REQUESTS),
    times: z.number().int().positive().optional(),
  }),
  /** Requests of this type answer `_ERROR` with `message`. */
  z.object({
    kind: z.literal('error'),
    request: z.enum(FRAME_REQUESTS),
    message: z.string().min(1).default('An error occurred'),
    times: z.number().int().positive().optional(),
  }),
])
export type FaultRequest = z.infer<typeof faultRequestSchema>

type RequestFault = Extract<FaultRequest, { kind: 'hang' | 'error' }> & { remaining: number | null }

export function createFaults() {
  let neverReady = false
  const requests = new Map<string, RequestFault>()
  return {
    set(fault: FaultRequest) {
      if (fault.kind === 'never-ready') neverReady = true
      else requests.set(fault.request, { ...fault, remaining: fault.times ?? null })
    },
    clear() {
      neverReady = false
      requests.clear()
    },
    get neverReady() {
      return neverReady
    },
    /** Consumes one hit of the fault for this request type, if any. */
    take(request: string): RequestFault | undefined {
      const fault = requests.get(request)
      if (!fault) return undefined
      if (fault.remaining !== null && --fault.remaining <= 0) requests.delete(request)
      return fault
    },
    list: () => ({ neverReady, requests: [...requests.values()] }),
  }
}

export type Faults = ReturnType<typeof createFaults>
