import { getPlainAddress, isAddressFor, type Network, type TokenBalance } from '@portico/kernel'

/** The address the Blockchain API uses for a chain's native token (API-FACTS 2.4). */
export const EIP155_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** What a picked token is sent as. */
export type TokenKind =
  | { kind: 'native' }
  | { kind: 'token'; address: string; decimals: number }
  /** A token that is not the native one but carries no usable contract address. */
  | { kind: 'missing-address' }

/**
 * Tells a native send from a token (ERC20, SPL) send. Spec 3: the native token has no address,
 * every other one a chain-prefixed address. A token without an address whose symbol is not the
 * network's native symbol is a token whose address got lost, not the native coin.
 *
 * @example
 * classifyToken({ symbol: 'ETH', ... }, mainnet) // { kind: 'native' }
 * classifyToken({ symbol: 'PTT', address: 'eip155:1:0x5FbD…', quantity: { decimals: '18' }, ... }, mainnet)
 * // { kind: 'token', address: '0x5FbD…', decimals: 18 }
 */
export function classifyToken(token: TokenBalance, network: Network | undefined): TokenKind {
  if (token.address === undefined || token.address === '') {
    const nativeSymbol = network?.nativeCurrency.symbol
    const isNative = !nativeSymbol || nativeSymbol.toLowerCase() === token.symbol.toLowerCase()
    return isNative ? { kind: 'native' } : { kind: 'missing-address' }
  }
  const plain = getPlainAddress(token.address) ?? token.address
  if (plain.toLowerCase() === EIP155_NATIVE_TOKEN_ADDRESS) return { kind: 'native' }
  const namespace = network?.chainNamespace
  if (namespace && !isAddressFor(namespace, plain)) return { kind: 'missing-address' }
  return { kind: 'token', address: plain, decimals: tokenDecimals(token, network) }
}

/** The token's decimals: its own, else the network's native decimals, else 18. */
export function tokenDecimals(token: TokenBalance, network: Network | undefined): number {
  const own = Number(token.quantity.decimals)
  if (Number.isInteger(own) && own >= 0) return own
  return network?.nativeCurrency.decimals ?? 18
}

/** A stable identity for a token in a list: its address, or 'native'. */
export function tokenKey(token: TokenBalance): string {
  return `${token.chainId ?? ''}|${token.address?.toLowerCase() ?? `native:${token.symbol}`}`
}

/** The network's native token in a balance list, if the list has it. */
export function findNativeToken(
  tokens: readonly TokenBalance[],
  network: Network | undefined,
): TokenBalance | undefined {
  return tokens.find((token) => classifyToken(token, network).kind === 'native')
}
