import { formatQuantity, type NumberDisplayOptions } from '@portico/kernel'
import type { Transaction, TransactionTransfer } from '../types.js'
import { getTransactionSign, type TransactionSign } from './transactionSign.js'

export type TransactionImage = { kind: 'fungible' | 'nft'; url: string }

export type TransactionAmount = {
  sign: TransactionSign
  /** '0.100 ETH', or an NFT's name. */
  text: string
}

/** What a row of the Activity list shows, without any i18n (the view translates the type and status). */
export type TransactionDescription = {
  id: string
  operationType: string
  status: string
  minedAt: string
  /** The first transfer's token icon or NFT preview. */
  image: TransactionImage | undefined
  /** One per transfer, each with the operation type's sign. */
  amounts: TransactionAmount[]
  /** The other side: the sender of a receive, otherwise the recipient. */
  counterparty: string
}

/**
 * Describes a transaction for display: image (fungible icon or NFT preview), signed amounts with
 * symbols (quantities truncated to 3 decimals, spec 5, written for `options.locale`) and the
 * counterparty.
 *
 * @example
 * describeTransaction(received).amounts // [{ sign: '+', text: '0.100 ETH' }]
 */
export function describeTransaction(
  transaction: Transaction,
  options: NumberDisplayOptions = {},
): TransactionDescription {
  const { metadata } = transaction
  const transfers = transaction.transfers ?? []
  const sign = getTransactionSign(metadata.operationType)
  return {
    id: transaction.id,
    operationType: metadata.operationType,
    status: metadata.status,
    minedAt: metadata.minedAt,
    image: transfers.map(imageOf).find((image) => image !== undefined),
    amounts: transfers.map((transfer) => ({ sign, text: amountText(transfer, options) })),
    counterparty: metadata.operationType === 'receive' ? metadata.sentFrom : metadata.sentTo,
  }
}

function imageOf(transfer: TransactionTransfer): TransactionImage | undefined {
  const preview = transfer.nft_info?.content?.preview?.url
  if (preview) return { kind: 'nft', url: preview }
  const icon = transfer.fungible_info?.icon?.url
  return icon ? { kind: 'fungible', url: icon } : undefined
}

function amountText(transfer: TransactionTransfer, options: NumberDisplayOptions): string {
  if (transfer.nft_info && !transfer.fungible_info) {
    return transfer.nft_info.name ?? formatQuantity(transfer.quantity.numeric, options)
  }
  const symbol = transfer.fungible_info?.symbol
  const quantity = formatQuantity(transfer.quantity.numeric, options)
  return symbol ? `${quantity} ${symbol}` : quantity
}
