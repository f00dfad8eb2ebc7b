import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { ISubmittableResult } from '@polkadot/types/types'
import type { Connector, Network } from '@portico/kernel'
import { parseSs58Address } from '../address.js'
import {
  BelowExistentialDepositError,
  ExtensionFeatureMissingError,
  extensionRefusal,
  InsufficientBalanceError,
  InvalidAddressError,
  InvalidAmountError,
  PolkadotNodeError,
  TransactionFailedError,
} from '../errors.js'
import { getApi } from '../node/api.js'
import type { PolkadotRuntime } from '../runtime.js'
import type { PolkadotNetwork } from '../types.js'
import { formatUnits, parseUnits } from '../units.js'
import { enable, polkadotNetwork } from './context.js'

export type TransferRequest = { from: string; to: string; amount: string; network: Network }

/** A checked transfer: the extrinsic, its fee and the chain's existential deposit. */
export type PreparedTransfer = {
  api: ApiPromise
  network: PolkadotNetwork
  extrinsic: SubmittableExtrinsic<'promise'>
  value: bigint
  fee: bigint
  existentialDeposit: bigint
}

const text = (network: PolkadotNetwork, value: bigint) =>
  `${formatUnits(value, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`

/**
 * Builds `balances.transferKeepAlive(to, amount)` and checks it as the chain would, before any
 * prompt: the receiver is an address of this network (its SS58 prefix), the amount has at most the
 * token's decimals, a new account receives at least the existential deposit, and the sender can
 * pay amount + fee and keep at least the existential deposit. The fee is the node's own estimate
 * (`paymentInfo`).
 */
export async function prepareTransfer(
  runtime: PolkadotRuntime,
  request: TransferRequest,
): Promise<PreparedTransfer> {
  const network = polkadotNetwork(runtime, request.network)
  const prefix = network.polkadot.ss58Prefix
  const receiver = parseSs58Address(request.to.trim(), prefix)
  if (!receiver.ok) throw new InvalidAddressError(request.to, network.name, receiver.reason)
  const sender = parseSs58Address(request.from, prefix)
  if (!sender.ok) throw new InvalidAddressError(request.from, network.name, sender.reason)
  const { decimals } = network.nativeCurrency
  const value = parseUnits(request.amount, decimals)
  if (value === undefined || value <= 0n) throw new InvalidAmountError(request.amount, decimals)

  const api = await getApi(runtime, network)
  const existentialDeposit = api.consts.balances.existentialDeposit.toBigInt()
  const [from, to] = await api.query.system.account.multi([sender.address, receiver.address])
  const extrinsic = api.tx.balances.transferKeepAlive(receiver.address, value)
  const fee = (await extrinsic.paymentInfo(sender.address)).partialFee.toBigInt()
  const receiverTotal = to!.data.free.toBigInt() + to!.data.reserved.toBigInt()
  if (receiverTotal === 0n && value < existentialDeposit)
    throw new BelowExistentialDepositError(text(network, existentialDeposit))
  const free = from!.data.free.toBigInt()
  if (free < value + fee + existentialDeposit)
    throw new InsufficientBalanceError(text(network, free), text(network, value + fee + existentialDeposit))
  return { api, network, extrinsic, value, fee, existentialDeposit }
}

/** What the modal and apps show before sending: fee and existential deposit, as decimal text. */
export async function estimateTransfer(runtime: PolkadotRuntime, request: TransferRequest) {
  const { network, fee, existentialDeposit } = await prepareTransfer(runtime, request)
  const { decimals, symbol } = network.nativeCurrency
  return {
    fee: formatUnits(fee, decimals),
    existentialDeposit: formatUnits(existentialDeposit, decimals),
    symbol,
  }
}

export type TransferOutcome = { hash: string; blockHash: string; status: 'inBlock' | 'finalized' }

/**
 * Sends a checked transfer signed by the extension (`signPayload`), follows its status and
 * resolves once it is in a block and succeeded; finality is followed after that (event
 * `polkadot:transaction-status`). A refused prompt is a 4001 rejection; a failure in the block
 * (ExtrinsicFailed) rejects with the chain's reason.
 */
export async function sendTransfer(
  runtime: PolkadotRuntime,
  { connector, ...request }: TransferRequest & { connector: Connector },
): Promise<TransferOutcome> {
  const prepared = await prepareTransfer(runtime, request)
  const injected = await enable(runtime, connector)
  const signer = injected.signer
  if (!signer?.signPayload) throw new ExtensionFeatureMissingError('sign transactions')
  const { api, network, extrinsic } = prepared
  const emit = (status: 'inBlock' | 'finalized', blockHash: string) =>
    runtime.portico?.events.emit('polkadot:transaction-status', {
      hash: extrinsic.hash.toHex(),
      status,
      blockHash,
      caipNetworkId: network.caipNetworkId,
    })

  return new Promise<TransferOutcome>((resolve, reject) => {
    let settled = false
    let unsubscribe: (() => void) | undefined
    const finish = (outcome: TransferOutcome | Error) => {
      if (settled) return
      settled = true
      if (outcome instanceof Error) {
        unsubscribe?.()
        reject(outcome)
      } else resolve(outcome)
    }
    const onStatus = (result: ISubmittableResult) => {
      const { status } = result
      const hash = extrinsic.hash.toHex()
      // The block's events are read for in-block and finalized; a client may fold a quick
      // in-block into finalized, so whichever comes first settles the transfer.
      if (status.isInBlock || status.isFinalized) {
        const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex()
        if (result.dispatchError) {
          finish(new TransactionFailedError(hash, describeDispatchError(api, result)))
          return
        }
        if (!settled)
          void runtime.portico?.wallet.refreshBalance('polkadot', { force: true }).catch(() => undefined)
        if (status.isInBlock) emit('inBlock', blockHash)
        finish({ hash, blockHash, status: status.isInBlock ? 'inBlock' : 'finalized' })
        if (status.isFinalized) {
          emit('finalized', blockHash)
          unsubscribe?.()
        }
      } else if (status.isInvalid || status.isDropped || status.isUsurped || status.isFinalityTimeout) {
        finish(new PolkadotNodeError(`the transaction became ${status.type}.`))
        unsubscribe?.()
      }
    }
    extrinsic
      .signAndSend(request.from, { signer: signer as never, nonce: -1 }, onStatus)
      .then((stop) => {
        unsubscribe = stop
        if (settled && !runtime.signal.aborted) return
        runtime.signal.addEventListener('abort', stop, { once: true })
      })
      .catch((error: unknown) => finish(toSendError(error)))
  })
}

/** The chain's reason for a failed extrinsic: `Section.Error` (and its docs) or the error kind. */
function describeDispatchError(api: ApiPromise, result: ISubmittableResult): string {
  const error = result.dispatchError!
  if (error.isModule) {
    const meta = api.registry.findMetaError(error.asModule)
    return `${meta.section}.${meta.name}${meta.docs.length ? ` (${meta.docs.join(' ')})` : ''}`
  }
  if (error.isToken) return `Token.${error.asToken.type}`
  return error.type
}

/** A node refusal (JSON-RPC error, e.g. 1010 Invalid Transaction) or the extension's refusal. */
function toSendError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  // @polkadot/api words RPC refusals as "<code>: <message>: <data>".
  if (/^-?\d+: /.test(message)) return new PolkadotNodeError(message, { cause: error })
  return extensionRefusal(error)
}
