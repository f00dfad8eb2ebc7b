import { formatUnits } from 'viem'
import { z } from 'zod'
import { USDC_TOKEN } from '../../chains'
import { assertAddress, readBalances } from '../chains'
import type { Handler, RequestContext, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { currencySchema } from '../fixtures/prices'
import { syntheticBalances } from '../fixtures/synthetic'
import { countBefore, decodeCursor, encodeCursor } from '../history/cursor'
import { serializeTransaction } from '../history/serialize'
import { fail, json, parseQuery } from '../http'
import { SOLANA_TOKEN_INFO } from '../solana'

/** Page size of the history endpoint (Zerion's). */
export const HISTORY_PAGE_SIZE = 50

const balanceQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  currency: currencySchema,
  chainId: z.string().optional(),
  forceUpdate: z.string().optional(),
})

const historyQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  chainId: z.string().optional(),
  cursor: z.string().optional(),
  currency: currencySchema.optional(),
  onramp: z.string().optional(),
})

const identityQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  sender: z.string().optional(),
  useCache: z.string().optional(),
})

function requireProject(context: RequestContext, projectId: string | undefined): void {
  checkProject(projectId, context.state.settings.knownProjectIds, 'query')
}

/** `forceUpdate` is a comma-separated list of eip155 (or Solana) CAIP-10 addresses; anything else is a 400. */
function checkForceUpdate(value: string | undefined): void {
  if (!value) return
  for (const entry of value.split(',')) {
    const trimmed = entry.trim()
    if (
      !/^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(trimmed) &&
      !/^solana:[1-9A-HJ-NP-Za-km-z]{32}:([1-9A-HJ-NP-Za-km-z]{32,44}|native)$/.test(trimmed)
    ) {
      throw fail(400, 'address', `Unsupported forceUpdate address: ${entry}`)
    }
  }
}

const balance: Handler = async (context) => {
  const query = parseQuery(balanceQuery, context.query)
  requireProject(context, query.projectId)
  assertAddress(context.params.address!, query.chainId)
  checkForceUpdate(query.forceUpdate)
  const { solana, bitcoin, synthetic } = context.state
  const made = synthetic.get(context.params.address!)
  if (made && query.chainId?.startsWith('eip155:'))
    return json({ balances: syntheticBalances(made, query.chainId, context.state.baseUrl) })
  if (solana && query.chainId === solana.caipNetworkId)
    return json({ balances: await solanaBalances(context, query.currency) })
  if (bitcoin && query.chainId === bitcoin.caipNetworkId)
    return json({ balances: await bitcoinBalances(context, query.currency) })
  const chain = context.state.chains.resolve(query.chainId)
  if (chain === 'remote') return json({ balances: [] })

  let amounts: Awaited<ReturnType<typeof readBalances>>
  try {
    amounts = await readBalances(chain, context.params.address as `0x${string}`)
  } catch {
    throw fail(503, 'chainId', 'Balance provider is temporarily unavailable')
  }
  const { prices, baseUrl } = context.state
  const { info } = chain
  const items: Record<string, unknown>[] = []
  const add = (amount: bigint, name: string, symbol: string, decimals: number, address?: string) => {
    if (amount === 0n) return
    const numeric = formatUnits(amount, decimals)
    const price = prices.price(symbol, query.currency)
    items.push({
      name,
      symbol,
      chainId: info.caipNetworkId,
      ...(address ? { address } : {}),
      ...(price !== undefined ? { value: price * Number(numeric) } : {}),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`,
    })
  }
  add(amounts.native, info.nativeCurrency.name, info.nativeCurrency.symbol, info.nativeCurrency.decimals)
  add(
    amounts.token,
    info.erc20.name,
    info.erc20.symbol,
    info.erc20.decimals,
    `${info.caipNetworkId}:${info.erc20.address}`,
  )
  add(
    amounts.usdc,
    USDC_TOKEN.name,
    USDC_TOKEN.symbol,
    USDC_TOKEN.decimals,
    `${info.caipNetworkId}:${USDC_TOKEN.address}`,
  )
  return json({ balances: items })
}

/** The local Solana cluster's SOL and SPL balances, in the API's item shape. */
async function solanaBalances(context: RequestContext, currency: z.infer<typeof currencySchema>) {
  const { solana, prices, baseUrl } = context.state
  let read: Awaited<ReturnType<NonNullable<typeof solana>['read']>>
  try {
    read = await solana!.read(context.params.address!)
  } catch {
    throw fail(503, 'chainId', 'Balance provider is temporarily unavailable')
  }
  const chainId = solana!.caipNetworkId
  const item = (amount: bigint, name: string, symbol: string, decimals: number, address?: string) => {
    const numeric = formatUnits(amount, decimals)
    const price = prices.price(symbol, currency)
    return {
      name,
      symbol,
      chainId,
      ...(address ? { address } : {}),
      ...(price !== undefined ? { value: price * Number(numeric) } : {}),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`,
    }
  }
  const items = read.native > 0n ? [item(read.native, 'Solana', 'SOL', 9)] : []
  for (const token of read.tokens) {
    if (token.amount === 0n) continue
    const info = SOLANA_TOKEN_INFO[token.mint] ?? { name: token.mint, symbol: token.mint.slice(0, 4) }
    items.push(item(token.amount, info.name, info.symbol, token.decimals, `${chainId}:${token.mint}`))
  }
  return items
}

/** The local Bitcoin chain's BTC balance (8 decimals), in the API's item shape; none when zero. */
async function bitcoinBalances(context: RequestContext, currency: z.infer<typeof currencySchema>) {
  const { bitcoin, prices, baseUrl } = context.state
  let sats: bigint
  try {
    sats = await bitcoin!.read(context.params.address!)
  } catch {
    throw fail(503, 'chainId', 'Balance provider is temporarily unavailable')
  }
  if (sats === 0n) return []
  const numeric = formatUnits(sats, 8)
  const price = prices.price('BTC', currency)
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: bitcoin!.caipNetworkId,
      ...(price !== undefined ? { value: price * Number(numeric) } : {}),
      price: price ?? 0,
      quantity: { decimals: '8', numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/BTC`,
    },
  ]
}

const history: Handler = async (context) => {
  const query = parseQuery(historyQuery, context.query)
  requireProject(context, query.projectId)
  if (query.onramp !== undefined && query.onramp !== 'coinbase') {
    throw fail(400, 'provider', `Unsupported onramp provider: ${query.onramp}`)
  }
  assertAddress(context.params.address!, query.chainId)
  const position = query.cursor !== undefined ? decodeCursor(query.cursor) : undefined
  const made = context.state.synthetic.get(context.params.address!)
  if (made && query.chainId?.startsWith('eip155:')) {
    // A made-up account pages by offset: the cursor's `b` is where the next page starts.
    const list = context.state.synthetic.history(made, query.chainId)
    const start = position?.b ?? 0
    const end = Math.min(list.length, start + HISTORY_PAGE_SIZE)
    return json({
      data: list.slice(start, end),
      next: end < list.length ? encodeCursor({ b: end, i: 0 }) : null,
    })
  }
  const chain = context.state.chains.resolve(query.chainId)
  if (chain === 'remote') return json({ data: [], next: null })

  const indexer = context.state.indexers.get(chain.info.chainId)!
  try {
    await indexer.sync()
  } catch {
    throw fail(503, '', 'Transaction provider is temporarily unavailable')
  }
  const owner = context.params.address!.toLowerCase()
  const list = indexer.involving(owner)
  const end = position ? countBefore(list, position) : list.length
  const start = Math.max(0, end - HISTORY_PAGE_SIZE)
  const page = list.slice(start, end).reverse()
  const serializeContext = {
    chain,
    metadata: context.state.metadata.get(chain.info.chainId)!,
    prices: context.state.prices,
    currency: query.currency ?? 'usd',
    baseUrl: context.state.baseUrl,
  }
  const data = await Promise.all(page.map((tx) => serializeTransaction(tx, owner, serializeContext)))
  const last = page.at(-1)
  const next = start > 0 && last ? encodeCursor({ b: last.blockNumber, i: last.index }) : null
  return json({ data, next })
}

const identity: Handler = (context) => {
  const query = parseQuery(identityQuery, context.query)
  requireProject(context, query.projectId)
  if (query.useCache !== undefined)
    throw fail(400, 'useCache', 'useCache is only allowed for the testing project')
  const address = context.params.address!
  const resolvedAt = new Date().toISOString()
  if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && !address.startsWith('0x')) {
    return json({ name: null, avatar: null, resolvedAt })
  }
  assertAddress(address, undefined)
  const known = context.state.identities.get(address.toLowerCase())
  return json({ name: known?.name ?? null, avatar: known?.avatar ?? null, resolvedAt })
}

export const accountRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/v1/account/:address/balance', name: 'balance', handler: balance },
  { method: 'GET', pattern: '/v1/account/:address/history', name: 'history', handler: history },
  { method: 'GET', pattern: '/v1/identity/:address', name: 'identity', handler: identity },
  { method: 'GET', pattern: '/v1/account/:address/identity', name: 'identity', handler: identity },
]
