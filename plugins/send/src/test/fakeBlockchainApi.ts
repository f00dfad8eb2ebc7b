import type { TokenBalance } from '@portico/kernel'
import { vi } from 'vitest'
import type { TokenBalancesSource } from '../core/balancesSource.js'

export const FAKE_API_URL = 'http://blockchain-api.test'

export type FakeApiRoutes = {
  identity?: (address: string) => { name: string | null; avatar: string | null } | Response
  gasPrice?: () => { standard: string; fast: string; instant: string } | Response
  price?: () => { fungibles: { address: string; price: number }[] } | Response
}

/**
 * A `fetch` answering the few Blockchain API routes the send form calls, for unit tests that need
 * no emulator. Every request is recorded; a route answers 404 until given.
 */
export function fakeBlockchainApi(routes: FakeApiRoutes = {}) {
  const requests: URL[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    requests.push(url)
    const identity = /^\/v1\/identity\/([^/]+)$/.exec(url.pathname)
    const answer =
      identity && routes.identity
        ? routes.identity(decodeURIComponent(identity[1]!))
        : url.pathname === '/v1/convert/gas-price' && routes.gasPrice
          ? routes.gasPrice()
          : url.pathname === '/v1/fungible/price' && routes.price
            ? routes.price()
            : new Response('', { status: 404 })
    return answer instanceof Response ? answer : Response.json(answer)
  })
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    routes,
    requests,
    /** Requests to one path prefix. */
    calls: (prefix: string) => requests.filter((url) => url.pathname.startsWith(prefix)),
  }
}

/** A balances service stand-in serving a fixed list; `set` changes what the next calls return. */
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

export const sampleTokens = {
  eth: {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 30_000,
    quantity: { decimals: '18', numeric: '10' },
    iconUrl: 'https://example.test/eth.svg',
  },
  ptt: {
    name: 'Portico Test Token',
    symbol: 'PTT',
    chainId: 'eip155:1',
    address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    price: 1.25,
    value: 1250,
    quantity: { decimals: '18', numeric: '1000' },
    iconUrl: 'https://example.test/ptt.svg',
  },
} satisfies Record<string, TokenBalance>

/** Resolves after the microtasks and timers of `ms` have run (real timers). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
