import { getPlainAddress, type TokenBalance } from '@portico/kernel'
import { NATIVE_TOKEN_ADDRESS } from './constants.js'
import type { SwapApiToken } from './schemas.js'
import type { SwapToken } from './swapState.js'

export const isNativeToken = (token: Pick<SwapToken, 'address'>) =>
  (getPlainAddress(token.address) ?? token.address).toLowerCase() === NATIVE_TOKEN_ADDRESS

/** The balance row of an API token: by address, the native one being the row without an address. */
function balanceOf(token: SwapApiToken, balances: readonly TokenBalance[], nativeSymbol: string | undefined) {
  const plain = (getPlainAddress(token.address) ?? token.address).toLowerCase()
  if (plain === NATIVE_TOKEN_ADDRESS)
    return balances.find(
      (row) =>
        (!row.address ||
          (getPlainAddress(row.address) ?? row.address).toLowerCase() === NATIVE_TOKEN_ADDRESS) &&
        (!nativeSymbol || row.symbol === nativeSymbol),
    )
  return balances.find(
    (row) => row.address && (getPlainAddress(row.address) ?? row.address).toLowerCase() === plain,
  )
}

/**
 * Tokens the picker suggests after the ones the account holds: the chain's native token, then these
 * symbols in this order (the majors and the main stablecoins).
 */
export const SUGGESTED_SWAP_SYMBOLS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH']

/** Widely traded tokens, listed after the suggested ones and before the rest (alphabetical). */
export const POPULAR_SWAP_SYMBOLS: readonly string[] = [
  'POL',
  'MATIC',
  'BNB',
  'ARB',
  'OP',
  'LINK',
  'UNI',
  'AAVE',
  'LDO',
  'MKR',
  'CRV',
  '1INCH',
  'GRT',
  'SNX',
  'SHIB',
  'PEPE',
]

/** Where a token stands in the picker: held, suggested, popular, then the rest. */
export type SwapTokenGroup = 'held' | 'suggested' | 'popular' | 'other'

/** The picker's group of a token (see `mergeTokenList`). */
export function swapTokenGroup(token: SwapToken): SwapTokenGroup {
  if (token.balance) return 'held'
  if (isNativeToken(token) || SUGGESTED_SWAP_SYMBOLS.includes(token.symbol.toUpperCase())) return 'suggested'
  if (POPULAR_SWAP_SYMBOLS.includes(token.symbol.toUpperCase())) return 'popular'
  return 'other'
}

const GROUP_ORDER: Record<SwapTokenGroup, number> = { held: 0, suggested: 1, popular: 2, other: 3 }

/** A token's place inside its group: the native token first, then the list's order. */
function rankInGroup(token: SwapToken, group: SwapTokenGroup): number {
  const symbol = token.symbol.toUpperCase()
  if (group === 'suggested') return isNativeToken(token) ? -1 : SUGGESTED_SWAP_SYMBOLS.indexOf(symbol)
  if (group === 'popular') return POPULAR_SWAP_SYMBOLS.indexOf(symbol)
  return 0
}

/**
 * The swap token list: the API's tokens with the account's balances and prices. Tokens the account
 * holds come first (highest value first), then the suggested tokens (the native token, then
 * `SUGGESTED_SWAP_SYMBOLS` in order), then the popular ones (`POPULAR_SWAP_SYMBOLS` in order), then
 * the rest by symbol.
 */
export function mergeTokenList(
  apiTokens: readonly SwapApiToken[],
  balances: readonly TokenBalance[],
  nativeSymbol: string | undefined,
): SwapToken[] {
  const tokens = apiTokens.map((token): SwapToken => {
    const row = balanceOf(token, balances, nativeSymbol)
    const balance = row && Number(row.quantity.numeric) > 0 ? row.quantity.numeric : undefined
    return {
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri ?? row?.iconUrl ?? undefined,
      balance,
      price: row?.price ? row.price : undefined,
    }
  })
  const value = (token: SwapToken) => (token.balance ? Number(token.balance) * (token.price ?? 0) : -1)
  const ranked = tokens.map((token) => {
    const group = swapTokenGroup(token)
    return { token, group: GROUP_ORDER[group], rank: rankInGroup(token, group) }
  })
  return ranked
    .sort(
      (a, b) =>
        a.group - b.group ||
        a.rank - b.rank ||
        value(b.token) - value(a.token) ||
        a.token.symbol.localeCompare(b.token.symbol),
    )
    .map((entry) => entry.token)
}

/** Tokens whose symbol, name or address contains the search text (case-insensitive). */
export function searchTokens(tokens: readonly SwapToken[], text: string): readonly SwapToken[] {
  const query = text.trim().toLowerCase()
  if (!query) return tokens
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query) ||
      token.address.toLowerCase().includes(query),
  )
}
