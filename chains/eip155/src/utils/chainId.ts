import type { CaipNetworkId, Network } from '@portico/kernel'

/**
 * The numeric chain id of an eip155 network (its `id`, a number or a decimal string).
 *
 * @example
 * getChainId({ id: 8453 }) // 8453
 */
export function getChainId(network: Pick<Network, 'id'>): number {
  return typeof network.id === 'number' ? network.id : Number.parseInt(network.id, 10)
}

/**
 * A chain id as the wallet RPC methods want it: `0x`-prefixed hex without leading zeros.
 *
 * @example
 * toHexChainId(8453) // '0x2105'
 */
export function toHexChainId(chainId: number | bigint): `0x${string}` {
  return `0x${chainId.toString(16)}`
}

/**
 * Reads a chain id as wallets answer it: hex (`'0x1'`), decimal text (`'1'`) or a number.
 * Returns undefined for anything else.
 *
 * @example
 * parseChainId('0x2105') // 8453
 */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const parsed = /^0x[0-9a-fA-F]+$/.test(value)
    ? Number.parseInt(value, 16)
    : /^[0-9]+$/.test(value)
      ? Number.parseInt(value, 10)
      : Number.NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined
}

/**
 * The CAIP-2 id of an eip155 chain.
 *
 * @example
 * toCaipNetworkId(1) // 'eip155:1'
 */
export function toCaipNetworkId(chainId: number): CaipNetworkId {
  return `eip155:${chainId}`
}
