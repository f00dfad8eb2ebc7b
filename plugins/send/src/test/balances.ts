import type { TokenBalance } from '@portico/kernel'
import { vi } from 'vitest'
import type { TokenBalancesSource } from '../core/balancesSource.js'

/**
 * A balances service stand-in serving a fixed list; `set` changes what the next calls return. The
 * balances plugin is an in-process service: the send form only reads its list and asks for refreshes.
 */
export function fakeBalances(initial: readonly TokenBalance[]) {
  let tokens = initial
  const source = {
    getTokenBalances: vi.fn(async () => tokens),
    refresh: vi.fn(async (_parameters?: { forceUpdate?: readonly string[] }) => tokens),
  } satisfies TokenBalancesSource
  return {
    source,
    set(next: readonly TokenBalance[]) {
      tokens = next
    },
  }
}

/**
 * A fixed token list on the local chain 31337 (the chain of `startLocalServices`), priced like the
 * API emulator's fixture (ETH 3000 USD, PTT 1.25 USD). Quantities are the list's own, not read from the chain.
 */
export const sampleTokens = {
  eth: {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    value: 30_000,
    quantity: { decimals: '18', numeric: '10' },
    iconUrl: 'https://example.test/eth.svg',
  },
  ptt: {
    name: 'Portico Test Token',
    symbol: 'PTT',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    price: 1.25,
    value: 1250,
    quantity: { decimals: '18', numeric: '1000' },
    iconUrl: 'https://example.test/ptt.svg',
  },
} satisfies Record<string, TokenBalance>
