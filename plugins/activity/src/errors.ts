import { messages, PorticoError, type PorticoErrorParameters } from '@portico/kernel'
import type { InvalidActivityOptionsError } from './optionsError.js'

export { InvalidActivityOptionsError } from './optionsError.js'

/** Spec 8: the history was asked for with no account address. */
export class TransactionsAccountAddressError extends PorticoError {
  override name = 'TransactionsAccountAddressError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(messages.transactionsNeedAccountAddress, parameters)
  }
}

/** Spec 8: a history page could not be fetched; `cause` is the HTTP or validation error. */
export class FetchTransactionsError extends PorticoError {
  override name = 'FetchTransactionsError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(messages.failedToFetchTransactions, parameters)
  }
}

export type ActivityErrorType =
  | TransactionsAccountAddressError
  | FetchTransactionsError
  | InvalidActivityOptionsError
