import { afterEach, describe, expect, it } from 'vitest'
import type { Portico } from '../createPortico.js'
import { PorticoError } from '../errors/base.js'
import * as messages from '../errors/messages.js'
import { createMemoryStorageBackend, type StorageBackend } from '../storage/createStorage.js'
import { createTestPortico, placeholderViews, testNetworks } from '../testing/createTestPortico.js'
import { mockChain } from '../testing/mockChain.js'

let instances: Portico[] = []
afterEach(async () => {
  await Promise.all(instances.map((p) => p.dispose()))
  instances = []
})

async function kernel(
  chain = mockChain(),
  storage: StorageBackend = createMemoryStorageBackend(),
  extra = {},
) {
  const portico = createTestPortico({ plugins: [placeholderViews(), chain.plugin], storage, ...extra })
  instances.push(portico)
  await portico.start()
  return portico
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('connect', () => {
  it('connects, fills the account state, persists the connection and remembers the wallet', async () => {
    const storage = createMemoryStorageBackend()
    const portico = await kernel(mockChain(), storage)
    const events: unknown[] = []
    portico.events.on('wallet:connected', (e) => events.push(e))
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    const account = portico.wallet.getAccount('eip155')
    expect(account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      addressExplorerUrl: `https://etherscan.io/address/${ADDRESS}`,
      connectedWalletInfo: { name: 'Mock Wallet' },
    })
    expect(events).toEqual([
      { namespace: 'eip155', connectorId: 'mock.injected', address: ADDRESS, caipNetworkId: 'eip155:1' },
    ])
    expect(JSON.parse(storage.getItem('@portico/connections') ?? '{}')).toEqual({
      eip155: { connectorId: 'mock.injected', caipNetworkId: 'eip155:1' },
    })
    expect(portico.wallet.getState().recentWallets).toEqual([{ id: 'mock.injected', name: 'Mock Wallet' }])
    await expect.poll(() => portico.wallet.getAccount('eip155').balance).toBe('1.2345')
    expect(portico.wallet.getAccount('eip155').balanceSymbol).toBe('ETH')
  })

  it("maps a refusal to 'Connection rejected' and leaves nothing behind", async () => {
    const storage = createMemoryStorageBackend()
    const portico = await kernel(mockChain({ behaviour: { rejectConnect: true } }), storage)
    await expect(portico.wallet.connect({ connectorId: 'mock.injected' })).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: 'Connection rejected',
      code: 4001,
    })
    expect(portico.wallet.getAccount('eip155').status).toBe('disconnected')
    expect(storage.getItem('@portico/connections')).toBeNull()
    expect(portico.wallet.getState().recentWallets).toEqual([])
  })

  it("maps any other failure to 'Failed to connect' and keeps the cause", async () => {
    const portico = await kernel(mockChain({ behaviour: { failConnect: true } }))
    const error = await portico.wallet.connect({ connectorId: 'mock.injected' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Failed to connect' })
    expect((error as Error).cause).toBeInstanceOf(Error)
  })

  it('shows connecting while the wallet answers', async () => {
    const portico = await kernel(mockChain({ behaviour: { connectDelayMs: 300 } }))
    const pending = portico.wallet.connect({ connectorId: 'mock.injected' })
    await expect.poll(() => portico.wallet.statusOf('eip155')).toBe('connecting')
    await pending
    expect(portico.wallet.statusOf('eip155')).toBe('connected')
  })

  it('says when the connection asks the wallet to switch to the app network', async () => {
    const portico = await kernel(mockChain({ behaviour: { switchWhileConnectingMs: 0 } }))
    const seen: unknown[] = []
    portico.events.on('wallet:connect-switching-network', ({ namespace, connectorId, network }) =>
      seen.push({ namespace, connectorId, network: network.caipNetworkId }),
    )
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'mock.injected', network: 'eip155:1' }])
  })

  it("rejects an unknown connector with 'No connector found for connection'", async () => {
    const portico = await kernel()
    await expect(portico.wallet.connect({ connectorId: 'nope' })).rejects.toMatchObject({
      shortMessage: 'No connector found for connection',
    })
  })

  it("answers 'Unsupported chain' (4200) for a capability the chain plugin lacks", async () => {
    const chain = mockChain()
    delete chain.adapter.switchNetwork
    const portico = await kernel(chain)
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await expect(portico.wallet.switchNetwork(testNetworks.base)).rejects.toMatchObject({
      shortMessage: 'Unsupported chain',
      code: 4200,
    })
  })

  it('keeps at most two recent wallets, newest first', async () => {
    const chain = mockChain({
      connectors: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    })
    const portico = await kernel(chain)
    for (const id of ['a', 'b', 'c', 'b']) await portico.wallet.connect({ connectorId: id })
    expect(portico.wallet.getState().recentWallets.map((w) => w.id)).toEqual(['b', 'c'])
  })
})

describe('reconnect after a reload', () => {
  it('restores the connection without prompting', async () => {
    const storage = createMemoryStorageBackend()
    const first = await kernel(mockChain(), storage)
    await first.wallet.connect({ connectorId: 'mock.injected' })
    await first.wallet.switchNetwork(testNetworks.base)
    await first.dispose()

    const chain = mockChain({ caipNetworkId: 'eip155:8453' })
    const second = await kernel(chain, storage)
    expect(chain.calls.map((c) => c.capability)).toContain('reconnect')
    expect(chain.calls.map((c) => c.capability)).not.toContain('connect')
    expect(second.wallet.getAccount('eip155')).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(second.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:8453')
  })

  it('restores every namespace and keeps the one the visitor was on active, whichever answers last', async () => {
    const storage = createMemoryStorageBackend()
    const networks = [testNetworks.ethereum, testNetworks.solana]
    const solanaAccount = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const two = (evmDelay = 0) => {
      const evm = mockChain({ behaviour: { connectDelayMs: evmDelay } })
      const sol = mockChain({
        namespace: 'solana',
        accounts: [solanaAccount],
        caipNetworkId: testNetworks.solana.caipNetworkId,
        connectors: [{ id: 'mock.solana', name: 'Mock Solana' }],
      })
      return createTestPortico({ plugins: [placeholderViews(), evm.plugin, sol.plugin], storage, networks })
    }
    const first = two()
    instances.push(first)
    await first.start()
    await first.wallet.connect({ connectorId: 'mock.injected' })
    await first.wallet.connect({ connectorId: 'mock.solana' })
    expect(first.wallet.getState().activeNamespace).toBe('solana')
    await first.dispose()

    // EVM answers last after the reload.
    const second = two(30)
    instances.push(second)
    await second.start()
    expect(second.wallet.isConnected('eip155')).toBe(true)
    expect(second.wallet.isConnected('solana')).toBe(true)
    expect(second.wallet.getState().activeNamespace).toBe('solana')
  })

  it('restores only the namespaces that did not disconnect', async () => {
    const storage = createMemoryStorageBackend()
    const networks = [testNetworks.ethereum, testNetworks.solana]
    const two = () => {
      const sol = mockChain({
        namespace: 'solana',
        accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
        caipNetworkId: testNetworks.solana.caipNetworkId,
        connectors: [{ id: 'mock.solana', name: 'Mock Solana' }],
      })
      return createTestPortico({
        plugins: [placeholderViews(), mockChain().plugin, sol.plugin],
        storage,
        networks,
      })
    }
    const first = two()
    instances.push(first)
    await first.start()
    await first.wallet.connect({ connectorId: 'mock.injected' })
    await first.wallet.connect({ connectorId: 'mock.solana' })
    await first.wallet.disconnect({ namespace: 'solana' })
    expect(first.wallet.isConnected('eip155')).toBe(true)
    await first.dispose()

    const second = two()
    instances.push(second)
    await second.start()
    expect(second.wallet.isConnected('eip155')).toBe(true)
    expect(second.wallet.getAccount('solana').status).toBe('disconnected')
    expect(second.wallet.getState().activeNamespace).toBe('eip155')
  })

  it('waits for a connector that is announced late', async () => {
    const storage = createMemoryStorageBackend()
    const first = await kernel(mockChain(), storage)
    await first.wallet.connect({ connectorId: 'mock.injected' })
    await first.dispose()

    const late = mockChain()
    const portico = createTestPortico({ plugins: [placeholderViews(), late.plugin], storage })
    instances.push(portico)
    const connector = late.connectors[0]
    if (!connector) throw new Error('mock has a connector')
    // The mock announces in setup; remove it and announce again later, like a slow extension.
    const started = portico.start()
    portico.wallet.removeConnector(connector.id)
    setTimeout(() => portico.wallet.addConnector(connector), 30)
    await started
    expect(portico.wallet.isConnected('eip155')).toBe(true)
  })

  it('forgets a connection the wallet no longer has', async () => {
    const storage = createMemoryStorageBackend()
    const first = await kernel(mockChain(), storage)
    await first.wallet.connect({ connectorId: 'mock.injected' })
    await first.dispose()
    const second = await kernel(mockChain({ behaviour: { forgetSession: true } }), storage)
    expect(second.wallet.getAccount('eip155').status).toBe('disconnected')
    expect(JSON.parse(storage.getItem('@portico/connections') ?? '{}')).toEqual({})
  })

  it('drops corrupt stored data instead of throwing', async () => {
    const storage = createMemoryStorageBackend({
      '@portico/connections': '{"eip155": {"connectorId": 42}}',
      '@portico/recent-wallets': 'not json',
      '@portico/active-namespace': '"martian"',
    })
    const portico = await kernel(mockChain(), storage)
    expect(portico.wallet.getState().recentWallets).toEqual([])
    expect(portico.wallet.getState().activeNamespace).toBe('eip155')
    expect(storage.getItem('@portico/connections')).toBeNull()
  })
})

describe('wallet events reported by chain plugins', () => {
  it('follows an account change and disconnects on an empty account list', async () => {
    const portico = await kernel()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    portico.wallet.reportAccounts({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      accounts: [{ address: other }],
    })
    expect(portico.wallet.getAccount('eip155')).toMatchObject({
      address: other,
      caipAddress: `eip155:1:${other}`,
    })
    const disconnected: unknown[] = []
    portico.events.on('wallet:disconnected', (e) => disconnected.push(e))
    portico.wallet.reportAccounts({ namespace: 'eip155', connectorId: 'mock.injected', accounts: [] })
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    expect(disconnected).toEqual([{ namespace: 'eip155' }])
  })

  it('marks an unknown network unsupported and opens UnsupportedChain', async () => {
    const portico = await kernel()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:999999',
    })
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(false)
    await expect.poll(() => portico.router.current.view).toBe('UnsupportedChain')
    expect(portico.modal.getState().open).toBe(true)
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:8453',
    })
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(true)
    expect(portico.wallet.getActiveNetwork('eip155')?.name).toBe('Base')
  })

  it('stays quiet about unsupported networks when the app allows them', async () => {
    const portico = await kernel(mockChain(), createMemoryStorageBackend(), { allowUnsupportedChain: true })
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:999999',
    })
    await new Promise((r) => setTimeout(r, 10))
    expect(portico.modal.getState().open).toBe(false)
  })
})

describe('disconnect', () => {
  it('clears the namespace and its stored connection', async () => {
    const storage = createMemoryStorageBackend()
    const portico = await kernel(mockChain(), storage)
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await portico.wallet.disconnect()
    expect(portico.wallet.getAccount('eip155')).toMatchObject({
      status: 'disconnected',
      address: undefined,
      balance: undefined,
    })
    expect(JSON.parse(storage.getItem('@portico/connections') ?? '{}')).toEqual({})
  })

  it("clears local state even when the wallet fails, then reports 'Failed to disconnect'", async () => {
    const chain = mockChain()
    chain.adapter.disconnect = async () => {
      throw new Error('wallet gone')
    }
    const portico = await kernel(chain)
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await expect(portico.wallet.disconnect()).rejects.toMatchObject({ shortMessage: 'Failed to disconnect' })
    expect(portico.wallet.isConnected()).toBe(false)
  })
})

describe('network reports', () => {
  it('announces one network change when the wallet and the kernel both report the same switch', async () => {
    const portico = await kernel()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    const changes: unknown[] = []
    portico.events.on('wallet:network-changed', (e) => changes.push(e))
    await portico.wallet.switchNetwork(testNetworks.base)
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:8453',
    })
    expect(changes).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:8453', supported: true }])
  })
})

describe('multi-wallet disconnect', () => {
  it('disconnects one connection and makes the next one active', async () => {
    const chain = mockChain({
      connectors: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    })
    const portico = await kernel(chain)
    await portico.wallet.connect({ connectorId: 'a' })
    await portico.wallet.connect({ connectorId: 'b' })
    expect(portico.wallet.getState().activeConnectorIds.eip155).toBe('b')
    await portico.wallet.disconnect({ namespace: 'eip155', connectorId: 'b' })
    expect(portico.wallet.getState().activeConnectorIds.eip155).toBe('a')
    expect(portico.wallet.isConnected('eip155')).toBe(true)
    expect(chain.calls.filter((c) => c.capability === 'disconnect')).toHaveLength(1)
    await portico.wallet.disconnect({ namespace: 'eip155', connectorId: 'a' })
    expect(portico.wallet.isConnected('eip155')).toBe(false)
  })

  it('disconnects every connection of a namespace without a connector id', async () => {
    const chain = mockChain({
      connectors: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    })
    const portico = await kernel(chain)
    await portico.wallet.connect({ connectorId: 'a' })
    await portico.wallet.connect({ connectorId: 'b' })
    await portico.wallet.disconnect({ namespace: 'eip155' })
    expect(chain.calls.filter((c) => c.capability === 'disconnect')).toHaveLength(2)
    expect(portico.wallet.getState().connections.eip155).toBeUndefined()
  })
})

describe('connect errors that already speak', () => {
  it("keeps a Portico error such as 'Modal closed' instead of wrapping it", async () => {
    const chain = mockChain()
    chain.adapter.connect = async () => {
      throw new PorticoError(messages.modalClosed)
    }
    const portico = await kernel(chain)
    await expect(portico.wallet.connect({ connectorId: 'mock.injected' })).rejects.toMatchObject({
      shortMessage: 'Modal closed',
    })
  })
})
