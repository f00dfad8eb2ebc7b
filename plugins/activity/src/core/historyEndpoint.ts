import type { HttpClient } from '@portico/kernel'
import type { HistoryPage } from '../types.js'
import { historyResponseSchema } from './schemas.js'

export type GetAccountHistoryParameters = {
  /** The plain account address (no CAIP prefix). */
  address: string
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | undefined
  /** CAIP-2 id of the chain, e.g. 'eip155:1'. */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
  timeoutMs?: number | undefined
}

/**
 * `GET /v1/account/{address}/history` (spec 7, API-FACTS 2.3): one page of 50, validated.
 *
 * @throws the HTTP client's errors: HttpStatusError, HttpResponseValidationError, HttpTimeoutError, …
 */
export function getAccountHistory(
  http: HttpClient,
  { address, cursor, chainId, signal, timeoutMs }: GetAccountHistoryParameters,
): Promise<HistoryPage> {
  return http.get(`/v1/account/${encodeURIComponent(address)}/history`, {
    query: { cursor, chainId },
    schema: historyResponseSchema,
    signal,
    timeoutMs,
  })
}
