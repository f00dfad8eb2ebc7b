/** Spec 3: operation types that add to the account. */
export const PLUS_OPERATION_TYPES: readonly string[] = Object.freeze([
  'receive',
  'deposit',
  'borrow',
  'claim',
])
/** Spec 3: operation types that take from the account. */
export const MINUS_OPERATION_TYPES: readonly string[] = Object.freeze(['withdraw', 'repay', 'burn'])

export type TransactionSign = '+' | '-' | ''

/**
 * The sign shown before a transaction's amounts: '+' for receive, deposit, borrow and claim, '-'
 * for withdraw, repay and burn, none for every other type (send, trade, approve, …), as spec 3 says.
 *
 * @example
 * getTransactionSign('receive') // '+'
 * getTransactionSign('send') // ''
 */
export function getTransactionSign(operationType: string): TransactionSign {
  if (PLUS_OPERATION_TYPES.includes(operationType)) return '+'
  if (MINUS_OPERATION_TYPES.includes(operationType)) return '-'
  return ''
}
