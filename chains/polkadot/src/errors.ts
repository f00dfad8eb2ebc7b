/**
 * Every error the polkadot plugin throws, in plain words. Extension refusals become 4001 (the
 * injectedWeb3 protocol has no error codes: any refusal of a prompt is a plain Error), node
 * answers become `PolkadotNodeError` with the node's text.
 */
import { isPorticoError, PorticoError, type PorticoErrorParameters, RpcError } from '@portico/kernel'
import { toRpcError } from '@portico/kernel/rpc-errors'

const preview = (value: unknown) => {
  let text: string
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

/** The connector carries no injectedWeb3 extension. */
export class ExtensionNotFoundError extends PorticoError {
  override name = 'ExtensionNotFoundError' as const
  constructor(connectorId: string) {
    super('This connector has no Polkadot extension.', { metaMessages: [`Connector: ${connectorId}`] })
  }
}

/** An extension answer that does not have the expected shape. */
export class InvalidExtensionAnswerError extends PorticoError {
  override name = 'InvalidExtensionAnswerError' as const
  constructor(method: string, received: unknown, parameters: PorticoErrorParameters = {}) {
    super('The extension answered with data Portico cannot read.', {
      ...parameters,
      metaMessages: [`Method: ${method}`, `Received: ${preview(received)}`],
    })
  }
}

/** The extension granted no account usable on the network. */
export class NoAccountsError extends PorticoError {
  override name = 'NoAccountsError' as const
  constructor(networkName: string) {
    super(`The extension granted no account usable on ${networkName}.`)
  }
}

/** An SS58 address that does not decode, or that carries another network's prefix. */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError' as const
  constructor(address: string, networkName: string, details?: string) {
    super(`${preview(address)} is not a valid address on ${networkName}.`, {
      code: -32602,
      ...(details ? { details } : {}),
    })
  }
}

/** An amount that is not a positive number with at most the token's decimals. */
export class InvalidAmountError extends PorticoError {
  override name = 'InvalidAmountError' as const
  constructor(amount: string, decimals: number) {
    super(
      `${preview(amount)} is not a valid amount: use a positive number with at most ${decimals} decimals.`,
      {
        code: -32602,
      },
    )
  }
}

/** A transfer that would create an account below the existential deposit. */
export class BelowExistentialDepositError extends PorticoError {
  override name = 'BelowExistentialDepositError' as const
  constructor(readonly existentialDeposit: string) {
    super(
      `The amount is below the existential deposit (${existentialDeposit}): the receiving account would not exist.`,
      { code: -32602 },
    )
  }
}

/** The account cannot pay the amount plus the fee, or would fall below the existential deposit. */
export class InsufficientBalanceError extends PorticoError {
  override name = 'InsufficientBalanceError' as const
  constructor(available: string, needed: string, parameters: PorticoErrorParameters = {}) {
    super(
      'Insufficient balance: the account cannot pay the amount and the fee and stay above the existential deposit.',
      {
        ...parameters,
        metaMessages: [`Available: ${available}`, `Needed: ${needed}`],
      },
    )
  }
}

/** The signature the extension returned does not verify for the account. */
export class InvalidSignatureError extends PorticoError {
  override name = 'InvalidSignatureError' as const
  constructor(address: string) {
    super('The extension returned a signature that does not verify for this account.', {
      metaMessages: [`Address: ${address}`],
    })
  }
}

/** The extension cannot do what was asked (no raw signing, no payload signing). */
export class ExtensionFeatureMissingError extends PorticoError {
  override name = 'ExtensionFeatureMissingError' as const
  constructor(feature: string) {
    super(`The extension cannot ${feature}.`, { code: 4200 })
  }
}

/** The node refused or could not process a request. */
export class PolkadotNodeError extends PorticoError {
  override name = 'PolkadotNodeError' as const
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(`The node refused the request: ${message}`, parameters)
  }
}

/** The transaction was included but failed (the fee is still charged). */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError' as const
  constructor(
    readonly hash: string,
    reason: string,
  ) {
    super(`The transfer failed on chain: ${reason}`, { metaMessages: [`Transaction: ${hash}`] })
  }
}

/** The network is not a polkadot network of this app. */
export class UnsupportedNetworkError extends PorticoError {
  override name = 'UnsupportedNetworkError' as const
  constructor(network: string) {
    super(`${network} is not a Polkadot network of this app.`)
  }
}

/** An RPC request with parameters of the wrong shape. */
export class InvalidRequestParamsError extends PorticoError {
  override name = 'InvalidRequestParamsError' as const
  constructor(method: string, details?: string) {
    super(`The parameters of polkadot ${method} are not valid.`, {
      code: -32602,
      ...(details ? { details } : {}),
    })
  }
}

/** An RPC request that needs a connected Polkadot account. */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError' as const
  constructor(method: string) {
    super(`Connect a Polkadot account before polkadot ${method}.`, { code: 4100 })
  }
}

/**
 * What a wallet threw, as Portico reports it: the injectedWeb3 protocol has no error codes, so an
 * uncoded throw is the visitor refusing the prompt (4001); a coded one (a WalletConnect wallet's
 * answer) keeps its code, and Portico's own errors (an answer of the wrong shape) stay as they are.
 */
export function extensionRefusal(cause: unknown): Error {
  if (isPorticoError(cause)) return cause
  return toRpcError(cause) ?? new RpcError(4001, { cause })
}
