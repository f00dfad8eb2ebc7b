import type { HttpClient } from '@portico/kernel'
import { TransactionsAccountAddressError } from '../errors.js'
import type { Transaction } from '../types.js'
import { getAccountHistory } from './historyEndpoint.js'
import type { SupportedChains } from './supportedChains.js'

export type FetchTransactionsParameters = {
  address: string | undefined
  cursor?: string | undefined
  /** CAIP-2 id of the connected chain. */
  chainId: string
  signal?: AbortSignal | undefined
}

export type FetchTransactionsReturnType = { data: Transaction[]; next: string | undefined }

export type FetchTransactions = (
  parameters: FetchTransactionsParameters,
) => Promise<FetchTransactionsReturnType>

/**
 * Builds `fetchTransactions`: one history page for an account on a chain, or an empty page without
 * a request when the Blockchain API does not serve the chain (spec 7).
 *
 * @throws {TransactionsAccountAddressError} when `address` is missing, before any request.
 */
export function createFetchTransactions({
  http,
  supportedChains,
  timeoutMs,
}: {
  http: HttpClient
  supportedChains: SupportedChains
  timeoutMs?: number | undefined
}): FetchTransactions {
  return async ({ address, cursor, chainId, signal }) => {
    if (!address) throw new TransactionsAccountAddressError()
    if (!(await supportedChains.isSupported(chainId))) return { data: [], next: undefined }
    const page = await getAccountHistory(http, { address, cursor, chainId, signal, timeoutMs })
    return { data: page.data, next: page.next ?? undefined }
  }
}
