import { encodeFunctionData, erc20Abi, getAddress, numberToHex, parseUnits } from 'viem'
import type { Hex } from '../schemas.js'

export type PrepareTransferParameters = {
  from: string
  to: string
  /** Human-readable amount, e.g. '0.1'. */
  amount: string
  /** Decimals of the native currency (used when `token` is absent). */
  nativeDecimals: number
  token?: { address: string; decimals: number } | undefined
}

export type TransferRequest = { from: Hex; to: Hex; value: Hex; data: Hex }

/**
 * The `eth_sendTransaction` parameters of a transfer: a native transfer (recipient, value,
 * data `0x`) or an ERC-20 `transfer(recipient, amount)` call to the token contract.
 *
 * @example
 * prepareTransfer({ from, to, amount: '1.5', nativeDecimals: 18 })
 * // { from, to, value: '0x14d1120d7b160000', data: '0x' }
 */
export function prepareTransfer({
  from,
  to,
  amount,
  nativeDecimals,
  token,
}: PrepareTransferParameters): TransferRequest {
  const sender = getAddress(from)
  const recipient = getAddress(to)
  if (!token) {
    return { from: sender, to: recipient, value: numberToHex(parseUnits(amount, nativeDecimals)), data: '0x' }
  }
  return {
    from: sender,
    to: getAddress(token.address),
    value: '0x0',
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits(amount, token.decimals)],
    }),
  }
}
