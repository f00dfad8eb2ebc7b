import { z } from 'zod'
import type { Handler, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import {
  ASSET_IMAGES,
  badgeSvg,
  CURRENCY_CODE_PATTERN,
  initialsOf,
  TOKEN_SYMBOL_PATTERN,
} from '../fixtures/images'
import { isPayOnly, type WcWallet } from '../fixtures/wallets'
import { empty, json, parseQuery, type Reply } from '../http'

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))

const walletsQuery = z.object({
  ...sdkParams,
  projectId: z.string(),
  page: positiveInt(100_000),
  entries: positiveInt(1000),
  search: z.string().optional(),
  include: z.string().optional(),
  exclude: z.string().optional(),
  chains: z.string().optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
  badge: z.enum(['none', 'certified']).optional(),
  rdns: z.string().optional(),
  names: z.string().optional(),
  include_pay_only: z.enum(['true', 'false']).optional(),
  sort: z.enum(['default', 'wcpay']).optional(),
  platform: z.enum(['ios', 'android']).optional(),
})

export type WalletsQuery = z.infer<typeof walletsQuery>

const list = (value: string | undefined): string[] | undefined => {
  if (value === undefined) return undefined
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return items.length > 0 ? items : undefined
}

/** Applies the `/getWallets` filters in a fixed order and returns all matches (before paging). */
export function filterWallets(wallets: readonly WcWallet[], query: WalletsQuery): WcWallet[] {
  const include = list(query.include)
  const exclude = new Set(list(query.exclude) ?? [])
  const chains = list(query.chains)
  const rdns = list(query.rdns)
  const names = list(query.names)?.map((name) => name.toLowerCase())
  const search = query.search?.trim().toLowerCase()
  const badge = query.badge_type ?? query.badge
  let result = wallets.filter((wallet) => {
    if (include && !include.includes(wallet.id)) return false
    if (exclude.has(wallet.id)) return false
    if (query.include_pay_only !== 'true' && isPayOnly(wallet)) return false
    if (search && !wallet.name.toLowerCase().includes(search)) return false
    if (chains && !chains.some((chain) => wallet.chains.includes(chain))) return false
    if (badge === 'certified' && wallet.badge_type !== 'certified') return false
    if (query.platform && !wallet.mobile_link) return false
    if (rdns || names) {
      const byRdns = rdns !== undefined && wallet.rdns !== null && rdns.includes(wallet.rdns)
      const byName = names?.includes(wallet.name.toLowerCase()) === true
      if (!byRdns && !byName) return false
    }
    return true
  })
  if (query.sort === 'wcpay') {
    result = [...result].sort(
      (a, b) => Number(b.supports_wcpay) - Number(a.supports_wcpay) || a.order - b.order,
    )
  }
  return result
}

const wallets: Handler = (context) => {
  const query = parseQuery(walletsQuery, context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  const matches = filterWallets(context.state.wallets, query)
  const start = (query.page - 1) * query.entries
  return json({ count: matches.length, data: matches.slice(start, start + query.entries) })
}

const svg = (body: string): Reply => ({ status: 200, body, headers: { 'content-type': 'image/svg+xml' } })

const walletImage: Handler = (context) => {
  const wallet = context.state.walletsByImageId.get(context.params.imageId!)
  return wallet ? svg(badgeSvg(initialsOf(wallet.name), wallet.id)) : empty(404)
}

const assetImage: Handler = (context) => {
  const id = context.params.assetId!
  const label = ASSET_IMAGES[id]
  return label === undefined ? empty(404) : svg(badgeSvg(label, id, 'circle'))
}

const tokenImage: Handler = (context) => {
  const symbol = context.params.symbol!
  return TOKEN_SYMBOL_PATTERN.test(symbol)
    ? svg(badgeSvg(symbol.toUpperCase().slice(0, 4), symbol, 'circle'))
    : empty(404)
}

const currencyImage: Handler = (context) => {
  const code = context.params.code!
  return CURRENCY_CODE_PATTERN.test(code) ? svg(badgeSvg(code.toUpperCase(), code, 'circle')) : empty(404)
}

export const catalogueRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/getWallets', name: 'wallets', handler: wallets },
  { method: 'GET', pattern: '/getWalletImage/:imageId', name: 'wallet-image', handler: walletImage },
  { method: 'GET', pattern: '/public/getAssetImage/:assetId', name: 'asset-image', handler: assetImage },
  { method: 'GET', pattern: '/public/getTokenImage/:symbol', name: 'token-image', handler: tokenImage },
  {
    method: 'GET',
    pattern: '/public/getCurrencyImage/:code',
    name: 'currency-image',
    handler: currencyImage,
  },
]
