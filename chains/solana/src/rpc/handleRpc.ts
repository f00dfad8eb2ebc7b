import { PorticoError, type RpcRequest } from '@portico/kernel'
import { callConnectBeforeRequest } from '@portico/kernel/flow-messages'
import type { SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import bs58 from 'bs58'
import * as z from 'zod/mini'
import { signAndSend } from '../actions/sendTransfer.js'
import { signMessageBytes } from '../actions/signMessage.js'
import { isPreflightCommitment, PREFLIGHT_COMMITMENTS } from '../commitment.js'
import { InvalidPreflightCommitmentError } from '../errors.js'
import type { SolanaRuntime } from '../runtime.js'
import { fromBase64, toBase64 } from '../units.js'
import { getWallet, requireFeature } from '../wallet.js'
import { createRpc, rpcUrlOf } from './jsonRpc.js'
import type { SolanaRpcMethod } from './methods.js'

class InvalidSolanaRequestError extends PorticoError {
  override name = 'InvalidSolanaRequestError' as const
  constructor(method: string, details: string | undefined) {
    super(`Invalid parameters for ${method}.`, { code: -32602, details })
  }
}

const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
const base64Text = z.string().check(z.minLength(4), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
const signMessageParams = z.object({ message: base58Text, pubkey: z.optional(z.string()) })
const transactionParams = z.object({
  transaction: base64Text,
  sendOptions: z.optional(
    z.object({
      preflightCommitment: z.optional(z.string()),
      skipPreflight: z.optional(z.boolean()),
    }),
  ),
})

function parse<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new InvalidSolanaRequestError(method, parsed.error.issues[0]?.message)
  return parsed.data
}

function active(runtime: SolanaRuntime, method: string) {
  const wallet = runtime.portico?.wallet
  const connector = wallet?.getActiveConnector('solana')
  const address = wallet?.getAccount('solana').address
  const network = wallet?.getActiveNetwork('solana')
  if (!wallet || !connector || !address || !network || !wallet.isConnected('solana'))
    throw new PorticoError(callConnectBeforeRequest, { code: 4100, metaMessages: [`Method: ${method}`] })
  return { connector, address, network }
}

type Handler = (runtime: SolanaRuntime, params: unknown) => Promise<unknown>

const handlers: Record<SolanaRpcMethod, Handler> = {
  async solana_getAccounts(runtime) {
    const { address } = active(runtime, 'solana_getAccounts')
    return [{ pubkey: address }]
  },
  async solana_signMessage(runtime, params) {
    const { message, pubkey } = parse('solana_signMessage', signMessageParams, params)
    const { connector, address } = active(runtime, 'solana_signMessage')
    if (pubkey !== undefined && pubkey !== address)
      throw new InvalidSolanaRequestError('solana_signMessage', `${pubkey} is not the connected account.`)
    return { signature: await signMessageBytes({ connector, address, message: bs58.decode(message) }) }
  },
  async solana_signTransaction(runtime, params) {
    const { transaction } = parse('solana_signTransaction', transactionParams, params)
    const { connector, address } = active(runtime, 'solana_signTransaction')
    const wallet = getWallet(connector)
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account)
      throw new InvalidSolanaRequestError('solana_signTransaction', 'The account left the wallet.')
    const feature = requireFeature<SolanaSignTransactionFeature['solana:signTransaction']>(
      wallet,
      'solana:signTransaction',
    )
    const [answer] = await feature.signTransaction({ account, transaction: fromBase64(transaction) })
    if (!(answer?.signedTransaction instanceof Uint8Array))
      throw new InvalidSolanaRequestError('solana_signTransaction', 'The wallet answered no transaction.')
    // The first signature of a legacy or v0 wire transaction follows its one-byte count.
    const signature = bs58.encode(answer.signedTransaction.subarray(1, 65))
    return { signature, transaction: toBase64(answer.signedTransaction) }
  },
  async solana_signAndSendTransaction(runtime, params) {
    const { transaction, sendOptions } = parse('solana_signAndSendTransaction', transactionParams, params)
    const commitment = sendOptions?.preflightCommitment ?? runtime.options.preflightCommitment ?? 'confirmed'
    if (!isPreflightCommitment(commitment)) throw new InvalidPreflightCommitmentError(commitment)
    const { connector, address, network } = active(runtime, 'solana_signAndSendTransaction')
    const signature = await signAndSend({
      connector,
      address,
      network,
      transaction: fromBase64(transaction),
      rpc: createRpc(rpcUrlOf(network, runtime.options)),
      preflightCommitment: commitment,
      skipPreflight: sendOptions?.skipPreflight ?? false,
    })
    return { signature }
  },
}

/** Answers one of the plugin's wallet RPC methods for the active Solana account. */
export function handleRpc(runtime: SolanaRuntime, method: SolanaRpcMethod, request: RpcRequest) {
  return handlers[method](runtime, request.params)
}

export { PREFLIGHT_COMMITMENTS }
