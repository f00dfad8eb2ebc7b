import { CACHE_LIFETIME_MS, type Portico } from '@portico/kernel'
import type { BalancesOptions } from '../../types.js'
import { fungiblePriceSchema } from '../schemas.js'
import { createTtlCache } from '../ttlCache.js'

export type PricedToken = { caipAddress: string; symbol: string }
export type TokenPrice = { price: number; iconUrl?: string }

/** Fiat unit prices (USD) for tokens the RPC source read, keyed by CAIP-10 address (lower case). */
export type PriceLookup = (tokens: readonly PricedToken[]) => Promise<ReadonlyMap<string, TokenPrice>>

/**
 * The RPC source's optional prices: none, a fixed table (by CAIP-10 address or symbol), or the
 * Blockchain API's `POST /v1/fungible/price`, one address per request because the server prices
 * only the first (API-FACTS 2.7). A price that cannot be had leaves the token without a value
 * instead of failing the list.
 */
export function createPriceLookup({
  portico,
  prices,
  now,
}: {
  portico: Portico
  prices: BalancesOptions['prices']
  now: () => number
}): PriceLookup {
  if (!prices) return async () => new Map()
  if (prices !== 'api') {
    const table = new Map(Object.entries(prices).map(([key, price]) => [normalizeKey(key), price]))
    return async (tokens) => {
      const found = new Map<string, TokenPrice>()
      for (const { caipAddress, symbol } of tokens) {
        const price = table.get(normalizeKey(caipAddress)) ?? table.get(normalizeKey(symbol))
        if (price !== undefined) found.set(caipAddress.toLowerCase(), { price })
      }
      return found
    }
  }

  const log = portico.log.child('balances')
  const cache = createTtlCache<Promise<TokenPrice | undefined>>({
    lifetimeMs: CACHE_LIFETIME_MS.portfolio,
    now,
  })
  const priceOf = (caipAddress: string) => {
    const key = caipAddress.toLowerCase()
    const cached = cache.get(key)
    if (cached) return cached
    const request = portico.http.blockchain
      .post('v1/fungible/price', {
        body: { projectId: portico.hosted.projectId, currency: 'usd', addresses: [caipAddress] },
        headers: { 'content-type': 'application/json' },
        schema: fungiblePriceSchema,
      })
      .then(({ fungibles }) => {
        const match = fungibles.find((f) => f.address.toLowerCase() === key)
        return match
          ? { price: match.price, ...(match.iconUrl ? { iconUrl: match.iconUrl } : {}) }
          : undefined
      })
      .catch((error: unknown) => {
        log.warn(`No price for ${caipAddress}`, error)
        cache.delete(key)
        return undefined
      })
    cache.set(key, request)
    return request
  }
  return async (tokens) => {
    const answers = await Promise.all(tokens.map((token) => priceOf(token.caipAddress)))
    const found = new Map<string, TokenPrice>()
    tokens.forEach((token, index) => {
      const answer = answers[index]
      if (answer) found.set(token.caipAddress.toLowerCase(), answer)
    })
    return found
  }
}

/** Table keys: CAIP-10 addresses compare case-insensitively, symbols in upper case. */
function normalizeKey(key: string): string {
  return key.includes(':') ? key.toLowerCase() : key.toUpperCase()
}
