import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import { SWAP_POOL_ADDRESS, swapPoolAbi } from '../../chains'
import type { ChainHandle } from '../chains'
import type { Handler, RequestContext, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { fail, json, parseBody, parseQuery } from '../http'
import { findSwapAsset, parseCaip10, poolFailure, quoteOut, type SwapAsset, swapAssets } from '../swap/pool'

// `/v1/convert/*` (API-FACTS 2.5-2.11) backed by the PorticoSwapPool deployed on each local chain:
// quotes are the contract's getAmountOut, approvals and swaps are calldata for the real contracts.

/** Gas the server returns when the client asks it not to estimate (a pool swap takes about 90k). */
const SWAP_GAS_LIMIT = 300_000n

const tokensQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
})
const quotesQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  amount: z.string(),
  from: z.string(),
  to: z.string(),
  gasPrice: z.string().optional(),
})
const allowanceQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  tokenAddress: z.string(),
  userAddress: z.string(),
})
const approveQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: z.string().optional(),
})
const buildBody = z.object({
  projectId: z.string(),
  amount: z.string(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  eip155: z.object({ slippage: z.number(), permit: z.string().optional() }).optional(),
  disableEstimate: z.boolean().optional(),
})

const project = (context: RequestContext, projectId: string | undefined, source: 'query' | 'body') =>
  checkProject(projectId, context.state.settings.knownProjectIds, source)

/** A local chain by CAIP-2 id; a supported real chain cannot be served offline (503). */
function localChain(context: RequestContext, chainId: string): ChainHandle {
  const chain = context.state.chains.resolve(chainId)
  if (chain === 'remote')
    throw fail(503, 'chainId', 'Conversion provider is unavailable for this chain offline')
  return chain
}

/** A CAIP-10 token of the pool on a local chain. */
function poolAsset(
  context: RequestContext,
  caip10: string,
  field: string,
): { chain: ChainHandle; asset: SwapAsset } {
  const { chainId, address } = parseCaip10(caip10, field)
  const chain = localChain(context, chainId)
  const asset = findSwapAsset(chain.info, address)
  if (!asset) throw fail(400, field, `token ${caip10} is not supported`)
  return { chain, asset }
}

/** `from` and `to` of one conversion: pool assets on the same chain. */
function pair(context: RequestContext, from: string, to: string) {
  const source = poolAsset(context, from, 'from')
  const target = poolAsset(context, to, 'to')
  if (source.chain !== target.chain)
    throw fail(400, '', 'Conversion parameter error: from and to must be on the same chain')
  return { chain: source.chain, from: source.asset, to: target.asset }
}

function positiveAmount(value: string, field: string): bigint {
  if (!/^\d{1,78}$/.test(value)) throw fail(400, '', `Invalid parameter: ${field}`)
  return BigInt(value)
}

async function gasPriceOf(chain: ChainHandle): Promise<bigint> {
  try {
    return (await chain.client.estimateFeesPerGas()).maxFeePerGas
  } catch {
    throw fail(503, 'chainId', 'Gas price provider is temporarily unavailable')
  }
}

const caip10 = (chain: ChainHandle, address: string) => `${chain.info.caipNetworkId}:${address}`

/** `GET /v1/convert/tokens`: the pool's assets (native first), optionally filtered by address. */
const tokens: Handler = (context) => {
  const query = parseQuery(tokensQuery, context.query)
  project(context, query.projectId, 'query')
  const chain = context.state.chains.resolve(query.chainId)
  if (chain === 'remote') return json({ tokens: [] })
  const wanted = query.address?.toLowerCase()
  const list = swapAssets(chain.info)
    .filter(
      (asset) =>
        !wanted ||
        caip10(chain, asset.address).toLowerCase() === wanted ||
        asset.address.toLowerCase() === wanted,
    )
    .map((asset) => ({
      name: asset.name,
      symbol: asset.symbol,
      address: caip10(chain, asset.address),
      decimals: asset.decimals,
      logoUri: `${context.state.baseUrl}/public/getTokenImage/${encodeURIComponent(asset.symbol)}`,
      eip2612: false,
    }))
  return json({ tokens: list })
}

/** `GET /v1/convert/quotes`: one 1inch-style quote from the pool's reserves. */
const quotes: Handler = async (context) => {
  const query = parseQuery(quotesQuery, context.query)
  project(context, query.projectId, 'query')
  const { chain, from, to } = pair(context, query.from, query.to)
  const amount = positiveAmount(query.amount, 'amount')
  const out = await quoteOut(chain, from, to, amount)
  return json({
    quotes: [
      {
        id: null,
        fromAmount: query.amount,
        fromAccount: query.from,
        toAmount: out.toString(),
        toAccount: query.to,
      },
    ],
  })
}

/** `GET /v1/convert/allowance`: what the pool may pull; native ETH needs no approval. */
const allowance: Handler = async (context) => {
  const query = parseQuery(allowanceQuery, context.query)
  project(context, query.projectId, 'query')
  const { chain, asset } = poolAsset(context, query.tokenAddress, 'tokenAddress')
  const user = parseCaip10(query.userAddress, 'userAddress')
  if (user.chainId !== chain.info.caipNetworkId)
    throw fail(400, 'userAddress', 'userAddress is on another chain')
  if (asset.native) return json({ allowance: maxUint256.toString() })
  try {
    const value = await chain.client.readContract({
      address: asset.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user.address, SWAP_POOL_ADDRESS],
    })
    return json({ allowance: value.toString() })
  } catch {
    throw fail(503, '', 'Conversion provider is temporarily unavailable')
  }
}

/**
 * `GET /v1/convert/build-approve`: approve(pool, amount) calldata, unlimited without `amount`. Like
 * the real server the token comes from `to` and `from` is echoed; the client sends the transaction
 * to `tx.from`'s address, so both name the source token in practice.
 */
const buildApprove: Handler = async (context) => {
  const query = parseQuery(approveQuery, context.query)
  project(context, query.projectId, 'query')
  const { chain, to } = pair(context, query.from, query.to)
  if (to.native) throw fail(400, 'to', 'The native token needs no approval')
  const amount = query.amount === undefined ? maxUint256 : positiveAmount(query.amount, 'amount')
  return json({
    tx: {
      from: query.from,
      to: query.to,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SWAP_POOL_ADDRESS, amount] }),
      value: '0',
      eip155: { gasPrice: (await gasPriceOf(chain)).toString() },
    },
  })
}

/** `POST /v1/convert/build-transaction`: a pool swap with the minimum output lowered by the slippage. */
const buildTransaction: Handler = async (context) => {
  const body = parseBody(buildBody, await context.readJson())
  project(context, body.projectId, 'body')
  const { chain, from, to } = pair(context, body.from, body.to)
  const user = parseCaip10(body.userAddress, 'userAddress')
  if (user.chainId !== chain.info.caipNetworkId)
    throw fail(400, 'userAddress', 'userAddress is on another chain')
  const amount = positiveAmount(body.amount, 'amount')
  const slippage = body.eip155?.slippage ?? 1
  if (!Number.isInteger(slippage) || slippage < 0 || slippage > 50)
    throw fail(400, '', 'Invalid parameter: slippage')
  const out = await quoteOut(chain, from, to, amount)
  const minOut = (out * BigInt(100 - slippage)) / 100n
  const data = encodeFunctionData({
    abi: swapPoolAbi,
    functionName: 'swap',
    args: [from.address, to.address, amount, minOut, user.address],
  })
  let gas = SWAP_GAS_LIMIT
  if (body.disableEstimate !== true) {
    try {
      const estimate = await chain.client.estimateGas({
        account: user.address,
        to: SWAP_POOL_ADDRESS,
        data,
        value: from.native ? amount : 0n,
      })
      gas = (estimate * BigInt(100 + slippage)) / 100n
    } catch (error) {
      throw poolFailure(error)
    }
  }
  return json({
    tx: {
      from: body.userAddress,
      to: caip10(chain, SWAP_POOL_ADDRESS),
      data,
      amount: out.toString(),
      eip155: { gas: gas.toString(), gasPrice: (await gasPriceOf(chain)).toString() },
    },
  })
}

export const convertRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/v1/convert/tokens', name: 'convert-tokens', handler: tokens },
  { method: 'GET', pattern: '/v1/convert/quotes', name: 'convert-quotes', handler: quotes },
  { method: 'GET', pattern: '/v1/convert/allowance', name: 'convert-allowance', handler: allowance },
  {
    method: 'GET',
    pattern: '/v1/convert/build-approve',
    name: 'convert-build-approve',
    handler: buildApprove,
  },
  {
    method: 'POST',
    pattern: '/v1/convert/build-transaction',
    name: 'convert-build-transaction',
    handler: buildTransaction,
  },
]
