import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { Connector, RpcRequest } from '@portico/kernel'
import * as z from 'zod/mini'
import { grantedKey } from '../actions/context.js'
import { signMessage } from '../actions/signMessage.js'
import { InvalidRequestParamsError, NotConnectedError } from '../errors.js'
import type { CosmosRuntime } from '../runtime.js'
import { getKeplr, stdSignDocSchema } from '../wallet/keplr.js'
import { aminoSigner, directSigner } from '../wallet/signer.js'
import type { CosmosRpcMethod } from './methods.js'

// Parameters and answers in WalletConnect's cosmos shapes: bytes as base64, numbers as strings.
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const signDirectParams = z.object({
  signerAddress: z.string(),
  signDoc: z.object({
    chainId: z.string(),
    accountNumber: z.string().check(z.regex(/^\d{1,20}$/)),
    authInfoBytes: base64,
    bodyBytes: base64,
  }),
})
const signAminoParams = z.object({ signerAddress: z.string(), signDoc: stdSignDocSchema })
const signArbitraryParams = z.object({ signerAddress: z.optional(z.string()), data: z.string() })

function parseParams<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? {})
  if (!parsed.success)
    throw new InvalidRequestParamsError(method, { details: parsed.error.issues[0]?.message })
  return parsed.data
}

function active(runtime: CosmosRuntime, method: string, signer?: string) {
  const wallet = runtime.portico?.wallet
  const connector: Connector | undefined = wallet?.getActiveConnector('cosmos')
  const address = wallet?.getAccount('cosmos').address
  if (!wallet || !connector || !address || !wallet.isConnected('cosmos')) throw new NotConnectedError(method)
  const key = grantedKey(runtime, connector, signer ?? address, method)
  const network = wallet.getActiveNetwork('cosmos')
  const prefix =
    network && 'cosmos' in network
      ? (network.cosmos as { bech32Prefix: string }).bech32Prefix
      : key.address.slice(0, key.address.lastIndexOf('1'))
  return { wallet: getKeplr(connector), key, prefix }
}

type Handler = (runtime: CosmosRuntime, params: unknown) => Promise<unknown>

const handlers: Record<CosmosRpcMethod, Handler> = {
  async cosmos_getAccounts(runtime) {
    const { key } = active(runtime, 'cosmos_getAccounts')
    return [{ address: key.address, algo: 'secp256k1', pubkey: toBase64(key.pubKey) }]
  },
  async cosmos_signDirect(runtime, params) {
    const { signerAddress, signDoc } = parseParams('cosmos_signDirect', signDirectParams, params)
    const { wallet, key, prefix } = active(runtime, 'cosmos_signDirect', signerAddress)
    const { signed, signature } = await directSigner(wallet, key, prefix).signDirect(signerAddress, {
      chainId: signDoc.chainId,
      accountNumber: BigInt(signDoc.accountNumber),
      authInfoBytes: fromBase64(signDoc.authInfoBytes),
      bodyBytes: fromBase64(signDoc.bodyBytes),
    })
    return {
      signature,
      signed: {
        chainId: signed.chainId,
        accountNumber: signed.accountNumber.toString(),
        authInfoBytes: toBase64(signed.authInfoBytes),
        bodyBytes: toBase64(signed.bodyBytes),
      },
    }
  },
  async cosmos_signAmino(runtime, params) {
    const { signerAddress, signDoc } = parseParams('cosmos_signAmino', signAminoParams, params)
    const { wallet, key, prefix } = active(runtime, 'cosmos_signAmino', signerAddress)
    return aminoSigner(wallet, key, prefix).signAmino(signerAddress, signDoc as never)
  },
  async cosmos_signArbitrary(runtime, params) {
    const { signerAddress, data } = parseParams('cosmos_signArbitrary', signArbitraryParams, params)
    const connector = runtime.portico?.wallet.getActiveConnector('cosmos')
    const { key } = active(runtime, 'cosmos_signArbitrary', signerAddress)
    if (!connector) throw new NotConnectedError('cosmos_signArbitrary')
    return signMessage(runtime, { connector, address: key.address, message: data })
  },
}

/**
 * Answers one cosmos RPC request through the connected wallet: `cosmos_getAccounts`,
 * `cosmos_signDirect` and `cosmos_signAmino` (WalletConnect's shapes), `cosmos_signArbitrary`
 * ({ signerAddress?, data }: ADR-036, answers the StdSignature); signatures are verified before
 * they are returned.
 */
export function handleRpc(
  runtime: CosmosRuntime,
  method: CosmosRpcMethod,
  request: RpcRequest,
): Promise<unknown> {
  return handlers[method](runtime, request.params)
}
