import type { RpcRequest } from '@portico/kernel'
import * as z from 'zod/mini'
import { getAssets } from '../actions/getAssets.js'
import { getCallsStatus } from '../actions/getCallsStatus.js'
import { getCapabilities } from '../actions/getCapabilities.js'
import { sendCalls } from '../actions/sendCalls.js'
import { sendTransaction } from '../actions/sendTransaction.js'
import { requestSignature } from '../actions/signMessage.js'
import { signTypedData } from '../actions/signTypedData.js'
import { InvalidRequestParamsError, NotConnectedError } from '../errors.js'
import { getProvider, requestAccounts, requestChainId } from '../provider.js'
import type { Eip155Runtime } from '../runtime.js'
import { addressSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'
import { getChainId, toHexChainId } from '../utils/chainId.js'
import type { Eip155RpcMethod } from './methods.js'

const personalSignParams = z.tuple([z.string(), z.string()])
const typedDataParams = z.tuple([addressSchema, z.union([z.string(), z.record(z.string(), z.unknown())])])
const sendTransactionParams = z.tuple([z.record(z.string(), z.unknown())])
const capabilitiesParams = z.union([
  z.tuple([]),
  z.tuple([z.optional(z.nullable(z.string()))]),
  z.tuple([z.optional(z.nullable(z.string())), z.optional(z.array(z.string()))]),
])
const assetsParams = z.tuple([
  z.looseObject({ account: addressSchema, chainFilter: z.optional(z.array(z.string())) }),
])
const callsStatusParams = z.tuple([z.string().check(z.minLength(1))])
/** ERC-7715: one request object, checked by the wallet (and typed by the smart-sessions plugin). */
const permissionsParams = z.tuple([z.record(z.string(), z.unknown())])

function parseParams<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? [])
  if (!parsed.success)
    throw new InvalidRequestParamsError(method, { details: parsed.error.issues[0]?.message })
  return parsed.data
}

/** The provider of the connected eip155 wallet. */
function activeProvider(runtime: Eip155Runtime, method: string): Eip1193Provider {
  const wallet = runtime.portico?.wallet
  const connector = wallet?.getActiveConnector('eip155')
  if (!wallet || !connector || !wallet.isConnected('eip155')) throw new NotConnectedError(method)
  return getProvider(connector)
}

const isConnected = (runtime: Eip155Runtime) => runtime.portico?.wallet.isConnected('eip155') ?? false

type Handler = (runtime: Eip155Runtime, params: unknown) => Promise<unknown>

const handlers: Record<Eip155RpcMethod, Handler> = {
  personal_sign: async (runtime, params) =>
    requestSignature(
      activeProvider(runtime, 'personal_sign'),
      'personal_sign',
      parseParams('personal_sign', personalSignParams, params),
    ),
  async eth_signTypedData_v4(runtime, params) {
    const [address, typedData] = parseParams('eth_signTypedData_v4', typedDataParams, params)
    return signTypedData({ provider: activeProvider(runtime, 'eth_signTypedData_v4'), address, typedData })
  },
  async eth_sendTransaction(runtime, params) {
    const [transaction] = parseParams('eth_sendTransaction', sendTransactionParams, params)
    return sendTransaction({ provider: activeProvider(runtime, 'eth_sendTransaction'), transaction })
  },
  async wallet_getCapabilities(runtime, params) {
    const [address, chainIds] = parseParams('wallet_getCapabilities', capabilitiesParams, params)
    return getCapabilities({
      provider: activeProvider(runtime, 'wallet_getCapabilities'),
      address: address ?? undefined,
      chainIds,
      log: runtime.log,
    })
  },
  // ERC-7811: the wallet's own view of the account's assets, validated (spec 5).
  async wallet_getAssets(runtime, params) {
    const [{ account, chainFilter }] = parseParams('wallet_getAssets', assetsParams, params)
    return getAssets({
      provider: activeProvider(runtime, 'wallet_getAssets'),
      account,
      chainFilter,
      log: runtime.log,
    })
  },
  wallet_sendCalls: async (runtime, params) =>
    sendCalls({ provider: activeProvider(runtime, 'wallet_sendCalls'), params }),
  async wallet_getCallsStatus(runtime, params) {
    const [id] = parseParams('wallet_getCallsStatus', callsStatusParams, params)
    return getCallsStatus({ provider: activeProvider(runtime, 'wallet_getCallsStatus'), id })
  },
  async eth_chainId(runtime) {
    if (isConnected(runtime))
      return toHexChainId(await requestChainId(activeProvider(runtime, 'eth_chainId')))
    const network = runtime.portico?.wallet.getActiveNetwork('eip155')
    if (!network) throw new NotConnectedError('eth_chainId')
    return toHexChainId(getChainId(network))
  },
  // ERC-7715 session permissions go to the wallet as they are; a wallet without them answers 4200.
  async wallet_grantPermissions(runtime, params) {
    const request = parseParams('wallet_grantPermissions', permissionsParams, params)
    return activeProvider(runtime, 'wallet_grantPermissions').request({
      method: 'wallet_grantPermissions',
      params: request,
    })
  },
  async wallet_revokePermissions(runtime, params) {
    const request = parseParams('wallet_revokePermissions', permissionsParams, params)
    return activeProvider(runtime, 'wallet_revokePermissions').request({
      method: 'wallet_revokePermissions',
      params: request,
    })
  },
  eth_accounts: async (runtime) =>
    isConnected(runtime) ? requestAccounts(activeProvider(runtime, 'eth_accounts'), 'eth_accounts') : [],
}

/**
 * Answers one eip155 RPC request through the connected wallet: signing (`personal_sign`,
 * `eth_signTypedData_v4`), sending (`eth_sendTransaction`), ERC-5792 (`wallet_getCapabilities`,
 * `wallet_sendCalls`, `wallet_getCallsStatus`), ERC-7811 (`wallet_getAssets`) and reads
 * (`eth_chainId`, `eth_accounts`).
 * Parameters are validated; signatures and hashes are checked per spec 5.
 */
export function handleRpc(
  runtime: Eip155Runtime,
  method: Eip155RpcMethod,
  request: RpcRequest,
): Promise<unknown> {
  return handlers[method](runtime, request.params)
}
