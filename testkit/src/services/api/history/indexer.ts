import { type Hex, numberToHex, type PublicClient } from 'viem'
import { NATIVE_SWAP_ADDRESS, SWAP_POOL_ADDRESS } from '../../chains/swapConstants'

/**
 * Incremental per-chain index of transactions and ERC-20 / ERC-721 Transfer logs, built from blocks and
 * receipts. Every `sync()` checks the tip against the stored block hashes (so `evm_revert` and re-mined
 * blocks are noticed; the fork point is found by binary search) and then scans only the new blocks.
 */

export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
/** `Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)` of the swap pool. */
export const POOL_SWAP_TOPIC = '0x54787c404bb33c88e86f4baf88183a3b0141d0a848e6a9f7a13b66ae3a9b73d1'
const POOL = SWAP_POOL_ADDRESS.toLowerCase()
const NATIVE = NATIVE_SWAP_ADDRESS.toLowerCase()

export type IndexedTransfer =
  | { standard: 'erc20'; token: string; from: string; to: string; amount: bigint }
  /** Native value paid inside a transaction (no log of its own): the swap pool's ETH payout, read from its Swap event. */
  | { standard: 'native'; from: string; to: string; amount: bigint }
  | { standard: 'erc721'; token: string; from: string; to: string; tokenId: bigint }

/** One mined transaction; addresses are lower case. */
export type IndexedTx = {
  hash: string
  blockNumber: number
  index: number
  timestamp: number
  from: string
  to: string | null
  contractAddress: string | null
  value: bigint
  nonce: number
  success: boolean
  /** First four bytes of the calldata, or null for plain transfers. */
  selector: string | null
  transfers: IndexedTransfer[]
}

export type ChainIndexer = {
  /** Brings the index up to the chain's current head. Concurrent calls share the work. */
  sync(): Promise<void>
  /** Transactions involving `address` (sender, recipient, created contract or a transfer side), oldest first. */
  involving(address: string): readonly IndexedTx[]
  /** Highest indexed block, -1 before the first sync. */
  indexedBlock(): number
}

type RpcTransaction = {
  hash: string
  from: string
  to: string | null
  value: Hex
  nonce: Hex
  input: Hex
  transactionIndex: Hex
}
type RpcBlock = {
  number: Hex
  hash: string
  parentHash: string
  timestamp: Hex
  transactions: RpcTransaction[]
}
type RpcLog = { address: string; topics: string[]; data: Hex }
type RpcReceipt = { transactionHash: string; status: Hex; contractAddress: string | null; logs: RpcLog[] }

const CHUNK = 32

function topicAddress(topic: string | undefined): string | null {
  return topic && topic.length === 66 ? `0x${topic.slice(26)}`.toLowerCase() : null
}

/** The native payout of a swap-pool trade into ETH: `amountOut` from the pool to `to`. */
function decodePoolPayout(log: RpcLog): IndexedTransfer | null {
  if (log.address.toLowerCase() !== POOL || log.topics.length !== 4) return null
  if (topicAddress(log.topics[3]) !== NATIVE || log.data.length !== 2 + 64 * 3) return null
  const words = log.data.slice(2).match(/.{64}/g) ?? []
  const to = `0x${(words[2] ?? '').slice(24)}`.toLowerCase()
  return { standard: 'native', from: POOL, to, amount: BigInt(`0x${words[1]}`) }
}

function decodeTransfer(log: RpcLog): IndexedTransfer | null {
  if (log.topics[0] === POOL_SWAP_TOPIC) return decodePoolPayout(log)
  if (log.topics[0] !== TRANSFER_TOPIC) return null
  const from = topicAddress(log.topics[1])
  const to = topicAddress(log.topics[2])
  if (!from || !to) return null
  const token = log.address.toLowerCase()
  if (log.topics.length === 4 && log.topics[3]) {
    return { standard: 'erc721', token, from, to, tokenId: BigInt(log.topics[3]) }
  }
  if (log.topics.length === 3 && log.data.length === 66) {
    return { standard: 'erc20', token, from, to, amount: BigInt(log.data) }
  }
  return null
}

function buildTransactions(block: RpcBlock, receipts: readonly RpcReceipt[]): IndexedTx[] {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const blockNumber = Number(block.number)
  const timestamp = Number(block.timestamp)
  return block.transactions.map((tx) => {
    const receipt = byHash.get(tx.hash)
    const success = receipt?.status === '0x1'
    const transfers = success
      ? (receipt?.logs ?? []).map(decodeTransfer).filter((transfer) => transfer !== null)
      : []
    return {
      hash: tx.hash,
      blockNumber,
      index: Number(tx.transactionIndex),
      timestamp,
      from: tx.from.toLowerCase(),
      to: tx.to ? tx.to.toLowerCase() : null,
      contractAddress: receipt?.contractAddress ? receipt.contractAddress.toLowerCase() : null,
      value: BigInt(tx.value),
      nonce: Number(tx.nonce),
      success,
      selector: tx.input && tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
      transfers,
    }
  })
}

function participants(tx: IndexedTx): Set<string> {
  const set = new Set<string>([tx.from])
  if (tx.to) set.add(tx.to)
  if (tx.contractAddress) set.add(tx.contractAddress)
  for (const transfer of tx.transfers) {
    set.add(transfer.from)
    set.add(transfer.to)
  }
  set.delete(ZERO_ADDRESS)
  return set
}

export function createChainIndexer(client: PublicClient): ChainIndexer {
  const hashes: string[] = []
  const transactions: IndexedTx[] = []
  const byAddress = new Map<string, IndexedTx[]>()

  const rpc = <T>(method: string, params: unknown[]): Promise<T> =>
    client.request({ method, params } as never) as Promise<T>

  const headNumber = async () => Number(await rpc<Hex>('eth_blockNumber', []))
  const hashAt = async (blockNumber: number) =>
    (await rpc<RpcBlock | null>('eth_getBlockByNumber', [numberToHex(blockNumber), false]))?.hash

  const truncate = (fromBlock: number) => {
    hashes.length = Math.min(hashes.length, fromBlock)
    while ((transactions.at(-1)?.blockNumber ?? -1) >= fromBlock) transactions.pop()
    for (const [address, list] of byAddress) {
      while ((list.at(-1)?.blockNumber ?? -1) >= fromBlock) list.pop()
      if (list.length === 0) byAddress.delete(address)
    }
  }

  /** Drops indexed blocks that are no longer on the chain. */
  const reconcile = async (head: number) => {
    const tip = hashes.length - 1
    if (tip < 0) return
    const check = Math.min(head, tip)
    if ((await hashAt(check)) === hashes[check]) {
      if (head < tip) truncate(head + 1)
      return
    }
    let good = -1
    let bad = check
    while (bad - good > 1) {
      const middle = (good + bad) >> 1
      if ((await hashAt(middle)) === hashes[middle]) good = middle
      else bad = middle
    }
    truncate(good + 1)
  }

  const append = (blockNumber: number, block: RpcBlock, receipts: RpcReceipt[]): boolean => {
    if (blockNumber > 0 && block.parentHash !== hashes[blockNumber - 1]) return false
    hashes[blockNumber] = block.hash
    for (const tx of buildTransactions(block, receipts)) {
      transactions.push(tx)
      for (const address of participants(tx)) {
        const list = byAddress.get(address)
        if (list) list.push(tx)
        else byAddress.set(address, [tx])
      }
    }
    return true
  }

  const scan = async (head: number): Promise<boolean> => {
    for (let start = hashes.length; start <= head; start += CHUNK) {
      const end = Math.min(head, start + CHUNK - 1)
      const numbers = Array.from({ length: end - start + 1 }, (_, offset) => start + offset)
      const fetched = await Promise.all(
        numbers.map((blockNumber) =>
          Promise.all([
            rpc<RpcBlock | null>('eth_getBlockByNumber', [numberToHex(blockNumber), true]),
            rpc<RpcReceipt[] | null>('eth_getBlockReceipts', [numberToHex(blockNumber)]),
          ]),
        ),
      )
      for (const [offset, [block, receipts]] of fetched.entries()) {
        // A missing block or a broken parent link means the chain changed under us: reconcile again.
        if (!block || !append(start + offset, block, receipts ?? [])) return false
      }
    }
    return true
  }

  const syncOnce = async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const head = await headNumber()
      await reconcile(head)
      if (await scan(head)) return
    }
    throw new Error('The chain kept changing while it was being indexed')
  }

  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  const sync = (): Promise<void> => {
    if (!running) {
      running = syncOnce().finally(() => {
        running = null
      })
      return running
    }
    // A sync is under way and may have read the head before the caller's block: run one more after it.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null
        return sync()
      })
    return queued
  }

  return {
    sync,
    involving: (address) => byAddress.get(address.toLowerCase()) ?? [],
    indexedBlock: () => hashes.length - 1,
  }
}
