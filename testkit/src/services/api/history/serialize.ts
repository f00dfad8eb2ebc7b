import { formatUnits, getAddress } from 'viem'
import type { ChainHandle } from '../chains'
import type { Currency, PriceBook } from '../fixtures/prices'
import { type IndexedTransfer, type IndexedTx, ZERO_ADDRESS } from './indexer'
import type { MetadataCache } from './metadata'

/** A history item in the server's serialization (API-FACTS §2.3.1): absent optionals are `null`. */
export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce: number
    application: { name: string | null; iconUrl: string | null } | null
    chain: string | null
  }
  transfers: HistoryTransfer[] | null
}

export type HistoryTransfer = {
  fungible_info: { name: string | null; symbol: string | null; icon: { url: string } | null } | null
  nft_info: {
    name: string | null
    content: {
      preview: { url: string; content_type: string | null } | null
      detail: { url: string; content_type: string | null } | null
    } | null
    flags: { is_spam: boolean }
  } | null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

export type SerializeContext = {
  chain: ChainHandle
  metadata: MetadataCache
  prices: PriceBook
  currency: Currency
  /** Base URL of the emulator, for token icons. */
  baseUrl: string
}

const APPROVE_SELECTORS = new Set([
  '0x095ea7b3', // approve(address,uint256)
  '0xa22cb465', // setApprovalForAll(address,bool)
])

function direction(from: string, to: string, owner: string): 'in' | 'out' | 'self' {
  if (from === owner && to === owner) return 'self'
  return from === owner ? 'out' : 'in'
}

function checksum(address: string): string {
  return getAddress(address)
}

function contentTypeOf(url: string): string | null {
  const match = /^data:([^;,]+)/.exec(url)
  return match?.[1] ?? null
}

/** Chooses the Zerion-style operation type from the owner's point of view. */
export function operationTypeOf(tx: IndexedTx, owner: string, transfers: readonly HistoryTransfer[]): string {
  const mine = tx.transfers.filter((transfer) => transfer.from === owner || transfer.to === owner)
  if (tx.to === null && tx.from === owner) return 'deploy'
  if (mine.some((transfer) => transfer.from === ZERO_ADDRESS)) return 'mint'
  if (mine.some((transfer) => transfer.to === ZERO_ADDRESS && transfer.from === owner)) return 'burn'
  const outgoing = transfers.some((transfer) => transfer.direction === 'out' || transfer.direction === 'self')
  const incoming = transfers.some((transfer) => transfer.direction === 'in')
  if (tx.from === owner) {
    if (outgoing && incoming) return 'trade'
    if (outgoing) return 'send'
    if (tx.selector && APPROVE_SELECTORS.has(tx.selector)) return 'approve'
    return 'execute'
  }
  return incoming ? 'receive' : 'execute'
}

/** A transfer of the chain's native currency (a transaction's value, or value paid inside it). */
function nativeTransfer(
  amount: bigint,
  side: HistoryTransfer['direction'],
  context: SerializeContext,
): HistoryTransfer {
  const native = context.chain.info.nativeCurrency
  const numeric = formatUnits(amount, native.decimals)
  const price = context.prices.price(native.symbol, context.currency) ?? null
  return {
    fungible_info: {
      name: native.name,
      symbol: native.symbol,
      icon: { url: `${context.baseUrl}/public/getTokenImage/${native.symbol}` },
    },
    nft_info: null,
    direction: side,
    quantity: { numeric },
    value: price === null ? null : price * Number(numeric),
    price,
  }
}

async function tokenTransfer(
  transfer: IndexedTransfer,
  owner: string,
  context: SerializeContext,
): Promise<HistoryTransfer> {
  const side = direction(transfer.from, transfer.to, owner)
  if (transfer.standard === 'native') return nativeTransfer(transfer.amount, side, context)
  if (transfer.standard === 'erc721') {
    const [collection, image] = await Promise.all([
      context.metadata.collectionName(transfer.token),
      context.metadata.nftImage(transfer.token, transfer.tokenId),
    ])
    const content = image ? { url: image, content_type: contentTypeOf(image) } : null
    return {
      fungible_info: null,
      nft_info: {
        name: collection ? `${collection} #${transfer.tokenId}` : `#${transfer.tokenId}`,
        content: content ? { preview: content, detail: content } : null,
        flags: { is_spam: false },
      },
      direction: side,
      quantity: { numeric: '1' },
      value: null,
      price: null,
    }
  }
  const meta = await context.metadata.token(transfer.token)
  const numeric = formatUnits(transfer.amount, meta.decimals)
  const price = meta.symbol ? (context.prices.price(meta.symbol, context.currency) ?? null) : null
  return {
    fungible_info: {
      name: meta.name,
      symbol: meta.symbol,
      icon: meta.symbol
        ? { url: `${context.baseUrl}/public/getTokenImage/${encodeURIComponent(meta.symbol)}` }
        : null,
    },
    nft_info: null,
    direction: side,
    quantity: { numeric },
    value: price === null ? null : price * Number(numeric),
    price,
  }
}

/** Serializes one indexed transaction as seen by `owner` (lower-case address). */
export async function serializeTransaction(
  tx: IndexedTx,
  owner: string,
  context: SerializeContext,
): Promise<HistoryTransaction> {
  const transfers: HistoryTransfer[] = []
  if (tx.success && tx.value > 0n && tx.to !== null && (tx.from === owner || tx.to === owner)) {
    transfers.push(nativeTransfer(tx.value, direction(tx.from, tx.to, owner), context))
  }
  const mine = tx.transfers.filter((transfer) => transfer.from === owner || transfer.to === owner)
  transfers.push(...(await Promise.all(mine.map((transfer) => tokenTransfer(transfer, owner, context)))))

  const sentTo = tx.to ?? tx.contractAddress ?? ZERO_ADDRESS
  return {
    id: `${context.chain.info.caipNetworkId}:${tx.hash}`,
    metadata: {
      operationType: operationTypeOf(tx, owner, transfers),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: checksum(tx.from),
      sentTo: checksum(sentTo),
      status: tx.success ? 'confirmed' : 'failed',
      nonce: tx.nonce,
      application: null,
      chain: context.chain.info.caipNetworkId,
    },
    transfers,
  }
}
