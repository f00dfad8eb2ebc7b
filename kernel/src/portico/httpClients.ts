import type { Alert } from '../errors/alerts.js'
import { type ApiUrls, SDK_TYPE, SDK_VERSION } from '../firstPaintConstants.js'
import type { HostedServices } from '../hosted/hostedServices.js'
import { createLazyHttpClient } from '../http/createLazyHttpClient.js'
import type { Logger } from '../log/createLogger.js'
import type { AnyPlugin } from '../plugin/definePlugin.js'
import type { Portico } from './types.js'

/** The clients of the hosted services (each loads on its first request). */
export function createHttpClients({
  api,
  hosted,
  plugins,
  log,
  fetch,
  onStatusError,
}: {
  api: ApiUrls
  hosted: HostedServices
  plugins: readonly AnyPlugin[]
  log: Logger
  fetch: typeof globalThis.fetch | undefined
  /** Told of every refused status (spec 8: 429 and 5xx carry their alert). */
  onStatusError: (error: { alert?: Alert | undefined }) => void
}): Portico['http'] {
  const sdk = {
    projectId: hosted.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: sdkVersionFor(plugins),
    log,
    fetch,
    onStatusError,
  }
  let clientId: string | undefined
  return {
    blockchain: createLazyHttpClient({ ...sdk, baseUrl: api.blockchainApi, getClientId: () => clientId }),
    catalogue: createLazyHttpClient({ ...sdk, baseUrl: api.catalogApi }),
    analytics: createLazyHttpClient({ ...sdk, baseUrl: api.analytics }),
    setClientId: (id) => {
      clientId = id
    },
  }
}

/** `sv` as the hosted services expect: `<framework>-<adapters>-<version>` (API-FACTS 1.2). */
function sdkVersionFor(plugins: readonly AnyPlugin[]): string {
  const chains = plugins.filter((p) => p.kind === 'chain')
  return `react-${chains.length ? chains.map((p) => p.id).join(',') : 'universal'}-${SDK_VERSION}`
}
