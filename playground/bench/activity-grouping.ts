/**
 * Benchmark: grouping 10,000 transactions by year and month (spec 2 and 4) must take under 20 ms
 * (median). `npm run bench` calls `benchActivityGrouping()`; standalone:
 *
 *   npx tsx playground/bench/activity-grouping.ts
 */
import { pathToFileURL } from 'node:url'
import { groupTransactionsByYearAndMonth } from '../../plugins/activity/src/core/groupTransactions.js'
import type { Transaction, TransactionTransfer } from '../../plugins/activity/src/types.js'
import { mulberry32, summarize } from './report/stats.js'

export const ACTIVITY_GROUPING_BUDGET_MS = 20
const TRANSACTION_COUNT = 10_000
const WARM_UP_RUNS = 5
const MEASURED_RUNS = 25

export type ActivityGroupingResult = {
  scenario: 'activity'
  metric: 'group_10k_transactions_ms'
  median: number
  min: number
  max: number
  unit: 'ms'
}

export async function benchActivityGrouping(): Promise<ActivityGroupingResult> {
  const transactions = generateTransactions(TRANSACTION_COUNT)
  let groupsSeen = 0
  for (let run = 0; run < WARM_UP_RUNS; run++)
    groupsSeen += groupTransactionsByYearAndMonth(transactions).length
  const times: number[] = []
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const started = performance.now()
    const groups = groupTransactionsByYearAndMonth(transactions)
    times.push(performance.now() - started)
    // Uses the result so the call cannot be optimised away.
    groupsSeen += groups.length
  }
  if (groupsSeen === 0) throw new Error('The grouping produced no groups')
  const { median, min, max } = summarize(times)
  return {
    scenario: 'activity',
    metric: 'group_10k_transactions_ms',
    median: round(median),
    min: round(min),
    max: round(max),
    unit: 'ms',
  }
}

/**
 * History items as the API sends them: newest first (as pages arrive), about three years of an
 * active account, a mix of operation types, token and NFT transfers, nulls where the server puts
 * them, and some ids repeated across page boundaries (what de-duplication is for).
 */
export function generateTransactions(count: number, seed = 42): Transaction[] {
  const random = mulberry32(seed)
  const operations = [
    'receive',
    'send',
    'send',
    'receive',
    'trade',
    'approve',
    'mint',
    'deposit',
    'withdraw',
    'burn',
  ]
  const symbols = ['ETH', 'USDC', 'PTT', 'DAI', 'WBTC']
  const list: Transaction[] = []
  let time = Date.UTC(2026, 10, 20, 12)
  for (let index = 0; index < count; index++) {
    // Eight transactions a day on average, at irregular gaps: about 3.4 years in all.
    time -= Math.floor(random() * 6 * 3600 * 1000)
    const repeat = index > 50 && random() < 0.01
    const id = repeat ? (list[index - 1 - Math.floor(random() * 50)]?.id ?? `tx-${index}`) : `tx-${index}`
    const operationType = operations[Math.floor(random() * operations.length)] as string
    list.push({
      id,
      metadata: {
        operationType,
        hash: `0x${index.toString(16).padStart(64, '0')}`,
        minedAt: new Date(time).toISOString(),
        sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        status: random() < 0.03 ? 'failed' : 'confirmed',
        nonce: index,
        application: null,
        chain: 'eip155:1',
      },
      transfers: transfersFor(operationType, symbols, random),
    })
  }
  return list
}

function transfersFor(operationType: string, symbols: string[], random: () => number): TransactionTransfer[] {
  if (operationType === 'approve') return []
  const fungible = (direction: string): TransactionTransfer => {
    const symbol = symbols[Math.floor(random() * symbols.length)] as string
    return {
      fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.svg` } },
      nft_info: null,
      direction,
      quantity: { numeric: (random() * 100).toFixed(6) },
      value: random() * 1000,
      price: random() * 3000,
    }
  }
  if (operationType === 'trade') return [fungible('out'), fungible('in')]
  if (operationType === 'mint') {
    return [
      {
        fungible_info: null,
        nft_info: {
          name: `Portico Test NFT #${Math.floor(random() * 1000)}`,
          content: {
            preview: { url: 'https://nft.example/preview.svg', content_type: 'image/svg+xml' },
            detail: null,
          },
          flags: { is_spam: random() < 0.05 },
        },
        direction: 'in',
        quantity: { numeric: '1' },
        value: null,
        price: null,
      },
    ]
  }
  return [fungible(operationType === 'receive' ? 'in' : 'out')]
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchActivityGrouping()
  const verdict = result.median < ACTIVITY_GROUPING_BUDGET_MS ? 'PASS' : 'FAIL'
  console.log(
    `${result.scenario} ${result.metric}: median ${result.median} ms (min ${result.min}, max ${result.max}); ` +
      `budget ${ACTIVITY_GROUPING_BUDGET_MS} ms: ${verdict}`,
  )
  if (verdict === 'FAIL') process.exitCode = 1
}
