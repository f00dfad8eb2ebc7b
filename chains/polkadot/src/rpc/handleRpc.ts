import type { Connector, RpcRequest } from '@portico/kernel'
import * as z from 'zod/mini'
import { signMessage } from '../actions/signMessage.js'
import { estimateTransfer, sendTransfer } from '../actions/transfer.js'
import { InvalidRequestParamsError, NotConnectedError } from '../errors.js'
import type { PolkadotRuntime } from '../runtime.js'
import type { PolkadotRpcMethod } from './methods.js'

const signMessageParams = z.object({ address: z.optional(z.string()), message: z.string() })
const transferParams = z.object({
  recipientAddress: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Decimal text in the network's token, e.g. '1.5'. */
  amount: z.string().check(z.minLength(1), z.maxLength(64)),
})

function parseParams<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? {})
  if (!parsed.success) throw new InvalidRequestParamsError(method, parsed.error.issues[0]?.message)
  return parsed.data
}

function active(runtime: PolkadotRuntime, method: string) {
  const wallet = runtime.portico?.wallet
  const connector: Connector | undefined = wallet?.getActiveConnector('polkadot')
  const address = wallet?.getAccount('polkadot').address
  const network = wallet?.getActiveNetwork('polkadot')
  if (!wallet || !connector || !address || !network || !wallet.isConnected('polkadot'))
    throw new NotConnectedError(method)
  return { connector, address, network }
}

type Handler = (runtime: PolkadotRuntime, params: unknown) => Promise<unknown>

const handlers: Record<PolkadotRpcMethod, Handler> = {
  /** The connected extension's accounts with their names and key types. */
  async getAccounts(runtime) {
    const { connector } = active(runtime, 'getAccounts')
    return (runtime.accounts.get(connector.id) ?? []).map((account) => ({ ...account }))
  },
  async signMessage(runtime, params) {
    const request = parseParams('signMessage', signMessageParams, params)
    const { connector, address } = active(runtime, 'signMessage')
    const signer = request.address ?? address
    return {
      address: signer,
      signature: await signMessage(runtime, { connector, address: signer, message: request.message }),
    }
  },
  async estimateTransfer(runtime, params) {
    const request = parseParams('estimateTransfer', transferParams, params)
    const { address, network } = active(runtime, 'estimateTransfer')
    return estimateTransfer(runtime, {
      from: address,
      to: request.recipientAddress,
      amount: request.amount,
      network,
    })
  },
  async sendTransfer(runtime, params) {
    const request = parseParams('sendTransfer', transferParams, params)
    const { connector, address, network } = active(runtime, 'sendTransfer')
    return sendTransfer(runtime, {
      connector,
      from: address,
      to: request.recipientAddress,
      amount: request.amount,
      network,
    })
  },
}

/** Answers a `polkadot` request of `portico.request`. */
export function handleRpc(
  runtime: PolkadotRuntime,
  method: PolkadotRpcMethod,
  request: RpcRequest,
): Promise<unknown> {
  return handlers[method](runtime, request.params)
}
