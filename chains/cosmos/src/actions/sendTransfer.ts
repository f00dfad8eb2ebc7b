import { Decimal } from '@cosmjs/math'
import type { EncodeObject, OfflineSigner } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  isDeliverTxFailure,
  SigningStargateClient,
  TimeoutError,
} from '@cosmjs/stargate'
import { isPorticoError, type TransferParameters } from '@portico/kernel'
import { parseCosmosAddress } from '../address/address.js'
import {
  CosmosNodeError,
  InsufficientFundsError,
  InvalidAddressError,
  InvalidAmountError,
  TransactionNotConfirmedError,
} from '../errors.js'
import type { CosmosRuntime } from '../runtime.js'
import type { CosmosNetwork } from '../types.js'
import { getKeplr } from '../wallet/keplr.js'
import { aminoSigner, directSigner } from '../wallet/signer.js'
import { nodeCall } from './client.js'
import { cosmosNetwork, grantedKey, rpcUrlOf } from './context.js'

export const MSG_SEND_TYPE_URL = '/cosmos.bank.v1beta1.MsgSend'

/** A positive amount with at most `decimals` decimals, in base units; else a clear error. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  let atomics: bigint
  try {
    atomics = BigInt(Decimal.fromUserInput(amount.trim(), decimals).atomics)
  } catch {
    throw new InvalidAmountError(amount, decimals)
  }
  if (atomics <= 0n) throw new InvalidAmountError(amount, decimals)
  return atomics
}

const formatted = (value: bigint, network: CosmosNetwork, denom: string, decimals: number) =>
  `${Decimal.fromAtomics(value.toString(), decimals).toString()} ${denom === network.cosmos.denom ? network.nativeCurrency.symbol : denom}`

/**
 * Sends a bank transfer (`MsgSend`) from the connected account: the receiver is parsed with the
 * chain's prefix, the gas is simulated on the node and raised by the gas adjustment, the fee is
 * the gas limit at the chain's gas price, the balance must cover amount and fee, then the wallet
 * signs (direct, or amino when asked or when the key is on a Ledger), the node's answer is
 * checked and the transaction is polled until it is in a block. Answers the transaction hash.
 */
export async function sendTransfer(runtime: CosmosRuntime, parameters: TransferParameters): Promise<string> {
  const { connector, from, to, amount, token } = parameters
  const network = cosmosNetwork(runtime, parameters.network)
  const { bech32Prefix, gasPrice } = network.cosmos
  const key = grantedKey(runtime, connector, from, 'sendTransfer')
  if (!parseCosmosAddress(to, bech32Prefix)) throw new InvalidAddressError(to, network.name, bech32Prefix)
  const denom = token?.address ?? network.cosmos.denom
  const decimals = token?.decimals ?? network.nativeCurrency.decimals
  const value = toBaseUnits(amount, decimals)

  const wallet = getKeplr(connector)
  const signMode = runtime.options.signMode ?? 'direct'
  const signer: OfflineSigner =
    signMode === 'amino' ? aminoSigner(wallet, key, bech32Prefix) : directSigner(wallet, key, bech32Prefix)
  const client = await nodeCall('answer', () =>
    SigningStargateClient.connectWithSigner(rpcUrlOf(runtime, network), signer, {
      broadcastTimeoutMs: runtime.options.confirmTimeoutMs ?? 30_000,
      broadcastPollIntervalMs: runtime.options.confirmIntervalMs ?? 500,
    }),
  )
  try {
    const message: EncodeObject = {
      typeUrl: MSG_SEND_TYPE_URL,
      value: { fromAddress: from, toAddress: to, amount: [{ denom, amount: value.toString() }] },
    }
    const gasUsed = await nodeCall('simulate the transfer', () => client.simulate(from, [message], ''))
    const gasLimit = Math.ceil(gasUsed * (runtime.options.gasAdjustment ?? 1.4))
    const price = gasPrice[runtime.options.gasPriceTier ?? 'average']
    const fee = calculateFee(gasLimit, GasPrice.fromString(`${price}${network.cosmos.denom}`))
    const feeValue = BigInt(fee.amount[0]?.amount ?? '0')

    const balances = await nodeCall('read the balance', () => client.getAllBalances(from))
    const held = (d: string) => BigInt(balances.find((coin) => coin.denom === d)?.amount ?? '0')
    const needsNative = (denom === network.cosmos.denom ? value : 0n) + feeValue
    if (held(network.cosmos.denom) < needsNative)
      throw new InsufficientFundsError(
        formatted(held(network.cosmos.denom), network, network.cosmos.denom, network.nativeCurrency.decimals),
        formatted(needsNative, network, network.cosmos.denom, network.nativeCurrency.decimals),
      )
    if (denom !== network.cosmos.denom && held(denom) < value)
      throw new InsufficientFundsError(
        formatted(held(denom), network, denom, decimals),
        formatted(value, network, denom, decimals),
      )

    let result: Awaited<ReturnType<typeof client.signAndBroadcast>>
    try {
      result = await client.signAndBroadcast(from, [message], fee, '')
    } catch (error) {
      if (error instanceof TimeoutError) throw new TransactionNotConfirmedError(error.txId, error.message)
      if (error instanceof BroadcastTxError)
        throw new CosmosNodeError('accept the transaction', error.log ?? error.message, {
          code: error.code,
          cause: error,
        })
      // Wallet refusals and unreadable wallet answers pass as they are; the rest is the node's.
      if (isPorticoError(error)) throw error
      throw new CosmosNodeError(
        'accept the transaction',
        error instanceof Error ? error.message : String(error),
        {
          cause: error,
        },
      )
    }
    if (isDeliverTxFailure(result))
      throw new CosmosNodeError('execute the transaction', result.rawLog ?? `code ${result.code}`, {
        metaMessages: [`Hash: ${result.transactionHash}`],
      })
    return result.transactionHash
  } finally {
    client.disconnect()
  }
}
