/**
 * Every error the cosmos plugin throws, in plain words. Wallet refusals keep their EIP-1193 code
 * (4001) so the kernel shows them as rejections; node answers become `CosmosNodeError` with the
 * node's own text.
 */
import { PorticoError, type PorticoErrorParameters } from '@portico/kernel'

const preview = (value: unknown) => {
  let text: string
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

/** The connector carries no Keplr-style wallet. */
export class WalletNotFoundError extends PorticoError {
  override name = 'WalletNotFoundError' as const
  constructor(connectorId: string) {
    super('This connector has no Cosmos wallet.', { metaMessages: [`Connector: ${connectorId}`] })
  }
}

/** A wallet answer that does not have the expected shape (or does not match what was asked). */
export class InvalidWalletResponseError extends PorticoError {
  override name = 'InvalidWalletResponseError' as const
  constructor(method: string, received: unknown, parameters: PorticoErrorParameters = {}) {
    super('The wallet answered with data Portico cannot read.', {
      ...parameters,
      metaMessages: [`Method: ${method}`, `Received: ${preview(received)}`],
    })
  }
}

/** The network is not a Cosmos network this app lists (or lacks its chain parameters). */
export class UnsupportedNetworkError extends PorticoError {
  override name = 'UnsupportedNetworkError' as const
  constructor(caipNetworkId: string | undefined) {
    super('This Cosmos network is not supported.', {
      code: 4901,
      metaMessages: [`Network: ${caipNetworkId ?? 'none'}`],
    })
  }
}

/** An address that is not an account address of the network (wrong prefix, checksum, length). */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError' as const
  constructor(address: string, networkName: string, prefix: string) {
    super(`${preview(address)} is not a valid address on ${networkName}: it must start with ${prefix}1.`, {
      code: -32602,
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

/** The account cannot pay the amount plus the fee. */
export class InsufficientFundsError extends PorticoError {
  override name = 'InsufficientFundsError' as const
  constructor(available: string, needed: string) {
    super('Insufficient funds: the balance cannot cover the amount plus the network fee.', {
      metaMessages: [`Available: ${available}`, `Needed: ${needed}`],
    })
  }
}

/** The node refused a request or a transaction, or answered in a shape Portico cannot read. */
export class CosmosNodeError extends PorticoError {
  override name = 'CosmosNodeError' as const
  constructor(action: string, details: string, parameters: PorticoErrorParameters = {}) {
    super(`The Cosmos node failed to ${action}.`, { ...parameters, details })
  }
}

/** A broadcast transaction that was not included within the wait. */
export class TransactionNotConfirmedError extends PorticoError {
  override name = 'TransactionNotConfirmedError' as const
  constructor(hash: string, reason: string) {
    super('The transaction was not confirmed.', { details: reason, metaMessages: [`Hash: ${hash}`] })
  }
}

/** A signature that does not verify with the account's key (a wallet bug or a forgery). */
export class SignatureVerificationError extends PorticoError {
  override name = 'SignatureVerificationError' as const
  constructor(reason: string) {
    super('The wallet returned a signature that does not verify.', { details: reason })
  }
}

/** A connection-bound call without a connected Cosmos account. */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError' as const
  constructor(method: string) {
    super('No Cosmos account is connected.', { code: 4100, metaMessages: [`Method: ${method}`] })
  }
}

/** RPC parameters of the wrong shape. */
export class InvalidRequestParamsError extends PorticoError {
  override name = 'InvalidRequestParamsError' as const
  constructor(method: string, parameters: PorticoErrorParameters = {}) {
    super('Invalid request parameters.', { ...parameters, code: -32602, metaMessages: [`Method: ${method}`] })
  }
}
