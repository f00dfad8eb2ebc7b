import '../events.js'
import type { TransferParameters } from '@portico/kernel'
import { hex } from '@scure/base'
import { type Network as BitcoinjsNetwork, Psbt } from 'bitcoinjs-lib'
import { parseAddress } from '../address/parseAddress.js'
import {
  InvalidAddressError,
  InvalidAmountError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  NodeError,
  TransactionMismatchError,
} from '../errors.js'
import { createNodeClient, type NodeClient, type NodeUtxo } from '../node/nodeClient.js'
import type { Bip122Runtime } from '../runtime.js'
import { parseAmountToSats } from '../transfer/amount.js'
import { buildTransferPsbt, type SpendableUtxo } from '../transfer/buildPsbt.js'
import { selectCoins } from '../transfer/selectCoins.js'
import type { Bip122Network } from '../types.js'
import { bitcoinNetwork, getDriver } from './context.js'
import { connectedAccount } from './signMessage.js'

const DEFAULT_MIN_FEE_RATE = 1

/** The fee rate to pay: the node's estimate for the next two blocks, never below the floor. */
async function feeRate(node: NodeClient, floor: number): Promise<number> {
  const estimate = await node.estimateFeeRate(2).catch(() => undefined)
  return Math.max(estimate ?? 0, floor)
}

/** The account's confirmed coins that no transaction in the mempool spends already. */
async function spendableCoins(node: NodeClient, address: string): Promise<NodeUtxo[]> {
  const utxos = await node.utxos(address)
  const unspent = await Promise.all(utxos.map((u) => node.isUnspent(u.txid, u.vout)))
  return utxos.filter((_, index) => unspent[index])
}

/**
 * Sends bitcoin from the connected payment account: picks coins (largest first, change back to the
 * account unless it would be dust), builds the PSBT, has the wallet sign it, checks the wallet
 * signed exactly that transaction, finalises, broadcasts, and answers the txid once the node
 * holds the transaction. A background poll then waits for its first confirmation and refreshes
 * the balance.
 */
export async function sendTransfer(runtime: Bip122Runtime, p: TransferParameters): Promise<string> {
  if (p.token)
    throw new InvalidRequestParamsError('sendTransfer', { details: 'Bitcoin has no tokens to send.' })
  const network = bitcoinNetwork(runtime, p.network)
  const { params } = network.bitcoin
  const account = connectedAccount(runtime, p.connector, p.from, 'sendTransfer')
  const recipient = parseAddress(p.to, params)
  if (!recipient) throw new InvalidAddressError(p.to, network.name)
  const own = parseAddress(account.address, params)
  if (!own) throw new InvalidAddressError(account.address, network.name)
  const amountSats = parseAmountToSats(p.amount)
  if (amountSats === undefined || amountSats <= 0n) throw new InvalidAmountError(p.amount)

  const node = createNodeClient(network)
  const [coins, rate] = await Promise.all([
    spendableCoins(node, account.address),
    feeRate(node, runtime.options.minFeeRate ?? DEFAULT_MIN_FEE_RATE),
  ])
  const selection = selectCoins({
    utxos: coins,
    amountSats,
    feeRate: rate,
    inputType: own.type,
    recipientType: recipient.type,
  })
  const inputs: SpendableUtxo[] = await Promise.all(
    selection.inputs.map(async (coin) => {
      const utxo = coins.find((c) => c.txid === coin.txid && c.vout === coin.vout)!
      return {
        ...coin,
        script: hex.decode(utxo.scriptPubKey),
        previousTxHex: own.type === 'p2pkh' ? await node.rawTransaction(coin.txid) : undefined,
      }
    }),
  )
  const psbt = buildTransferPsbt({
    params,
    inputs,
    inputType: own.type,
    publicKey: account.publicKey,
    recipientScript: recipient.script,
    amountSats,
    changeScript: own.script,
    changeSats: selection.changeSats,
  })
  const signedBytes = await getDriver(runtime, p.connector).signPsbt({
    psbt: psbt.toBuffer(),
    account,
    signingIndexes: inputs.map((_, index) => index),
    walletChain: network.bitcoin.walletChain,
  })
  const raw = finalize(psbt, signedBytes, params as BitcoinjsNetwork)
  const txid = await node.broadcast(raw.hex)
  if (txid !== raw.txid) throw new NodeError('sendrawtransaction', `it answered txid ${txid} for ${raw.txid}`)
  watchConfirmation(runtime, network, txid)
  return txid
}

/** The signed transaction, after checking the wallet signed the unsigned one we built. */
function finalize(unsigned: Psbt, signedBytes: Uint8Array, network: BitcoinjsNetwork) {
  let signed: Psbt
  try {
    signed = Psbt.fromBuffer(signedBytes, { network })
  } catch (error) {
    throw new InvalidWalletResponseError('signPsbt', 'bytes that are not a PSBT', { cause: error })
  }
  // The unsigned transaction (inputs, outputs, amounts) must be ours, byte for byte.
  if (hex.encode(signed.data.getTransaction()) !== hex.encode(unsigned.data.getTransaction()))
    throw new TransactionMismatchError()
  try {
    for (let index = 0; index < signed.inputCount; index++) {
      const input = signed.data.inputs[index]!
      if (!input.finalScriptWitness && !input.finalScriptSig) signed.finalizeInput(index)
    }
    const transaction = signed.extractTransaction()
    return { hex: transaction.toHex(), txid: transaction.getId() }
  } catch (error) {
    throw new InvalidWalletResponseError('signPsbt', 'a PSBT whose inputs are not all signed', {
      cause: error,
    })
  }
}

/** Polls the node until the transaction is confirmed, then refreshes the bip122 balance. */
function watchConfirmation(runtime: Bip122Runtime, network: Bip122Network, txid: string) {
  const node = createNodeClient(network)
  const interval = runtime.options.confirmationPollMs ?? 2000
  const poll = async () => {
    while (!runtime.signal.aborted) {
      const transaction = await node.transaction(txid).catch(() => undefined)
      if (transaction && (transaction.confirmations ?? 0) > 0) {
        runtime.portico?.events.emit('bip122:transaction-confirmed', {
          txid,
          caipNetworkId: network.caipNetworkId,
        })
        await runtime.portico?.wallet.refreshBalance('bip122', { force: true })
        return
      }
      await new Promise((resolve) => setTimeout(resolve, interval))
    }
  }
  void poll().catch((error) => runtime.log.warn('Confirmation polling failed', error))
}
