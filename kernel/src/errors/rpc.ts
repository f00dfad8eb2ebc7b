import { errorMark, PorticoError } from './base.js'

/**
 * Wallet (EIP-1193, EIP-5792) and JSON-RPC error codes of spec section 8, each with a readable text.
 * The texts are ours; the numbers are the standards'.
 */
export const rpcErrorCodes = {
  4001: { name: 'UserRejectedRequestError', text: 'The request was rejected in the wallet.' },
  4100: { name: 'UnauthorizedError', text: 'The wallet has not authorised this account or method.' },
  4200: { name: 'UnsupportedMethodError', text: 'The wallet does not support this method.' },
  4900: { name: 'DisconnectedError', text: 'The wallet is disconnected from every chain.' },
  4901: { name: 'ChainDisconnectedError', text: 'The wallet is not connected to the requested chain.' },
  4902: { name: 'UnrecognizedChainError', text: 'The wallet does not know this chain yet.' },
  5000: { name: 'UnknownWalletError', text: 'The wallet reported an unknown error.' },
  32603: { name: 'InvalidChainIdError', text: 'The chain id is not valid.' },
  5700: { name: 'UnsupportedCapabilityError', text: 'The wallet does not support a required capability.' },
  5710: { name: 'UnsupportedChainIdError', text: 'The wallet does not support calls on this chain.' },
  5720: { name: 'DuplicateCallsIdError', text: 'A call bundle with this id already exists.' },
  5730: { name: 'UnknownCallsIdError', text: 'The wallet does not know this call bundle.' },
  5740: { name: 'CallsBundleTooLargeError', text: 'The call bundle is too large for the wallet.' },
  5750: { name: 'AtomicUpgradeRejectedError', text: 'The account upgrade for atomic calls was rejected.' },
  5760: { name: 'AtomicityNotSupportedError', text: 'The wallet cannot run these calls atomically.' },
  [-32700]: { name: 'ParseRpcError', text: 'The node could not parse the request.' },
  [-32600]: { name: 'InvalidRequestRpcError', text: 'The request is not a valid JSON-RPC request.' },
  [-32601]: { name: 'MethodNotFoundRpcError', text: 'The method does not exist on this node or wallet.' },
  [-32602]: { name: 'InvalidParamsRpcError', text: 'The request parameters are not valid.' },
  [-32603]: { name: 'InternalRpcError', text: 'The node or wallet had an internal error.' },
  [-32000]: { name: 'InvalidInputRpcError', text: 'The input is missing or not valid.' },
  [-32001]: { name: 'ResourceNotFoundRpcError', text: 'The requested resource was not found.' },
  [-32002]: { name: 'ResourceUnavailableRpcError', text: 'The requested resource is not available.' },
  [-32003]: { name: 'TransactionRejectedRpcError', text: 'The transaction was rejected by the node.' },
  [-32004]: { name: 'MethodNotSupportedRpcError', text: 'The method is not supported.' },
  [-32005]: { name: 'LimitExceededRpcError', text: 'The request exceeds a limit of the node.' },
  [-32006]: { name: 'JsonRpcVersionUnsupportedError', text: 'This JSON-RPC version is not supported.' },
} as const satisfies Record<number, { name: string; text: string }>

export type RpcErrorCode = keyof typeof rpcErrorCodes

/** An error answered by a wallet or node, carrying its numeric code. */
export class RpcError extends PorticoError {
  override name: string = 'RpcError'
  override readonly code: number
  readonly data: unknown
  override get [errorMark](): string {
    return 'rpc'
  }

  constructor(
    code: number,
    parameters: { message?: string | undefined; data?: unknown; cause?: unknown } = {},
  ) {
    const known = rpcErrorCodes[code as RpcErrorCode]
    super(known?.text ?? parameters.message ?? 'The wallet or node reported an error.', {
      code,
      cause: parameters.cause,
      details: parameters.message,
      metaMessages: [`Code: ${code}`],
    })
    this.code = code
    this.data = parameters.data
    if (known) this.name = known.name
  }
}

/**
 * True for an RpcError of any copy of the kernel (narrow on this, not `instanceof RpcError`: its
 * `name` is its code's, e.g. 'UserRejectedRequestError').
 *
 * @example
 * isRpcError(new RpcError(4001)) // true
 * isRpcError({ code: 4001 }) // false
 */
export function isRpcError(value: unknown): value is RpcError {
  return (value as { [errorMark]?: unknown } | null | undefined)?.[errorMark] === 'rpc'
}

export class UnsupportedProviderMethodError extends RpcError {
  constructor(namespace: string, method: string) {
    super(4200, { message: `No handler for ${method} on ${namespace}.` })
  }
}
