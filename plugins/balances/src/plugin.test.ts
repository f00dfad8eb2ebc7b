// @vitest-environment node
import type { Portico, TokenBalance } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from './locales/de.js'
import { en } from './locales/en.js'
import { balances } from './plugin.js'
import { balancesTokens } from './tokens.js'
import type { BalanceSource, BalanceSourceContext } from './types.js'

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

const track = (kernel: Portico) => {
  kernels.push(kernel)
  return kernel
}

const token = (symbol: string, decimals: string, value: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${String(decimals.length + symbol.length).repeat(40)}`,
  value,
  price: 1,
  quantity: { decimals, numeric: String(value) },
  iconUrl: '',
})

/** An app-provided source answering from memory (what an indexer-backed source would return). */
function memorySource(items: readonly TokenBalance[]) {
  const seen: BalanceSourceContext[] = []
  const calls: string[] = []
  const factory = (context: BalanceSourceContext): BalanceSource => {
    seen.push(context)
    return {
      id: 'memory',
      async getTokenBalances({ address, network }) {
        calls.push(`${network.caipNetworkId}:${address}`)
        return items
      },
      async getNfts() {
        return []
      },
    }
  }
  return { factory, seen, calls }
}

describe('the balances plugin', () => {
  it('contributes a Tokens and an NFTs tab, for EVM and Solana only (spec 6)', async () => {
    const kernel = track(createTestPortico({ plugins: [balances()] }))
    // The tabs come with the deferred parts: the first modal intent or connection loads them.
    expect(kernel.extensions.list('account.tabs')).toEqual([])
    await kernel.loadPlugins()
    const tabs = kernel.extensions.list('account.tabs')
    expect(tabs.map(({ id, label, pluginId }) => ({ id, label, pluginId }))).toEqual([
      { id: 'balances.tokens', label: 'balances.tab.tokens', pluginId: 'balances' },
      { id: 'balances.nfts', label: 'balances.tab.nfts', pluginId: 'balances' },
    ])
    const enabledFor = (namespace: string) =>
      kernel.extensions.list('account.tabs', { flag: () => undefined, namespace }).map((tab) => tab.id)
    expect(enabledFor('eip155')).toEqual(['balances.tokens', 'balances.nfts'])
    expect(enabledFor('solana')).toEqual(['balances.tokens', 'balances.nfts'])
    for (const namespace of ['bip122', 'polkadot', 'cosmos']) expect(enabledFor(namespace)).toEqual([])
    const module = await tabs[0]!.load()
    expect(typeof module.default).toBe('function')
  })

  it('names its tabs at once, brings the rest of its English with a tab, German when chosen', async () => {
    const kernel = track(createTestPortico({ plugins: [balances()] }))
    await kernel.loadPlugins()
    expect(kernel.i18n.t('balances.tab.tokens')).toBe('Tokens')
    expect(kernel.i18n.t('balances.retry')).toBe('balances.retry')
    await kernel.extensions.list('account.tabs')[1]?.load?.()
    expect(kernel.i18n.t('balances.retry')).toBe('Try again')
    await kernel.i18n.setLocale('de')
    expect(kernel.i18n.t('balances.tab.tokens')).toBe('Token')
    expect(kernel.i18n.t('balances.retryIn', { seconds: 12 })).toBe('Erneut versuchen in 12 s')
  })

  it('has a German text for every English one', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const [key, text] of Object.entries(en))
      expect(text.match(/\{\w+\}/g) ?? [], key).toEqual(de[key]?.match(/\{\w+\}/g) ?? [])
  })

  it('fails composition on invalid options, naming the plugin and the problem', () => {
    let failure: unknown
    try {
      createTestPortico({ plugins: [balances({ source: 'api' })] })
    } catch (error) {
      failure = error
    }
    expect(failure).toMatchObject({
      name: 'PluginLifecycleError',
      message: expect.stringContaining('"balances"'),
    })
    expect((failure as { cause: unknown }).cause).toMatchObject({
      name: 'BalancesConfigurationError',
      message: expect.stringContaining('needs a projectId'),
    })
  })

  it('makes no request before a wallet connects (privacy by default)', async () => {
    const requests: string[] = []
    const kernel = track(
      createTestPortico({
        projectId: 'p',
        plugins: [mockChain().plugin, balances()],
        fetch: async (input) => {
          requests.push(String(input))
          return new Response('{}')
        },
      }),
    )
    await kernel.start()
    expect((await kernel.resolve(balancesTokens.service).load()).state.getState().tokens.status).toBe('idle')
    expect(await (await kernel.resolve(balancesTokens.service).load()).getTokenBalances()).toEqual([])
    expect(requests).toEqual([])
  })

  it('loads its service with the first wallet event, not with the page, and reads the list then', async () => {
    const source = memorySource([token('USDC', '6', 10)])
    const kernel = track(
      createTestPortico({ plugins: [mockChain().plugin, balances({ source: source.factory })] }),
    )
    await kernel.start()
    expect(kernel.resolve(balancesTokens.service).peek()).toBeUndefined()
    await kernel.wallet.connect({ connectorId: 'mock.injected', network: testNetworks.ethereum })
    await vi.waitFor(
      () =>
        expect(kernel.wallet.getAccount('eip155').tokenBalance.map((item) => item.symbol)).toEqual(['USDC']),
      { timeout: 10_000 },
    )
    expect(kernel.resolve(balancesTokens.service).peek()?.state.getState().tokens.status).toBe('ready')
  })

  it("takes an app's own source, and drops its balances with decimals '0'", async () => {
    const source = memorySource([
      token('USDC', '6', 10),
      token('SPAM', '0', 1_000_000),
      token('DAI', '18', 5),
    ])
    const now = () => 1_000
    const wallet = mockChain()
    const kernel = track(
      createTestPortico({ plugins: [wallet.plugin, balances({ source: source.factory, now })] }),
    )
    await kernel.start()
    await kernel.wallet.connect({ connectorId: 'mock.injected', network: testNetworks.ethereum })
    const service = await kernel.resolve(balancesTokens.service).load()
    const list = await service.getTokenBalances()
    expect(list.map((item) => item.symbol)).toEqual(['USDC', 'DAI'])
    expect(kernel.wallet.getAccount('eip155').tokenBalance.map((item) => item.symbol)).toEqual([
      'USDC',
      'DAI',
    ])
    expect(service.state.getState().tokens.totalValue).toBe(15)
    expect(source.calls).toEqual(['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(source.seen).toHaveLength(1)
    expect(source.seen[0]?.portico).toBe(kernel)
    expect(source.seen[0]?.now).toBe(now)
  })

  it('gives every kernel its own service and state', async () => {
    const source = memorySource([token('USDC', '6', 10)])
    const make = () => {
      const wallet = mockChain()
      return track(createTestPortico({ plugins: [wallet.plugin, balances({ source: source.factory })] }))
    }
    const [first, second] = [make(), make()]
    await Promise.all([first.start(), second.start()])
    await first.wallet.connect({ connectorId: 'mock.injected', network: testNetworks.ethereum })
    await (await first.resolve(balancesTokens.service).load()).getTokenBalances()
    expect(await first.resolve(balancesTokens.service).load()).not.toBe(
      await second.resolve(balancesTokens.service).load(),
    )
    expect((await first.resolve(balancesTokens.service).load()).state.getState().tokens.items).toHaveLength(1)
    expect((await second.resolve(balancesTokens.service).load()).state.getState().tokens.status).toBe('idle')
    expect(source.seen).toHaveLength(1)
  })

  it('forgets the list when the wallet disconnects, and stops listening once disposed', async () => {
    const source = memorySource([token('USDC', '6', 10)])
    const wallet = mockChain()
    const kernel = createTestPortico({ plugins: [wallet.plugin, balances({ source: source.factory })] })
    await kernel.start()
    await kernel.wallet.connect({ connectorId: 'mock.injected', network: testNetworks.ethereum })
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    await kernel.wallet.disconnect()
    expect(service.state.getState().tokens).toMatchObject({ status: 'idle', account: undefined, items: [] })
    const listeners = kernel.events.listenerCount('wallet:connected')
    await kernel.dispose()
    expect(listeners).toBeGreaterThan(0)
    expect(kernel.events.listenerCount('wallet:connected')).toBe(0)
  })

  it('reads the connected namespace on its own: a Solana account is asked for on its network', async () => {
    const source = memorySource([token('SOL', '9', 3)])
    const solana = mockChain({
      namespace: 'solana',
      accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    const network = testNetworks.solana
    const kernel = track(
      createTestPortico({
        networks: [network],
        plugins: [solana.plugin, balances({ source: source.factory })],
      }),
    )
    await kernel.start()
    await kernel.wallet.connect({ connectorId: 'mock.injected', network })
    await (await kernel.resolve(balancesTokens.service).load()).getTokenBalances()
    expect(source.calls).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    ])
    expect(kernel.wallet.getAccount('solana').tokenBalance.map((item) => item.symbol)).toEqual(['SOL'])
  })
})
