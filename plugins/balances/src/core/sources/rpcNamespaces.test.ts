// @vitest-environment node
// The RPC source outside eip155: the native balance and the token holdings a chain plugin reads on
// chain (SPL on Solana), for apps without a Blockchain API account.
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createRpcSource } from './rpcSource.js'

const network = testNetworks.solana
const OWNER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const MINT = 'PTTmint1111111111111111111111111111111111111'
const EMPTY_MINT = 'Empty11111111111111111111111111111111111111'

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

async function sourceWith(getTokenHoldings: () => Promise<unknown>) {
  const chain = mockChain({ namespace: 'solana', accounts: [OWNER], caipNetworkId: network.caipNetworkId })
  Object.assign(chain.adapter, {
    getNativeBalance: async () => ({ value: 2_500_000_000n, decimals: 9, formatted: '2.5', symbol: 'SOL' }),
    getTokenHoldings,
  })
  const portico = createTestPortico({ networks: [network], plugins: [chain.plugin] })
  kernels.push(portico)
  await portico.start()
  return createRpcSource({ portico, options: { prices: { SOL: 150 } }, now: Date.now })
}

describe('RPC source for a chain plugin with token holdings (Solana)', () => {
  it('lists the native balance and the SPL holdings, leaving out empty ones', async () => {
    const source = await sourceWith(async () => [
      {
        address: MINT,
        decimals: 6,
        value: 995_000_000n,
        formatted: '995',
        symbol: 'PTT',
        name: 'Portico Test Token',
      },
      { address: EMPTY_MINT, decimals: 6, value: 0n, formatted: '0', symbol: 'NIL' },
    ])
    expect(await source.isSupported?.(network)).toBe(true)
    expect(await source.getTokenBalances({ address: OWNER, network })).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: network.caipNetworkId,
        quantity: { decimals: '9', numeric: '2.5' },
        price: 150,
        value: 375,
      }),
      expect.objectContaining({
        name: 'Portico Test Token',
        symbol: 'PTT',
        address: `${network.caipNetworkId}:${MINT}`,
        quantity: { decimals: '6', numeric: '995' },
        price: 0,
      }),
    ])
  })

  it('still shows the native balance when the token read fails', async () => {
    const source = await sourceWith(async () => {
      throw new Error('node down')
    })
    const balances = await source.getTokenBalances({ address: OWNER, network })
    expect(balances.map((balance) => balance.symbol)).toEqual(['SOL'])
  })
})
