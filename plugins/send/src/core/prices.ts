import { type HttpClient, type Network, toCaipAddress } from '@portico/kernel'
import * as z from 'zod/mini'
import { EIP155_NATIVE_TOKEN_ADDRESS } from './tokens.js'

/** `POST /v1/fungible/price` (API-FACTS 2.7); only the first address is priced. */
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ address: z.string(), price: z.number() })),
})

/**
 * The USD price of an EVM network's native token from the Blockchain API; undefined when the API
 * does not price it (or for other namespaces, whose price comes from the balance list).
 */
export async function fetchNativePriceUsd({
  http,
  network,
  projectId,
  signal,
}: {
  http: HttpClient
  network: Network
  projectId: string
  signal?: AbortSignal
}): Promise<number | undefined> {
  if (network.chainNamespace !== 'eip155') return undefined
  const answer = await http.post('/v1/fungible/price', {
    body: {
      projectId,
      currency: 'usd',
      addresses: [toCaipAddress(network.caipNetworkId, EIP155_NATIVE_TOKEN_ADDRESS)],
    },
    headers: { 'content-type': 'application/json' },
    schema: fungiblePriceResponseSchema,
    signal,
  })
  return answer.fungibles[0]?.price
}
