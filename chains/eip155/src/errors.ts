/**
 * Every error the eip155 plugin throws, and the one place where what wallets and nodes answer is
 * mapped to them: wallet error codes go through the kernel's `toRpcError`, node error messages
 * (geth, anvil, erigon, nethermind wording) to the node error classes below. No viem here, so
 * every capability can use it.
 */
import {
  isPorticoError,
  isRpcError,
  messages,
  PorticoError,
  type PorticoErrorParameters,
} from '@portico/kernel'
import { toRpcError } from '@portico/kernel/rpc-errors'

// ---- wallet answers ----

/** The connector carries no usable EIP-1193 provider. */
export class ProviderNotFoundError extends PorticoError {
  override name = 'ProviderNotFoundError' as const
  constructor(connectorId: string) {
    super('This wallet connector has no EIP-1193 provider.', { metaMessages: [`Connector: ${connectorId}`] })
  }
}

/** An RPC request arrived while no eip155 wallet is connected (EIP-1193 4100). */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError' as const
  constructor(method: string) {
    super(messages.callConnectBeforeRequest, { code: 4100, metaMessages: [`Method: ${method}`] })
  }
}

/** A signature that is not `0x` plus at least 62 hex characters (spec 5). */
export class InvalidSignatureError extends PorticoError {
  override name = 'InvalidSignatureError' as const
  constructor(received: unknown) {
    super(messages.errorSigningMessage, {
      metaMessages: ['The wallet did not answer with a signature.', `Received: ${preview(received)}`],
    })
  }
}

/** A transaction hash that is not `0x` plus 64 hex characters (spec 5). */
export class InvalidTransactionHashError extends PorticoError {
  override name = 'InvalidTransactionHashError' as const
  constructor(received: unknown) {
    super('The wallet did not answer with a transaction hash.', {
      metaMessages: [`Received: ${preview(received)}`],
    })
  }
}

/** Any other wallet answer Portico cannot read (accounts, chain id, call ids, ...). */
export class InvalidWalletResponseError extends PorticoError {
  override name = 'InvalidWalletResponseError' as const
  constructor(method: string, received: unknown) {
    super('The wallet answered with data Portico cannot read.', {
      metaMessages: [`Method: ${method}`, `Received: ${preview(received)}`],
    })
  }
}

/** Request parameters that do not have the shape of the method (JSON-RPC -32602). */
export class InvalidRequestParamsError extends PorticoError {
  override name = 'InvalidRequestParamsError' as const
  constructor(method: string, parameters: PorticoErrorParameters = {}) {
    super('The request parameters are not valid.', {
      code: -32602,
      ...parameters,
      metaMessages: [`Method: ${method}`, ...(parameters.metaMessages ?? [])],
    })
  }
}

/** `wallet_getCapabilities` without the account address. */
export class MissingCapabilitiesAddressError extends PorticoError {
  override name = 'MissingCapabilitiesAddressError' as const
  constructor() {
    super(messages.missingCapabilitiesAddress, { code: -32602 })
  }
}

/** The wallet did not approve (or does not offer) `wallet_getCallsStatus`. */
export class CallsStatusNotApprovedError extends PorticoError {
  override name = 'CallsStatusNotApprovedError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(messages.callStatusNotApproved, parameters)
  }
}

/** A network with no RPC URL at all. */
export class NoRpcUrlError extends PorticoError {
  override name = 'NoRpcUrlError' as const
  constructor(chainId: string | number) {
    super(messages.noRpcUrlForChainId(chainId))
  }
}

/** A transfer without an amount or receiver. */
export class InvalidTransferError extends PorticoError {
  override name = 'InvalidTransferError' as const
  constructor(details: string) {
    super(messages.amountAndReceiverRequired, { details })
  }
}

// ---- node errors ----

/** An error a blockchain node reported, with a readable message. Narrow on the subclass `name`. */
export class NodeError extends PorticoError {
  override name: string = 'NodeError'
  /** The node's own words. */
  readonly nodeMessage: string
  constructor(shortMessage: string, nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super(shortMessage, { details: nodeMessage, ...parameters })
    this.nodeMessage = nodeMessage
  }
}

export class ExecutionRevertedError extends NodeError {
  override name = 'ExecutionRevertedError' as const
  /** The revert reason, when the node gave one. */
  readonly reason: string | undefined
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    const reason = /reverted(?: with reason string)?[:\s]+['"]?([^'"]+?)['"]?\s*$/i.exec(nodeMessage)?.[1]
    super('The contract rejected the transaction.', nodeMessage, {
      ...parameters,
      metaMessages: reason ? [`Reason: ${reason}`] : undefined,
    })
    this.reason = reason
  }
}

export class FeeCapTooLowError extends NodeError {
  override name = 'FeeCapTooLowError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The maximum fee is below the current base fee of the network.', nodeMessage, parameters)
  }
}

export class FeeCapTooHighError extends NodeError {
  override name = 'FeeCapTooHighError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The maximum fee is higher than the network accepts.', nodeMessage, parameters)
  }
}

export class TipAboveFeeCapError extends NodeError {
  override name = 'TipAboveFeeCapError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The priority fee (tip) is higher than the maximum fee.', nodeMessage, parameters)
  }
}

export class NonceTooLowError extends NodeError {
  override name = 'NonceTooLowError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super(
      'This nonce was already used: another transaction from the account went first.',
      nodeMessage,
      parameters,
    )
  }
}

export class NonceTooHighError extends NodeError {
  override name = 'NonceTooHighError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super("The nonce is ahead of the account's next nonce.", nodeMessage, parameters)
  }
}

export class NonceMaxValueError extends NodeError {
  override name = 'NonceMaxValueError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The account nonce has reached its maximum value.', nodeMessage, parameters)
  }
}

export class InsufficientFundsError extends NodeError {
  override name = 'InsufficientFundsError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The account cannot pay the amount plus the network fee.', nodeMessage, parameters)
  }
}

export class GasTooLowError extends NodeError {
  override name = 'GasTooLowError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The gas limit is too low for this transaction.', nodeMessage, parameters)
  }
}

export class GasTooHighError extends NodeError {
  override name = 'GasTooHighError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The gas limit is higher than a block allows.', nodeMessage, parameters)
  }
}

export class TransactionTypeNotSupportedError extends NodeError {
  override name = 'TransactionTypeNotSupportedError' as const
  constructor(nodeMessage: string, parameters: PorticoErrorParameters = {}) {
    super('The network does not support this transaction type.', nodeMessage, parameters)
  }
}

type NodeErrorClass = new (nodeMessage: string, parameters?: PorticoErrorParameters) => NodeError

/**
 * Node wordings, checked in this order (a revert reason may mention funds or gas, so reverts
 * come first; the tip text contains "max fee per gas", so it precedes the fee-cap texts).
 */
const NODE_ERRORS: ReadonlyArray<readonly [RegExp, NodeErrorClass]> = [
  [/execution reverted|\breverted\b|\brevert\b/i, ExecutionRevertedError],
  [
    /max priority fee per gas higher than max fee per gas|tip (?:is )?(?:higher|above) (?:than )?(?:the )?fee ?cap/i,
    TipAboveFeeCapError,
  ],
  [
    /max fee per gas higher than 2\^256|fee ?cap (?:is )?(?:too high|higher than)|exceeds the configured cap/i,
    FeeCapTooHighError,
  ],
  [/max fee per gas less than block base fee|fee ?cap (?:is )?(?:too low|less than)/i, FeeCapTooLowError],
  [/nonce has max value|nonce (?:is )?(?:at )?max(?:imum)?/i, NonceMaxValueError],
  [/nonce too low|nonce (?:is )?lower than/i, NonceTooLowError],
  [/nonce too high|nonce (?:is )?higher than/i, NonceTooHighError],
  [
    /insufficient funds|exceeds transaction sender account balance|insufficient balance for transfer/i,
    InsufficientFundsError,
  ],
  [/(?:intrinsic )?gas too low|gas limit (?:is )?too low/i, GasTooLowError],
  [
    /(?:intrinsic )?gas too high|exceeds block gas limit|gas limit reached|gas limit (?:is )?too high/i,
    GasTooHighError,
  ],
  [
    /transaction type not supported|tx type not supported|unsupported transaction type/i,
    TransactionTypeNotSupportedError,
  ],
]

/** The JSON-RPC code nodes use for a revert (EIP-1474 extension used by geth and anvil). */
const REVERT_CODE = 3

/**
 * Recognises a node error in anything thrown (a wallet's error object, an RpcError, a viem error),
 * looking through `cause`, `error`, `details` and `data.originalError`. Undefined when none matches.
 *
 * @example
 * toNodeError({ code: -32000, message: 'nonce too low: next nonce 3, tx nonce 1' })?.name // 'NonceTooLowError'
 */
export function toNodeError(thrown: unknown): NodeError | undefined {
  for (const value of walkErrors(thrown)) {
    if (value instanceof NodeError) return value
    const record = value as Record<string, unknown>
    const code = typeof record.code === 'number' ? record.code : undefined
    for (const text of textsOf(record)) {
      for (const [pattern, ErrorClass] of NODE_ERRORS) {
        if (pattern.test(text)) return new ErrorClass(text, { cause: thrown, code })
      }
    }
    if (code === REVERT_CODE)
      return new ExecutionRevertedError(textsOf(record)[0] ?? 'execution reverted', {
        cause: thrown,
        code,
      })
  }
  return undefined
}

/**
 * Maps whatever a wallet or node threw to Portico's errors: a user rejection stays an RpcError
 * with code 4001 (the kernel turns it into 'Connection rejected'); a node error becomes its
 * readable class; any other coded error an RpcError; anything else is returned unchanged.
 *
 * @example
 * toEip155Error({ code: 4001, message: 'User denied' }) // RpcError, code 4001
 * toEip155Error({ code: -32000, message: 'insufficient funds for gas * price + value' }) // InsufficientFundsError
 */
export function toEip155Error(thrown: unknown): unknown {
  if (isPorticoError(thrown) && !isRpcError(thrown)) return thrown
  const rpc = toRpcError(thrown)
  if (rpc?.code === 4001) return rpc
  return toNodeError(thrown) ?? rpc ?? thrown
}

/**
 * Whether any error in the chain (`cause`, `error`, `data.originalError`) carries `code`, e.g. a
 * 4902 that a mobile wallet nests in `data.originalError`.
 *
 * @example
 * hasErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }, 4902) // true
 */
export function hasErrorCode(thrown: unknown, code: number): boolean {
  for (const value of walkErrors(thrown)) if ((value as { code?: unknown }).code === code) return true
  return false
}

/**
 * Whether a fallback transport must stop and rethrow instead of trying the next URL: an answer
 * another node would repeat (a revert, a rejected transaction) or one a user gave (4001, and 5000,
 * which wallets bridged over CAIP-25 use for a rejection).
 *
 * @example
 * shouldStopFailover({ code: 3, message: 'execution reverted' }) // true
 * shouldStopFailover(new TypeError('fetch failed')) // false
 */
export function shouldStopFailover(thrown: unknown): boolean {
  for (const value of walkErrors(thrown)) {
    const record = value as Record<string, unknown>
    const code = record.code
    if (code === 5000 || code === 4001 || code === -32003 || code === REVERT_CODE) return true
    if (textsOf(record).some((text) => /execution reverted/i.test(text))) return true
  }
  return false
}

/** Every object in the error chain, outermost first, without cycles. */
function* walkErrors(thrown: unknown): Generator<object> {
  const queue: unknown[] = [thrown]
  const seen = new Set<unknown>()
  while (queue.length && seen.size < 16) {
    const value = queue.shift()
    if (!value || typeof value !== 'object' || seen.has(value)) continue
    seen.add(value)
    yield value
    const record = value as Record<string, unknown>
    const data = record.data as Record<string, unknown> | undefined
    queue.push(record.cause, record.error, data && typeof data === 'object' ? data.originalError : undefined)
  }
}

function textsOf(record: Record<string, unknown>): string[] {
  const data = record.data as Record<string, unknown> | undefined
  const candidates = [
    record.details,
    record.shortMessage,
    record.message,
    data && typeof data === 'object' ? data.message : undefined,
  ]
  return candidates.filter((text): text is string => typeof text === 'string' && text !== '')
}

function preview(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}
