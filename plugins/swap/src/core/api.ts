import type { HttpClient, HttpStatusError } from '@portico/kernel'
import { SWAP_SLIPPAGE_PERCENT } from './constants.js'
import {
  allowanceResponseSchema,
  type BuiltApprove,
  type BuiltSwap,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  priceResponseSchema,
  quotesResponseSchema,
  type SwapApiToken,
  tokensResponseSchema,
} from './schemas.js'

// The swap endpoints of the Blockchain API (API-FACTS 2.5-2.11). Every answer passes its schema;
// the http client adds projectId, st and sv.

const JSON_HEADERS = { 'content-type': 'application/json' }

export async function fetchSwapTokens(
  http: HttpClient,
  chainId: string,
  signal?: AbortSignal,
): Promise<SwapApiToken[]> {
  return (await http.get('/v1/convert/tokens', { query: { chainId }, schema: tokensResponseSchema, signal }))
    .tokens
}

export type QuoteParameters = {
  amount: bigint
  from: string
  to: string
  userAddress: string
  gasPrice?: string | undefined
}

/** Why a quote has no usable amount. */
export type QuoteOutcome =
  | { kind: 'quote'; toAmount: bigint }
  | { kind: 'insufficientLiquidity' }
  | { kind: 'incorrectAmount' }
  | { kind: 'failed'; message: string }

/**
 * One quote. The API words a pool that cannot pay as a 400 whose description contains
 * "insufficient liquidity" (1inch); an empty `toAmount` (or none) is an amount it cannot swap.
 */
export async function fetchQuote(
  http: HttpClient,
  parameters: QuoteParameters,
  signal?: AbortSignal,
): Promise<QuoteOutcome> {
  try {
    const { quotes } = await http.get('/v1/convert/quotes', {
      query: {
        amount: parameters.amount.toString(),
        userAddress: parameters.userAddress,
        from: parameters.from,
        to: parameters.to,
        gasPrice: parameters.gasPrice,
      },
      headers: JSON_HEADERS,
      schema: quotesResponseSchema,
      signal,
    })
    const toAmount = quotes[0]?.toAmount
    if (!toAmount || toAmount === '0') return { kind: 'incorrectAmount' }
    return { kind: 'quote', toAmount: BigInt(toAmount) }
  } catch (error) {
    // Narrowed by name, as the project's rules ask (another copy of the kernel has another class).
    if (isHttpStatusError(error) && error.status === 400) {
      const description = error.envelope?.reasons[0]?.description ?? error.body ?? ''
      if (/insufficient liquidity/i.test(description)) return { kind: 'insufficientLiquidity' }
      return { kind: 'failed', message: description || error.shortMessage }
    }
    throw error
  }
}

export async function fetchAllowance(
  http: HttpClient,
  parameters: { tokenAddress: string; userAddress: string },
  signal?: AbortSignal,
): Promise<bigint> {
  const { allowance } = await http.get('/v1/convert/allowance', {
    query: parameters,
    headers: JSON_HEADERS,
    schema: allowanceResponseSchema,
    signal,
  })
  return BigInt(allowance)
}

export async function fetchGasPrice(
  http: HttpClient,
  chainId: string,
  signal?: AbortSignal,
): Promise<bigint> {
  const answer = await http.get('/v1/convert/gas-price', {
    query: { chainId },
    headers: JSON_HEADERS,
    schema: gasPriceResponseSchema,
    signal,
  })
  return BigInt(answer.standard)
}

/** The approval of exactly `amount` (spec 5 checks the allowance against the source amount). */
export async function buildApprove(
  http: HttpClient,
  parameters: { from: string; to: string; userAddress: string; amount: bigint },
): Promise<BuiltApprove> {
  const answer = await http.get('/v1/convert/build-approve', {
    query: { ...parameters, amount: parameters.amount.toString() },
    headers: JSON_HEADERS,
    schema: buildApproveResponseSchema,
  })
  return answer.tx
}

export async function buildSwapTransaction(
  http: HttpClient,
  parameters: { projectId: string; amount: bigint; from: string; to: string; userAddress: string },
): Promise<BuiltSwap> {
  const answer = await http.post('/v1/convert/build-transaction', {
    body: {
      projectId: parameters.projectId,
      amount: parameters.amount.toString(),
      from: parameters.from,
      to: parameters.to,
      userAddress: parameters.userAddress,
      eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
      disableEstimate: true,
    },
    headers: JSON_HEADERS,
    schema: buildTransactionResponseSchema,
  })
  return answer.tx
}

/** The USD price of one token (the API prices only the first address), or undefined. */
export async function fetchTokenPrice(
  http: HttpClient,
  parameters: { projectId: string; address: string },
  signal?: AbortSignal,
): Promise<number | undefined> {
  const { fungibles } = await http.post('/v1/fungible/price', {
    body: { projectId: parameters.projectId, currency: 'usd', addresses: [parameters.address] },
    headers: JSON_HEADERS,
    schema: priceResponseSchema,
    signal,
  })
  return fungibles[0]?.price
}

function isHttpStatusError(error: unknown): error is HttpStatusError {
  return (error as { name?: unknown } | undefined)?.name === 'HttpStatusError'
}
