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
 * The swap token list: the API's tokens with the account's balances and prices; tokens the account
 * holds first (by value), then the rest by symbol.
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
  return tokens.sort((a, b) => {
    if (Boolean(a.balance) !== Boolean(b.balance)) return a.balance ? -1 : 1
    return value(b) - value(a) || a.symbol.localeCompare(b.symbol)
  })
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
