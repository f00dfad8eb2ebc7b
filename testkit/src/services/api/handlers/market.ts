import { z } from 'zod'
import type { Handler, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { currencySchema } from '../fixtures/prices'
import { fail, json, parseBody, parseQuery } from '../http'
import { findSwapAsset, poolUnitPrice } from '../swap/pool'

const priceBody = z.object({
  projectId: z.string(),
  currency: currencySchema,
  addresses: z.array(z.string()),
})

const gasPriceQuery = z.object({ ...sdkParams, projectId: z.string(), chainId: z.string() })

/** Wei strings used for supported real chains, which the emulator cannot read offline. */
const REMOTE_GAS_PRICE = { standard: '20000000000', fast: '25000000000', instant: '30000000000' }

/** `POST /v1/fungible/price`: only the first address is priced (like the real server). */
const price: Handler = async (context) => {
  const body = parseBody(priceBody, await context.readJson())
  checkProject(body.projectId, context.state.settings.knownProjectIds, 'body')
  const first = body.addresses[0]
  if (first === undefined) throw fail(400, 'address', 'At least one address is required')
  const match = /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(first)
  if (!match) throw fail(400, 'address', 'The address provided is invalid')
  const [, chainId, tokenAddress] = match as unknown as [string, string, string]
  const chain = context.state.chains.local.find((handle) => handle.info.caipNetworkId === chainId)
  if (!chain) return json({ fungibles: [] })
  // Pool assets (ETH, PTT, the test USDC) are priced by the local swap pool's reserves.
  const token = findSwapAsset(chain.info, tokenAddress)
  const unitPrice = token ? await poolUnitPrice(chain, token, context.state.prices, body.currency) : undefined
  if (!token || unitPrice === undefined) return json({ fungibles: [] })
  return json({
    fungibles: [
      {
        address: first,
        name: token.name,
        symbol: token.symbol,
        iconUrl: `${context.state.baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
        price: unitPrice,
        decimals: token.decimals,
      },
    ],
  })
}

/** `GET /v1/convert/gas-price`: EIP-1559 max fee of the local chain, padded for fast and instant. */
const gasPrice: Handler = async (context) => {
  const query = parseQuery(gasPriceQuery, context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  const chain = context.state.chains.resolve(query.chainId)
  if (chain === 'remote') return json(REMOTE_GAS_PRICE)
  try {
    const fees = await chain.client.estimateFeesPerGas()
    const standard = fees.maxFeePerGas
    return json({
      standard: standard.toString(),
      fast: ((standard * 125n) / 100n + fees.maxPriorityFeePerGas).toString(),
      instant: ((standard * 150n) / 100n + 2n * fees.maxPriorityFeePerGas).toString(),
    })
  } catch {
    throw fail(503, 'chainId', 'Gas price provider is temporarily unavailable')
  }
}

/** `GET /v1/supported-chains`: the local chains plus a few real ids; `projectId` is not read. */
const supportedChains: Handler = (context) => {
  const { chains } = context.state
  // The real server caches this for a day; the emulator sends `no-store` everywhere so faults set by a
  // test are never hidden by the browser cache.
  return json({
    http: chains.supported,
    ws: [...chains.local.map((chain) => chain.info.caipNetworkId), 'eip155:1'],
  })
}

export const marketRoutes: RouteDefinition[] = [
  { method: 'POST', pattern: '/v1/fungible/price', name: 'price', handler: price },
  { method: 'GET', pattern: '/v1/convert/gas-price', name: 'gas-price', handler: gasPrice },
  { method: 'GET', pattern: '/v1/supported-chains', name: 'supported-chains', handler: supportedChains },
]
