import type { HttpClient, Network } from '@portico/kernel'
import * as z from 'zod/mini'
import type { NetworkFee } from './sendState.js'
import type { TokenKind } from './tokens.js'
import { formatUnits } from './units.js'

/**
 * Gas a transfer uses: a plain value transfer costs exactly 21,000; an ERC20 `transfer` costs
 * about 35,000-52,000 on common tokens, so 65,000 keeps the estimate on the safe side.
 */
export const GAS_UNITS = { native: 21_000n, token: 65_000n } as const
/** Solana's base fee: 5,000 lamports per signature, one signature per transfer. */
export const SOLANA_BASE_FEE_LAMPORTS = 5000n

const weiText = z.string().check(z.regex(/^\d+$/))
/** `GET /v1/convert/gas-price` (API-FACTS 2.9): wei strings. */
export const gasPriceResponseSchema = z.object({ standard: weiText, fast: weiText, instant: weiText })
const rpcGasPriceSchema = z.object({ result: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })

export type GasPriceSource = 'api' | 'chain'

export type FetchGasPriceParameters = {
  network: Network
  source: GasPriceSource
  http: HttpClient
  fetch: typeof fetch
  signal?: AbortSignal
  timeoutMs?: number
}

/**
 * The standard gas price of an EVM network in wei: from the Blockchain API, or straight from the
 * network's first RPC URL (`eth_gasPrice`) for apps without an API account. Undefined for other
 * namespaces (Solana fees are fixed per signature).
 */
export async function fetchGasPrice({
  network,
  source,
  http,
  fetch,
  signal,
  timeoutMs = 10_000,
}: FetchGasPriceParameters): Promise<bigint | undefined> {
  if (network.chainNamespace !== 'eip155') return undefined
  if (source === 'api') {
    const answer = await http.get('/v1/convert/gas-price', {
      query: { chainId: network.caipNetworkId },
      schema: gasPriceResponseSchema,
      signal,
      timeoutMs,
    })
    return BigInt(answer.standard)
  }
  const url = network.rpcUrls.default.http[0]
  if (!url) return undefined
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('eth_gasPrice timed out')), timeoutMs)
  const onAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_gasPrice', params: [] }),
      signal: controller.signal,
    })
    if (!response.ok) throw new Error(`eth_gasPrice failed with HTTP ${response.status}`)
    return BigInt(rpcGasPriceSchema.parse(await response.json()).result)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * The fee of one transfer in the native token's smallest unit, or undefined when it cannot be
 * estimated (no gas price on EVM, or a namespace Portico does not send on).
 */
export function estimateFeeUnits(
  network: Network,
  kind: TokenKind['kind'] | undefined,
  gasPrice: bigint | undefined,
): bigint | undefined {
  if (network.chainNamespace === 'solana') return SOLANA_BASE_FEE_LAMPORTS
  if (network.chainNamespace !== 'eip155' || gasPrice === undefined) return undefined
  return gasPrice * (kind === 'token' ? GAS_UNITS.token : GAS_UNITS.native)
}

/** The fee for display: native amount, symbol and (with a price) its USD value. */
export function toNetworkFee(
  network: Network,
  feeUnits: bigint,
  nativePriceUsd: number | undefined,
): NetworkFee {
  const amount = formatUnits(feeUnits, network.nativeCurrency.decimals)
  return {
    amount,
    symbol: network.nativeCurrency.symbol,
    usd: nativePriceUsd === undefined ? undefined : Number(amount) * nativePriceUsd,
  }
}
