import type { Network, TokenBalance } from '@portico/kernel'

/** The address the Blockchain API uses for a chain's native token (API-FACTS 2.4). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** `eip155:<id>:0xeeee…eeee`: the native token in `forceUpdate` and price requests. */
export function nativeTokenCaipAddress(network: Pick<Network, 'caipNetworkId'>): string {
  return `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
}

/** Spec 5: balances whose decimals are '0' are dropped as low quality. */
export function dropLowQualityBalances(items: readonly TokenBalance[]): TokenBalance[] {
  return items.filter((item) => item.quantity.decimals !== '0')
}

/** Sum of the fiat values; items without a value count as 0. */
export function totalValueOf(items: readonly TokenBalance[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.value) ? (item.value as number) : 0), 0)
}

/**
 * Brings an item to the spec's entity: `chainId` as CAIP-2 (servers also send bare digits), the
 * token `address` as CAIP-10 on this network (a plain address gets the network's prefix), and no
 * address for the native token.
 */
export function normalizeTokenBalance(item: TokenBalance, network: Network): TokenBalance {
  const { address: rawAddress, chainId: rawChainId, ...rest } = item
  const chainId = !rawChainId
    ? network.caipNetworkId
    : rawChainId.includes(':')
      ? rawChainId
      : `${network.chainNamespace}:${rawChainId}`
  const plain = rawAddress?.split(':').at(-1)
  const isNative = !plain || plain.toLowerCase() === NATIVE_TOKEN_ADDRESS
  const address = isNative ? undefined : rawAddress?.includes(':') ? rawAddress : `${chainId}:${plain}`
  return { ...rest, chainId, ...(address ? { address } : {}) }
}
