/**
 * Every error the bip122 plugin throws, in plain words. Wallet refusals keep their EIP-1193 code
 * (4001) through the kernel's `toRpcError`; node answers become `NodeError` with the node's text.
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

/** The connector carries no Bitcoin wallet Portico can drive. */
export class WalletNotFoundError extends PorticoError {
  override name = 'WalletNotFoundError' as const
  constructor(connectorId: string) {
    super('This connector has no Bitcoin wallet.', { metaMessages: [`Connector: ${connectorId}`] })
  }
}

/** A wallet answer that does not have the expected shape. */
export class InvalidWalletResponseError extends PorticoError {
  override name = 'InvalidWalletResponseError' as const
  constructor(method: string, received: unknown, parameters: PorticoErrorParameters = {}) {
    super('The wallet answered with data Portico cannot read.', {
      ...parameters,
      metaMessages: [`Method: ${method}`, `Received: ${preview(received)}`],
    })
  }
}

/** An address that is not valid on the network (or belongs to another network). */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError' as const
  constructor(address: string, networkName: string) {
    super(`${preview(address)} is not a valid address on ${networkName}.`, { code: -32602 })
  }
}

/** An amount that is not a positive number of at most 8 decimals. */
export class InvalidAmountError extends PorticoError {
  override name = 'InvalidAmountError' as const
  constructor(amount: string) {
    super(`${preview(amount)} is not a valid amount: use a positive number with at most 8 decimals.`, {
      code: -32602,
    })
  }
}

/** An amount below what the network relays (dust). */
export class DustAmountError extends PorticoError {
  override name = 'DustAmountError' as const
  constructor(
    readonly amountSats: bigint,
    readonly dustLimitSats: bigint,
  ) {
    super(
      `The amount is too small to send: the network refuses outputs below ${dustLimitSats} satoshis (dust).`,
      { code: -32602, metaMessages: [`Amount: ${amountSats} satoshis`] },
    )
  }
}

/** The account cannot pay the amount plus the network fee. */
export class InsufficientFundsError extends PorticoError {
  override name = 'InsufficientFundsError' as const
  constructor(
    readonly availableSats: bigint,
    readonly neededSats: bigint,
  ) {
    super('Insufficient funds: the balance cannot cover the amount plus the network fee.', {
      metaMessages: [`Available: ${availableSats} satoshis`, `Needed: ${neededSats} satoshis`],
    })
  }
}

/** The node refused the fee (below its minimum relay fee or the mempool's floor, or absurdly high). */
export class FeeError extends PorticoError {
  override name = 'FeeError' as const
  constructor(reason: 'too-low' | 'too-high', parameters: PorticoErrorParameters = {}) {
    super(
      reason === 'too-low'
        ? 'The network fee is too low for the node to accept the transaction.'
        : 'The network fee is unreasonably high; the transaction was not sent.',
      parameters,
    )
  }
}

/** The node answered with an error, or with data that is not what was asked for. */
export class NodeError extends PorticoError {
  override name = 'NodeError' as const
  constructor(method: string, message: string, parameters: PorticoErrorParameters = {}) {
    super(`The Bitcoin node refused ${method}: ${message}`, parameters)
  }
}

/** The network has no Bitcoin node URL to read balances or broadcast. */
export class NoRpcUrlError extends PorticoError {
  override name = 'NoRpcUrlError' as const
  constructor(networkName: string) {
    super(`${networkName} has no Bitcoin node URL.`)
  }
}

/** A signature that did not verify for the address and message: never returned to the app. */
export class InvalidSignatureError extends PorticoError {
  override name = 'InvalidSignatureError' as const
  constructor(address: string, parameters: PorticoErrorParameters = {}) {
    super('The wallet returned a signature that does not verify for this address and message.', {
      ...parameters,
      metaMessages: [`Address: ${address}`, ...(parameters.metaMessages ?? [])],
    })
  }
}

/** The wallet signed a different transaction than the one asked for. */
export class TransactionMismatchError extends PorticoError {
  override name = 'TransactionMismatchError' as const
  constructor() {
    super('The wallet signed a different transaction than the one it was asked to sign.')
  }
}

/** A network that is not a bip122 network with address parameters. */
export class UnsupportedNetworkError extends PorticoError {
  override name = 'UnsupportedNetworkError' as const
  constructor(caipNetworkId: string) {
    super(`${caipNetworkId} is not a Bitcoin network Portico knows the address parameters of.`)
  }
}

/** An RPC request arrived while no Bitcoin wallet is connected (EIP-1193 4100). */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError' as const
  constructor(method: string) {
    super('Connect a Bitcoin wallet first.', { code: 4100, metaMessages: [`Method: ${method}`] })
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
