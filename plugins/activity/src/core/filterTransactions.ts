import type { Transaction } from '../types.js'

/**
 * Spam (spec 4): every transfer is an NFT flagged as spam. A transaction without transfers (an
 * approval, a contract call) has nothing flagged, so it is kept.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  const transfers = transaction.transfers ?? []
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

/** The CAIP-2 id of a transaction's chain; a bare reference ('1') is read as eip155. */
export function transactionChainId(transaction: Transaction): string | undefined {
  const chain = transaction.metadata.chain
  if (!chain) return undefined
  return /^\d+$/.test(chain) ? `eip155:${chain}` : chain
}

/** Whether a transaction is on `caipNetworkId`; one with no chain cannot be shown as on it. */
export function isOnChain(transaction: Transaction, caipNetworkId: string): boolean {
  return transactionChainId(transaction) === caipNetworkId
}

/** Spec 4: drops spam and keeps only the connected chain's transactions, in order. */
export function filterTransactions(
  transactions: readonly Transaction[],
  { caipNetworkId }: { caipNetworkId: string },
): Transaction[] {
  return transactions.filter((t) => !isSpamTransaction(t) && isOnChain(t, caipNetworkId))
}
