// @vitest-environment node
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { afterEach, describe, expect, it } from 'vitest'
import de from './locales/de.js'
import en from './locales/en.js'
import viewEn from './locales/viewEn.js'
import { isSwapNetwork, SWAP_NETWORKS } from './networks.js'
import { InvalidSwapOptionsError } from './options.js'
import { swap } from './plugin.js'
import { swapPluginTokens } from './tokens.js'

let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
})

const create = (namespace: 'eip155' | 'solana' = 'eip155', features = {}) => {
  portico = createTestPortico({
    plugins: [placeholderViews(), mockChain({ namespace }).plugin, balances(), swap()],
    features,
  })
  return portico
}
const features = (kernel: Portico) =>
  kernel.extensions.list('account.features', kernel.enabledContext()).map((f) => [f.feature, f.view])

describe('the swap plugin entry', () => {
  it('needs the balances plugin', () => {
    expect(() => createTestPortico({ plugins: [swap()] })).toThrow(/balances/)
  })

  it('registers the Swap view lazily and the swaps feature behind the swaps flag, for EVM only', async () => {
    const kernel = create()
    await kernel.start()
    await kernel.wallet.connect({ connectorId: 'mock.injected' })
    expect(kernel.views.get('Swap')?.pluginId).toBe('swap')
    expect(kernel.views.isEnabled('Swap')).toBe(true)
    expect(features(kernel)).toEqual([['swaps', 'Swap']])
    expect(kernel.extensions.list('account.features')[0]?.icon).toMatch(/^<svg /)
    kernel.flags.setLocal({ swaps: false })
    expect(kernel.views.isEnabled('Swap')).toBe(false)
    expect(features(kernel)).toEqual([])
    // The service module is not loaded until something asks for it.
    expect(kernel.resolve(swapPluginTokens.service).peek()).toBeUndefined()
  })

  it('hides swaps in the restricted time zones (spec 6, Portico’s documented effect)', async () => {
    for (const [timeZone, shown] of [
      ['Asia/Shanghai', false],
      ['Asia/Hong_Kong', false],
      ['Asia/Macau', false],
      ['Asia/Tokyo', true],
    ] as const) {
      const kernel = createTestPortico({
        plugins: [placeholderViews(), mockChain().plugin, balances(), swap()],
        timeZone,
      })
      await kernel.start()
      await kernel.wallet.connect({ connectorId: 'mock.injected' })
      expect(kernel.views.isEnabled('Swap')).toBe(shown)
      expect(features(kernel)).toEqual(shown ? [['swaps', 'Swap']] : [])
      await kernel.dispose()
    }
  })

  it('offers no swaps to a Solana account', async () => {
    const kernel = create('solana')
    await kernel.start()
    await kernel.wallet.connect({ connectorId: 'mock.injected' })
    expect(kernel.views.isEnabled('Swap')).toBe(false)
  })

  it('checks its options when created', () => {
    expect(() => swap({ quoteDebounceMs: -1 })).toThrow(InvalidSwapOptionsError)
    expect(() => swap({ networks: ['not a network'] })).toThrow(/networks: expected a list of CAIP-2/)
    expect(() => swap({ slippage: 2 } as never)).toThrow(/slippage: unknown option/)
    expect(() => swap({ networks: ['eip155:31337'], quoteDebounceMs: 0 })).not.toThrow()
  })

  it('knows the 12 swap networks of spec 6 and adds the app’s own', () => {
    expect(SWAP_NETWORKS).toHaveLength(12)
    expect(new Set(SWAP_NETWORKS).size).toBe(12)
    expect(isSwapNetwork({ caipNetworkId: 'eip155:1' })).toBe(true)
    expect(isSwapNetwork({ caipNetworkId: 'eip155:31337' })).toBe(false)
    expect(isSwapNetwork({ caipNetworkId: 'eip155:31337' }, ['eip155:31337'])).toBe(true)
    expect(isSwapNetwork(undefined)).toBe(false)
  })

  it('has every English text in German, the spec texts unchanged', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys({ ...en, ...viewEn }).sort())
    expect(de['swap.issue.insufficientLiquidity']).toBe('Insufficient liquidity')
    expect(viewEn['swap.unsupported']).toBe('Network not supported for Swaps')
  })
})
