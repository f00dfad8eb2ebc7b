import { InvalidAddressError, isEip155Address, type Network } from '@portico/kernel'
import { InvalidTransferError } from '../errors.js'
import { requestChainId } from '../provider.js'
import type { Hex } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'
import { getChainId } from '../utils/chainId.js'
import { sendTransaction } from './sendTransaction.js'
import { switchNetwork } from './switchNetwork.js'

export type SendTransferParameters = {
  provider: Eip1193Provider
  network: Network
  from: string
  to: string
  /** Human-readable amount, e.g. '0.1'. */
  amount: string
  /** The ERC-20 token; absent for the native currency. */
  token?: { address: string; decimals: number } | undefined
}

const AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * Sends a native or ERC-20 transfer through the wallet and answers the transaction hash. The
 * wallet is first moved to `network` when it is elsewhere. Amount parsing and ERC-20 encoding use
 * viem, loaded on first use.
 *
 * @throws {InvalidTransferError} without an amount or receiver; {InvalidAddressError} for a bad
 * receiver or token; node errors (InsufficientFundsError, ExecutionRevertedError, …) from the wallet.
 * @example
 * const hash = await sendTransfer({ provider, network, from, to, amount: '5', token: { address: ptt, decimals: 18 } })
 */
export async function sendTransfer({
  provider,
  network,
  from,
  to,
  amount,
  token,
}: SendTransferParameters): Promise<Hex> {
  if (!to || !amount)
    throw new InvalidTransferError(!to ? 'The receiver is missing.' : 'The amount is missing.')
  if (!AMOUNT.test(amount)) throw new InvalidTransferError(`"${amount}" is not a decimal amount.`)
  for (const address of [to, from, token?.address]) {
    if (address !== undefined && !isEip155Address(address))
      throw new InvalidAddressError({ address, namespace: 'eip155' })
  }
  const { prepareTransfer } = await import('../viem/prepareTransfer.js')
  const transaction = prepareTransfer({
    from,
    to,
    amount,
    nativeDecimals: network.nativeCurrency.decimals,
    token,
  })
  if ((await requestChainId(provider)) !== getChainId(network)) await switchNetwork({ provider, network })
  return sendTransaction({ provider, transaction })
}
