import type { HttpClient } from '@portico/kernel'
import { supportedChainsSchema } from './schemas.js'

export type SupportedChains = {
  /** Whether the Blockchain API serves `caipNetworkId`; false while the list cannot be had. */
  isSupported(caipNetworkId: string): Promise<boolean>
}

/**
 * The Blockchain API's chain list (`GET /v1/supported-chains`), fetched on first use and kept for
 * the life of the instance. A failed fetch counts every chain as unsupported (as the reference
 * client does) and is retried on the next question instead of being cached.
 */
export function createSupportedChains(
  http: HttpClient,
  { timeoutMs }: { timeoutMs?: number | undefined } = {},
): SupportedChains {
  let list: Promise<ReadonlySet<string>> | undefined
  const load = () => {
    if (!list) {
      const pending = http
        .get('v1/supported-chains', { schema: supportedChainsSchema, timeoutMs })
        .then((answer): ReadonlySet<string> => new Set(answer.http))
      pending.catch(() => {
        if (list === pending) list = undefined
      })
      list = pending
    }
    return list
  }
  return {
    async isSupported(caipNetworkId) {
      try {
        return (await load()).has(caipNetworkId)
      } catch {
        return false
      }
    },
  }
}
