import type { Transaction, TransactionTransfer } from '../types.js'

/** Test helpers: history items in the server's shape (API-FACTS 2.3.1, nulls included). */

export function fungibleTransfer(
  numeric: string,
  symbol = 'ETH',
  overrides: Partial<TransactionTransfer> = {},
): TransactionTransfer {
  return {
    fungible_info: { name: symbol, symbol, icon: { url: `https://icons.test/${symbol}.svg` } },
    nft_info: null,
    direction: 'in',
    quantity: { numeric },
    value: null,
    price: null,
    ...overrides,
  }
}

export function nftTransfer(
  name: string,
  { spam = false, preview = 'https://nft.test/1.svg' } = {},
): TransactionTransfer {
  return {
    fungible_info: null,
    nft_info: {
      name,
      content: { preview: { url: preview, content_type: 'image/svg+xml' }, detail: null },
      flags: { is_spam: spam },
    },
    direction: 'in',
    quantity: { numeric: '1' },
    value: null,
    price: null,
  }
}

export type TransactionInput = {
  id?: string
  minedAt: string | Date
  operationType?: string
  chain?: string | null
  status?: string
  transfers?: TransactionTransfer[] | null
}

let counter = 0

export function transaction(input: TransactionInput): Transaction {
  counter += 1
  const minedAt = input.minedAt instanceof Date ? input.minedAt.toISOString() : input.minedAt
  return {
    id: input.id ?? `tx-${counter}`,
    metadata: {
      operationType: input.operationType ?? 'receive',
      hash: `0x${counter.toString(16).padStart(64, '0')}`,
      minedAt,
      sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      status: input.status ?? 'confirmed',
      nonce: counter,
      application: null,
      chain: input.chain === undefined ? 'eip155:1' : input.chain,
    },
    transfers: input.transfers === undefined ? [fungibleTransfer('0.1')] : input.transfers,
  }
}

/** A local-time date (the grouping works in the visitor's time zone). */
export function local(year: number, month: number, day = 15, hour = 12, minute = 0): Date {
  return new Date(year, month, day, hour, minute)
}
