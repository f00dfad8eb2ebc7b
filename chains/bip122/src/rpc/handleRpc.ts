import type { Connector, RpcRequest } from '@portico/kernel'
import * as z from 'zod/mini'
import { sendTransfer } from '../actions/sendTransfer.js'
import { signMessage } from '../actions/signMessage.js'
import { InvalidRequestParamsError, NotConnectedError } from '../errors.js'
import type { Bip122Runtime } from '../runtime.js'
import { formatSats } from '../transfer/amount.js'
import type { Bip122RpcMethod } from './methods.js'

const signMessageParams = z.object({
  address: z.optional(z.string()),
  message: z.string(),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const sendTransferParams = z.object({
  account: z.optional(z.string()),
  recipientAddress: z.string(),
  /** Satoshis, as a decimal string. */
  amount: z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
})

function parseParams<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? {})
  if (!parsed.success)
    throw new InvalidRequestParamsError(method, { details: parsed.error.issues[0]?.message })
  return parsed.data
}

function active(runtime: Bip122Runtime, method: string): { connector: Connector; address: string } {
  const wallet = runtime.portico?.wallet
  const connector = wallet?.getActiveConnector('bip122')
  const address = wallet?.getAccount('bip122').address
  if (!wallet || !connector || !address || !wallet.isConnected('bip122')) throw new NotConnectedError(method)
  return { connector, address }
}

type Handler = (runtime: Bip122Runtime, params: unknown) => Promise<unknown>

const handlers: Record<Bip122RpcMethod, Handler> = {
  async getAccountAddresses(runtime) {
    const { connector } = active(runtime, 'getAccountAddresses')
    return (runtime.accounts.get(connector.id) ?? []).map((a) => ({ ...a }))
  },
  async signMessage(runtime, params) {
    const request = parseParams('signMessage', signMessageParams, params)
    const { connector, address } = active(runtime, 'signMessage')
    const signer = request.address ?? address
    const { signature, protocol } = await signMessage(runtime, {
      connector,
      address: signer,
      message: request.message,
      protocol: request.protocol === 'ecdsa' ? 'bip137' : request.protocol,
    })
    return { address: signer, signature, protocol }
  },
  async sendTransfer(runtime, params) {
    const request = parseParams('sendTransfer', sendTransferParams, params)
    const { connector, address } = active(runtime, 'sendTransfer')
    const network = runtime.portico?.wallet.getActiveNetwork('bip122')
    if (!network) throw new NotConnectedError('sendTransfer')
    const txid = await sendTransfer(runtime, {
      connector,
      network,
      from: request.account ?? address,
      to: request.recipientAddress,
      amount: formatSats(BigInt(request.amount)),
    })
    return { txid }
  },
}

/**
 * Answers one bip122 RPC request through the connected wallet: `getAccountAddresses`,
 * `signMessage` ({ address?, message, protocol? }: verified before it is returned) and
 * `sendTransfer` ({ account?, recipientAddress, amount in satoshis }: answers { txid }).
 */
export function handleRpc(
  runtime: Bip122Runtime,
  method: Bip122RpcMethod,
  request: RpcRequest,
): Promise<unknown> {
  return handlers[method](runtime, request.params)
}
