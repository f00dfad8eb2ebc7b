import { PorticoError } from '@portico/kernel'
import { PREFLIGHT_COMMITMENTS } from './commitment.js'

/** A preflight commitment outside the spec's list (spec 5). */
export class InvalidPreflightCommitmentError extends PorticoError {
  override name = 'InvalidPreflightCommitmentError' as const
  constructor(value: unknown) {
    super('Invalid preflight commitment.', {
      code: -32602,
      metaMessages: [`Received: ${String(value)}`, `Expected one of: ${PREFLIGHT_COMMITMENTS.join(', ')}`],
    })
  }
}

/** The connector carries no Wallet Standard wallet with the feature a call needs. */
export class WalletFeatureMissingError extends PorticoError {
  override name = 'WalletFeatureMissingError' as const
  constructor(wallet: string, feature: string) {
    super(`${wallet} does not support ${feature}.`, { code: 4200 })
  }
}

/** The wallet answered with something that is not what the Wallet Standard promises. */
export class InvalidWalletAnswerError extends PorticoError {
  override name = 'InvalidWalletAnswerError' as const
  constructor(feature: string, details: string) {
    super('The wallet answered with data Portico cannot read.', {
      details,
      metaMessages: [`Feature: ${feature}`],
    })
  }
}

/** A Solana address that is not 32 bytes of base58. */
export class InvalidSolanaAddressError extends PorticoError {
  override name = 'InvalidSolanaAddressError' as const
  constructor(address: unknown) {
    super('Invalid Solana address.', { metaMessages: [`Received: ${String(address).slice(0, 64)}`] })
  }
}

/** A JSON-RPC node answered with an error, an HTTP failure or an answer of the wrong shape. */
export class SolanaRpcError extends PorticoError {
  override name = 'SolanaRpcError' as const
  constructor(method: string, details: string, code?: number) {
    super(`The Solana node failed to answer ${method}.`, { details, ...(code === undefined ? {} : { code }) })
  }
}

/** A sent transaction that the node did not confirm within the wait (spec: bounded wait). */
export class TransactionNotConfirmedError extends PorticoError {
  override name = 'TransactionNotConfirmedError' as const
  constructor(signature: string, reason: string) {
    super('The transaction was not confirmed.', {
      details: reason,
      metaMessages: [`Signature: ${signature}`],
    })
  }
}

/** A transaction that landed with an error. */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError' as const
  constructor(signature: string, error: unknown) {
    super('The transaction failed.', {
      details: JSON.stringify(error),
      metaMessages: [`Signature: ${signature}`],
    })
  }
}
