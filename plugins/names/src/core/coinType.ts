import { PorticoError } from '@portico/kernel'
import { invalidChainId } from './messages.js'

/** Ethereum mainnet keeps its SLIP-44 coin type (ENSIP-11). */
const MAINNET_COIN_TYPE = 60
const EVM_BIT = 0x80000000

/** The chain id cannot be encoded as an ENSIP-11 coin type (spec 5: at or above 2^31). */
export class InvalidChainIdError extends PorticoError {
  override name = 'InvalidChainIdError' as const
  constructor() {
    super(invalidChainId)
  }
}

/**
 * The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else `0x80000000 | chainId`.
 *
 * @throws {InvalidChainIdError} 'Invalid chainId' for ids at or above 2^31 (or not whole and positive).
 * @example
 * evmCoinType(8453) // 2147492101
 */
export function evmCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= EVM_BIT) throw new InvalidChainIdError()
  if (chainId === 1) return MAINNET_COIN_TYPE
  return (EVM_BIT | chainId) >>> 0
}
