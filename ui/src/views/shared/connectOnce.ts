import type { ConnectResult, Portico } from '@portico/kernel'
import { instanceValue } from './instanceCache.js'

/**
 * `wallet.connect` for a connector, sharing a request already in flight: a view that mounts twice
 * (React StrictMode, a quick back-and-forth) must not open two wallet prompts. `force` starts a new
 * request anyway, for an explicit retry after the wallet stopped answering.
 */
export function connectOnce(
  portico: Portico,
  connectorId: string,
  { force = false }: { force?: boolean } = {},
): Promise<ConnectResult> {
  const inFlight = instanceValue(
    portico,
    'views.connectsInFlight',
    () => new Map<string, Promise<ConnectResult>>(),
  )
  const existing = inFlight.get(connectorId)
  if (existing && !force) return existing
  const request = portico.wallet.connect({ connectorId })
  inFlight.set(connectorId, request)
  const forget = () => {
    if (inFlight.get(connectorId) === request) inFlight.delete(connectorId)
  }
  request.then(forget, forget)
  return request
}
