// The Solana JSON-RPC client on a scripted fetch: what a node's failures become.
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { defineSolanaNetwork } from '../networks/networks.js'
import { createRpc, rpcUrlOf } from './jsonRpc.js'

const URL = 'http://127.0.0.1:1/'
const answer = (body: unknown, status = 200) =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch
type Fetch = typeof fetch
const call = (fetchFn: Fetch, timeoutMs?: number) =>
  createRpc(URL, { fetch: fetchFn, ...(timeoutMs ? { timeoutMs } : {}) })('getBalance', ['x'], z.number())

describe('Solana JSON-RPC client', () => {
  it('answers the checked result', async () => {
    await expect(call(answer({ jsonrpc: '2.0', id: 1, result: 42 }))).resolves.toBe(42)
  })

  it('turns every failure into a SolanaRpcError naming the method, with the cause in its details', async () => {
    const cases: Array<[Fetch, Record<string, unknown>]> = [
      [answer('busy', 503), { details: 'HTTP status code: 503' }],
      [
        answer({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param: not a pubkey' } }),
        { details: 'Invalid param: not a pubkey', code: -32602 },
      ],
      [answer('<html>not json</html>'), { details: 'The answer is not JSON-RPC.' }],
      [
        answer({ jsonrpc: '2.0', id: 1, result: 'forty-two' }),
        { details: expect.stringMatching(/^Unexpected result: /) },
      ],
      [
        (async () => {
          throw new TypeError('fetch failed')
        }) as Fetch,
        { details: 'TypeError: fetch failed' },
      ],
    ]
    for (const [fetchFn, expected] of cases) {
      await expect(call(fetchFn)).rejects.toMatchObject({
        name: 'SolanaRpcError',
        shortMessage: 'The Solana node failed to answer getBalance.',
        ...expected,
      })
    }
  })

  it('gives up on a node that does not answer within the time-out', async () => {
    // A node that never answers: only the client's own time-out ends the request.
    const silent = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as Fetch
    await expect(call(silent, 50)).rejects.toMatchObject({
      name: 'SolanaRpcError',
      details: 'No answer within 50 ms',
    })
  })
})

describe("a network's RPC URL", () => {
  const network = defineSolanaNetwork({
    genesisHash: '78kTJh3f74R3uaMX5iZD8t4UZsrVVTQCHnkoEovsdNn2',
    name: 'Local',
    rpcUrls: ['http://127.0.0.1:8899'],
  })

  it("is the app's own URL when it passes one, else the network's first", () => {
    expect(rpcUrlOf(network, {})).toBe('http://127.0.0.1:8899')
    expect(rpcUrlOf(network, { rpcUrls: { [network.caipNetworkId]: ['http://127.0.0.1:9000'] } })).toBe(
      'http://127.0.0.1:9000',
    )
  })

  it("says 'No RPC url provided' for a network without one", () => {
    const bare = { ...network, rpcUrls: { default: { http: [] } } }
    expect(() => rpcUrlOf(bare, {})).toThrow(
      expect.objectContaining({ details: `No RPC url provided for ${network.caipNetworkId}` }),
    )
  })
})
