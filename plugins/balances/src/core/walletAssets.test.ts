// @vitest-environment node
// Spec 5: a wallet that declares ERC-7811 assetDiscovery has its wallet_getAssets list validated
// and merged into the token list before the API's; a wallet without it, or a bad answer, changes nothing.
import { definePlugin, type Portico, type TokenBalance } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { balances } from '../plugin.js'
import { balancesTokens } from '../tokens.js'
import type { BalanceSource } from '../types.js'
import { mergeWalletAssets } from './walletAssets.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const network = testNetworks.ethereum
const chainHex = `0x${Number(network.id).toString(16)}`

const apiItem = (symbol: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: network.caipNetworkId,
  ...(address ? { address: `${network.caipNetworkId}:${address}` } : {}),
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})
const apiSource: BalanceSource = {
  id: 'fixed',
  getTokenBalances: async () => [
    apiItem('ETH'),
    apiItem('PTT', token),
    apiItem('USDC', `0x${'1'.repeat(40)}`),
  ],
  getNfts: async () => [],
}

type WalletBehaviour = { capabilities?: unknown; assets?: unknown; refuse?: boolean }

/** A wallet answering the two ERC-5792 / ERC-7811 calls the way a test says. */
function walletCalls(behaviour: WalletBehaviour, calls: string[]) {
  return definePlugin({
    id: 'test-wallet-calls',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.rpc.handle('eip155', 'wallet_getCapabilities', async (request) => {
        calls.push(`wallet_getCapabilities ${JSON.stringify(request.params)}`)
        if (behaviour.refuse) throw Object.assign(new Error('unsupported'), { code: 4200 })
        return behaviour.capabilities
      })
      ctx.rpc.handle('eip155', 'wallet_getAssets', async (request) => {
        calls.push(`wallet_getAssets ${JSON.stringify(request.params)}`)
        return behaviour.assets
      })
    },
  })
}

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

async function tokenList(behaviour: WalletBehaviour) {
  const calls: string[] = []
  const wallet = mockChain({ accounts: [account], caipNetworkId: network.caipNetworkId })
  const portico = createTestPortico({
    networks: [network],
    plugins: [wallet.plugin, walletCalls(behaviour, calls), balances({ source: () => apiSource })],
  })
  kernels.push(portico)
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected', network })
  const list = await (await portico.resolve(balancesTokens.service).load()).getTokenBalances()
  return { list: list.map((item) => `${item.symbol} ${item.quantity.numeric}`), items: list, calls }
}

const declared = { [chainHex]: { assetDiscovery: { supported: true } } }
const walletAssets = {
  [chainHex]: [
    {
      address: undefined,
      balance: '0x1bc16d674ec80000',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
    },
    {
      address: token,
      balance: '0xde0b6b3a7640000',
      type: 'ERC20',
      metadata: { name: 'Wallet Token', symbol: 'WTK', decimals: 18, iconUrl: 'https://x/wtk.png' },
    },
  ],
}

describe('wallet_getAssets merged into the token list (spec 5)', () => {
  it('puts the assets of a wallet declaring assetDiscovery first, without the API duplicates', async () => {
    const { list, items, calls } = await tokenList({ capabilities: declared, assets: walletAssets })
    expect(calls).toEqual([
      `wallet_getCapabilities ${JSON.stringify([account, [chainHex]])}`,
      `wallet_getAssets ${JSON.stringify([{ account, chainFilter: [chainHex] }])}`,
    ])
    // The wallet's ETH and its token replace the API's native and PTT; USDC stays from the API.
    expect(list).toEqual(['ETH 2', 'WTK 1', 'USDC 1'])
    expect(items[0]).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: network.caipNetworkId,
      value: 6000,
      price: 3000,
      quantity: { decimals: '18', numeric: '2' },
      iconUrl: '',
    })
    expect(items[1]).toMatchObject({
      address: `${network.caipNetworkId}:${token}`,
      iconUrl: 'https://x/wtk.png',
    })
  })

  it('asks nothing more of a wallet that does not declare it, or refuses the capabilities call', async () => {
    for (const capabilities of [{}, { [chainHex]: { assetDiscovery: { supported: false } } }, 'x']) {
      const { list, calls } = await tokenList({ capabilities, assets: walletAssets })
      expect(list).toEqual(['ETH 1', 'PTT 1', 'USDC 1'])
      expect(calls).toHaveLength(1)
    }
    const refused = await tokenList({ refuse: true, assets: walletAssets })
    expect(refused.list).toEqual(['ETH 1', 'PTT 1', 'USDC 1'])
  })

  it('ignores answers that are not objects of lists of valid assets', async () => {
    for (const assets of [null, 'assets', { [chainHex]: 'x' }, { [chainHex]: [{ symbol: 'ETH' }] }]) {
      const { list } = await tokenList({ capabilities: declared, assets })
      expect(list).toEqual(['ETH 1', 'PTT 1', 'USDC 1'])
    }
  })

  it('merges by chain and token address, case-insensitively, native by having none', () => {
    const wallet = [apiItem('W-ETH'), apiItem('W-PTT', token.toLowerCase())]
    const merged = mergeWalletAssets(wallet, [
      apiItem('ETH'),
      apiItem('PTT', token),
      apiItem('DAI', `0x${'2'.repeat(40)}`),
    ])
    expect(merged.map((item) => item.symbol)).toEqual(['W-ETH', 'W-PTT', 'DAI'])
  })
})
