// Transports against a real anvil node and real local HTTP servers that answer what nodes and
// proxies answer (JSON-RPC error 5000, internal errors, HTTP 503, nothing at all).
import { createMemoryStorageBackend, defineNetwork, FALLBACK_TRANSPORT, RPC } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { DEV_ACCOUNTS, type LocalChains, startLocalChains } from '@portico/testkit/services/chains/index'
import { createPublicClient, encodeFunctionData, erc20Abi, type Transport } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hasErrorCode, shouldStopFailover, toNodeError } from '../errors.js'
import { eip155 } from '../plugin.js'
import { deadUrl, startStubRpcServer } from '../test/stubRpcServer.js'
import { createFallbackTransport, rankSamples } from './createFallbackTransport.js'
import { createNetworkTransport } from './createNetworkTransport.js'

let local: LocalChains
let anvilUrl: string
const servers: Array<{ close(): Promise<void> }> = []
const aborts: AbortController[] = []

beforeAll(async () => {
  local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  anvilUrl = local.chains[0]!.rpcUrl
}, 120_000)
afterAll(async () => {
  await local?.stop()
})
afterEach(async () => {
  for (const controller of aborts.splice(0)) controller.abort()
  for (const server of servers.splice(0)) await server.close()
})

async function stub(answer: Parameters<typeof startStubRpcServer>[0]) {
  const server = await startStubRpcServer(answer)
  servers.push(server)
  return server
}
const okStub = () =>
  stub(({ method }) => ({
    result: method === 'eth_chainId' ? '0x7a69' : method === 'eth_call' ? '0x1234' : '0x1',
  }))

function client(transport: Transport) {
  return createPublicClient({ transport })
}

/** A call that reverts: an ERC-20 transfer from an account holding no tokens. */
const revertingCall = () => ({
  from: DEV_ACCOUNTS[9]!.address,
  to: local.chains[0]!.erc20.address,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEV_ACCOUNTS[0]!.address, 1n] }),
})

describe('fallback transport', () => {
  it('fails over on a dead URL', async () => {
    const transport = createNetworkTransport({ urls: [await deadUrl(), anvilUrl], rank: false })
    await expect(client(transport).getChainId()).resolves.toBe(31337)
  })

  it('fails over on an internal error and on an HTTP 503', async () => {
    const internal = await stub(() => ({ error: { code: -32603, message: 'upstream failed' } }))
    const unavailable = await stub(() => ({ status: 503 }))
    const transport = createNetworkTransport({ urls: [internal.url, unavailable.url, anvilUrl], rank: false })
    await expect(client(transport).getBlockNumber()).resolves.toBeGreaterThan(0n)
    expect(internal.calls()).toHaveLength(1)
    expect(unavailable.calls()).toHaveLength(1)
  })

  it('does not fail over on code 5000', async () => {
    const failing = await stub(() => ({ error: { code: 5000, message: 'Unknown error' } }))
    const backup = await okStub()
    const transport = createNetworkTransport({ urls: [failing.url, backup.url], rank: false })
    const error = await client(transport)
      .getBlockNumber()
      .catch((e: unknown) => e)
    // viem reads 5000 as a (CAIP) rejection; the node's code stays in the cause chain.
    expect(hasErrorCode(error, 5000)).toBe(true)
    expect(shouldStopFailover(error)).toBe(true)
    expect(failing.calls()).toHaveLength(1)
    expect(backup.requests).toHaveLength(0)
  })

  it('does not fail over on an execution revert', async () => {
    const backup = await okStub()
    const transport = createNetworkTransport({ urls: [anvilUrl, backup.url], rank: false })
    const error = await client(transport)
      .call(revertingCall())
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(toNodeError(error)?.name).toBe('ExecutionRevertedError')
    expect(backup.requests).toHaveLength(0)
    // The backup would have answered: the same request succeeds there when asked directly.
    await expect(
      client(createNetworkTransport({ urls: [backup.url] })).call(revertingCall()),
    ).resolves.toEqual({
      data: '0x1234',
    })
  })

  it('uses the RPC constants: 10 s time-out and JSON-RPC batches', async () => {
    const server = await okStub()
    const transport = createNetworkTransport({ urls: [server.url] })
    expect(transport({}).config.timeout).toBe(RPC.timeoutMs)
    const reader = client(transport)
    await Promise.all([reader.getBlockNumber({ cacheTime: 0 }), reader.getGasPrice(), reader.getChainId()])
    expect(server.batchSizes).toEqual([3])
  })

  it('ranks the URLs by stability and latency and stops pinging when the signal aborts', async () => {
    const broken = await stub(() => ({ error: { code: -32603, message: 'down' } }))
    const healthy = await okStub()
    const controller = new AbortController()
    aborts.push(controller)
    const signal = controller.signal
    const transport = createFallbackTransport(
      [createNetworkTransport({ urls: [broken.url] }), createNetworkTransport({ urls: [healthy.url] })],
      { rank: { pingIntervalMs: 20 }, signal },
    )
    const instance = transport({})
    const order = () => (instance.value as { getOrder(): number[] }).getOrder()
    await vi.waitFor(() => expect(order()).toEqual([1, 0]))

    // Requests now go to the healthy URL first; the broken one only sees pings.
    await instance.request({ method: 'eth_blockNumber' })
    expect(broken.calls()).toHaveLength(0)
    expect(healthy.calls()).toHaveLength(1)

    controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 60))
    const pings = healthy.requests.length
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(healthy.requests.length).toBe(pings)
  })

  it('scores with the weights of spec 9 (stability 0.7, latency 0.3)', () => {
    const { weights } = FALLBACK_TRANSPORT
    expect(weights).toEqual({ stability: 0.7, latency: 0.3 })
    // Equal stability: the faster one wins.
    expect(
      rankSamples(
        [
          [
            { latencyMs: 90, success: 1 },
            { latencyMs: 10, success: 1 },
          ],
        ],
        2,
        weights,
      ),
    ).toEqual([1, 0])
    // A fast but flaky URL loses to a slow, stable one: 0.7 × 1 + 0.3 × 0 > 0.7 × 0.5 + 0.3 × 0.9.
    const samples = [
      [
        { latencyMs: 10, success: 0 as const },
        { latencyMs: 100, success: 1 as const },
      ],
      [
        { latencyMs: 10, success: 1 as const },
        { latencyMs: 100, success: 1 as const },
      ],
    ]
    expect(rankSamples(samples, 2, weights)).toEqual([1, 0])
    // Never answering scores 0; ties keep the given order.
    expect(
      rankSamples(
        [
          [
            { latencyMs: 1, success: 0 },
            { latencyMs: 1, success: 0 },
          ],
        ],
        2,
        weights,
      ),
    ).toEqual([0, 1])
  })
})

describe('the plugin transport', () => {
  it('reads balances through the fallback of a network with a dead first URL, and stops pinging on dispose', async () => {
    const watcher = await okStub()
    const network = defineNetwork({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [await deadUrl(), anvilUrl, watcher.url] } },
    })
    const portico = createTestPortico({
      plugins: [eip155({ fallbackRank: { pingIntervalMs: 20 } })],
      networks: [network],
      storage: createMemoryStorageBackend(),
    })
    await portico.start()
    const account = DEV_ACCOUNTS[3]!.address
    const balance = await portico.chains.get('eip155')!.getNativeBalance!({ address: account, network })
    const expected = await createPublicClient({
      transport: createNetworkTransport({ urls: [anvilUrl] }),
    }).getBalance({
      address: account,
    })
    expect(balance.value).toBe(expected)
    await vi.waitFor(() => expect(watcher.requests.length).toBeGreaterThan(1))
    await portico.dispose()
    await new Promise((resolve) => setTimeout(resolve, 60))
    const pings = watcher.requests.length
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(watcher.requests.length).toBe(pings)
  })

  it('adds chainId and projectId to URLs on the Blockchain API host', async () => {
    const api = await stub(({ method }) => ({ result: method === 'eth_getBalance' ? '0x2a' : '0x7a69' }))
    const network = defineNetwork({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${api.url}/v1/`] } },
    })
    const portico = createTestPortico({
      plugins: [eip155()],
      networks: [network],
      projectId: 'portico-test',
      api: { blockchainApi: api.url },
    })
    await portico.start()
    const balance = await portico.chains.get('eip155')!.getNativeBalance!({
      address: DEV_ACCOUNTS[0]!.address,
      network,
    })
    expect(balance).toMatchObject({ value: 42n, formatted: '0.000000000000000042', symbol: 'ETH' })
    expect(api.requests[0]?.url).toBe('/v1/?chainId=eip155%3A31337&projectId=portico-test')
    await portico.dispose()
  })

  it("rejects a network without RPC URLs with 'No RPC url provided for chainId'", async () => {
    const network = defineNetwork({
      id: 5,
      name: 'Nowhere',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    const portico = createTestPortico({ plugins: [eip155()], networks: [network] })
    await expect(
      portico.chains.get('eip155')!.getNativeBalance!({ address: DEV_ACCOUNTS[0]!.address, network }),
    ).rejects.toMatchObject({ name: 'NoRpcUrlError', shortMessage: 'No RPC url provided for chainId 5' })
  })
})
