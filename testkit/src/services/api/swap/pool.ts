import { BaseError, ContractFunctionRevertedError, formatUnits } from 'viem'
import {
  type HexAddress,
  type LocalChain,
  NATIVE_SWAP_ADDRESS,
  SWAP_POOL_ADDRESS,
  swapPoolAbi,
  USDC_TOKEN,
} from '../../chains'
import type { ChainHandle } from '../chains'
import type { Currency, PriceBook } from '../fixtures/prices'
import { fail } from '../http'

/** One asset the local swap pool trades; native ETH carries the sentinel address. */
export type SwapAsset = {
  address: HexAddress
  name: string
  symbol: string
  decimals: number
  native: boolean
}

/** Native ETH, PTT and the test USDC: what the pool on every local chain lists. */
export function swapAssets(info: LocalChain): SwapAsset[] {
  return [
    { address: NATIVE_SWAP_ADDRESS, ...info.nativeCurrency, native: true },
    { ...info.erc20, native: false },
    { ...USDC_TOKEN, native: false },
  ]
}

export function findSwapAsset(info: LocalChain, address: string): SwapAsset | undefined {
  const wanted = address.toLowerCase()
  return swapAssets(info).find((asset) => asset.address.toLowerCase() === wanted)
}

const CAIP10_EVM = /^eip155:(\d+):(0x[0-9a-fA-F]{40})$/

/** Splits an eip155 CAIP-10 id; anything else is the server's 400. */
export function parseCaip10(value: string, field: string): { chainId: string; address: HexAddress } {
  const match = CAIP10_EVM.exec(value)
  if (!match) throw fail(400, field, `Crypto utils error: invalid CAIP-10 address: ${value}`)
  return { chainId: `eip155:${match[1]}`, address: match[2] as HexAddress }
}

/** The 1inch-style error text the client looks for ("insufficient liquidity" in the description). */
const conversionError = (text: string) => fail(400, '', `Conversion parameter error: ${text}`)

const REVERT_TEXTS: Record<string, string> = {
  InsufficientLiquidity: 'insufficient liquidity',
  ZeroAmount: 'amount must be greater than 0',
  SameAsset: 'from and to must be different tokens',
  NotListed: 'token is not supported',
}

/** Maps the pool's custom errors to the API's 400s; a node that does not answer is a 503. */
export function poolFailure(error: unknown): Error {
  const reverted =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
  const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
  const text = name ? REVERT_TEXTS[name] : undefined
  if (text) return conversionError(text)
  return fail(503, '', 'Conversion provider is temporarily unavailable')
}

/** What the pool pays now for `amount` of `from`, read from the contract. */
export async function quoteOut(
  handle: ChainHandle,
  from: SwapAsset,
  to: SwapAsset,
  amount: bigint,
): Promise<bigint> {
  try {
    return (await handle.client.readContract({
      address: SWAP_POOL_ADDRESS,
      abi: swapPoolAbi,
      functionName: 'getAmountOut',
      args: [from.address, to.address, amount],
    })) as bigint
  } catch (error) {
    throw poolFailure(error)
  }
}

async function reserveOf(handle: ChainHandle, asset: SwapAsset): Promise<number> {
  const raw = (await handle.client.readContract({
    address: SWAP_POOL_ADDRESS,
    abi: swapPoolAbi,
    functionName: 'reserveOf',
    args: [asset.address],
  })) as bigint
  return Number(formatUnits(raw, asset.decimals))
}

/**
 * Unit price of a pool asset in `currency`: the native token's fixture price, tokens at the pool's
 * marginal rate against native (reserve of ETH over reserve of the token), so swaps move prices.
 */
export async function poolUnitPrice(
  handle: ChainHandle,
  asset: SwapAsset,
  prices: PriceBook,
  currency: Currency,
): Promise<number | undefined> {
  const native = swapAssets(handle.info)[0]!
  const nativePrice = prices.price(native.symbol, currency)
  if (nativePrice === undefined || asset.native) return nativePrice
  const [nativeReserve, tokenReserve] = await Promise.all([
    reserveOf(handle, native),
    reserveOf(handle, asset),
  ])
  if (tokenReserve === 0) return undefined
  return (nativePrice * nativeReserve) / tokenReserve
}
