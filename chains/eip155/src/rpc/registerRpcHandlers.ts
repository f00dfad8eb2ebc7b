import type { RegisterContext } from '@portico/kernel'
import * as z from 'zod/mini'
import { getCallsStatus } from '../actions/getCallsStatus.js'
import { getCapabilities } from '../actions/getCapabilities.js'
import { sendCalls } from '../actions/sendCalls.js'
import { sendTransaction } from '../actions/sendTransaction.js'
import { requestSignature } from '../actions/signMessage.js'
import { signTypedData } from '../actions/signTypedData.js'
import { InvalidRequestParamsError, NotConnectedError } from '../errors.js'
import { requestAccounts, requestChainId } from '../provider.js'
import type { Eip155Runtime } from '../runtime.js'
import { addressSchema } from '../schemas.js'
import { getChainId, toHexChainId } from '../utils/chainId.js'

/** The wallet RPC methods the plugin answers for `portico.request({ namespace: 'eip155', … })`. */
export const EIP155_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'eth_chainId',
  'eth_accounts',
] as const

const personalSignParams = z.tuple([z.string(), z.string()])
const typedDataParams = z.tuple([addressSchema, z.union([z.string(), z.record(z.string(), z.unknown())])])
const sendTransactionParams = z.tuple([z.record(z.string(), z.unknown())])
const capabilitiesParams = z.union([
  z.tuple([]),
  z.tuple([z.optional(z.nullable(z.string()))]),
  z.tuple([z.optional(z.nullable(z.string())), z.optional(z.array(z.string()))]),
])
const callsStatusParams = z.tuple([z.string().check(z.minLength(1))])

function parseParams<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? [])
  if (!parsed.success)
    throw new InvalidRequestParamsError(method, { details: parsed.error.issues[0]?.message })
  return parsed.data
}

/**
 * Registers the eip155 RPC handlers: signing (`personal_sign`, `eth_signTypedData_v4`), sending
 * (`eth_sendTransaction`), ERC-5792 (`wallet_getCapabilities`, `wallet_sendCalls`,
 * `wallet_getCallsStatus`) and reads (`eth_chainId`, `eth_accounts`). Requests go to the connected
 * wallet; answers are validated (signatures and hashes per spec 5).
 */
export function registerRpcHandlers(rpc: RegisterContext['rpc'], runtime: Eip155Runtime): void {
  const handle = (
    method: (typeof EIP155_RPC_METHODS)[number],
    handler: (params: unknown) => Promise<unknown>,
  ) => rpc.handle('eip155', method, (request) => handler(request.params))

  handle('personal_sign', async (params) =>
    requestSignature(
      runtime.activeProvider('personal_sign'),
      'personal_sign',
      parseParams('personal_sign', personalSignParams, params),
    ),
  )
  handle('eth_signTypedData_v4', async (params) => {
    const [address, typedData] = parseParams('eth_signTypedData_v4', typedDataParams, params)
    return signTypedData({ provider: runtime.activeProvider('eth_signTypedData_v4'), address, typedData })
  })
  handle('eth_sendTransaction', async (params) => {
    const [transaction] = parseParams('eth_sendTransaction', sendTransactionParams, params)
    return sendTransaction({ provider: runtime.activeProvider('eth_sendTransaction'), transaction })
  })
  handle('wallet_getCapabilities', async (params) => {
    const [address, chainIds] = parseParams('wallet_getCapabilities', capabilitiesParams, params)
    return getCapabilities({
      provider: runtime.activeProvider('wallet_getCapabilities'),
      address: address ?? undefined,
      chainIds,
      log: runtime.log,
    })
  })
  handle('wallet_sendCalls', async (params) =>
    sendCalls({ provider: runtime.activeProvider('wallet_sendCalls'), params }),
  )
  handle('wallet_getCallsStatus', async (params) => {
    const [id] = parseParams('wallet_getCallsStatus', callsStatusParams, params)
    return getCallsStatus({ provider: runtime.activeProvider('wallet_getCallsStatus'), id })
  })
  handle('eth_chainId', async () => {
    if (runtime.activeAddress())
      return toHexChainId(await requestChainId(runtime.activeProvider('eth_chainId')))
    const network = runtime.activeNetwork()
    if (!network) throw new NotConnectedError('eth_chainId')
    return toHexChainId(getChainId(network))
  })
  handle('eth_accounts', async () =>
    runtime.activeAddress() ? requestAccounts(runtime.activeProvider('eth_accounts'), 'eth_accounts') : [],
  )
}
