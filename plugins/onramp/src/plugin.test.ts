// @vitest-environment node
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { afterEach, describe, expect, it } from 'vitest'
import { allowedProviders } from './core/providers.js'
import de from './locales/de.js'
import en from './locales/en.js'
import viewEn from './locales/viewEn.js'
import { InvalidOnrampOptionsError, onramp } from './plugin.js'
import { onrampPluginTokens } from './tokens.js'

let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
})

async function connected(namespace: 'eip155' | 'solana' | 'bip122', features = {}) {
  portico = createTestPortico({
    plugins: [placeholderViews(), mockChain({ namespace }).plugin, balances(), onramp()],
    features,
  })
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  return portico
}

describe('the on-ramp plugin entry', () => {
  it('registers the Buy view and the onramp feature behind its flag, for EVM and Solana', async () => {
    const kernel = await connected('eip155')
    expect(kernel.views.get('onramp/Buy')?.pluginId).toBe('onramp')
    expect(kernel.flags.get('onramp')).toEqual(['meld'])
    expect(kernel.views.isEnabled('onramp/Buy')).toBe(true)
    expect(kernel.extensions.list('account.features', kernel.enabledContext()).map((f) => f.feature)).toEqual(
      ['onramp'],
    )
    kernel.flags.setLocal({ onramp: false })
    expect(kernel.views.isEnabled('onramp/Buy')).toBe(false)
    expect(kernel.resolve(onrampPluginTokens.service).peek()).toBeUndefined()
  })

  it('is hidden in the restricted time zones (spec 6, Portico’s documented effect)', async () => {
    for (const [timeZone, shown] of [
      ['Asia/Shanghai', false],
      ['Hongkong', false],
      ['Asia/Macao', false],
      ['Europe/Berlin', true],
    ] as const) {
      const kernel = createTestPortico({
        plugins: [placeholderViews(), mockChain().plugin, balances(), onramp()],
        timeZone,
      })
      await kernel.start()
      await kernel.wallet.connect({ connectorId: 'mock.injected' })
      expect(kernel.views.isEnabled('onramp/Buy')).toBe(shown)
      expect(kernel.extensions.list('account.features', kernel.enabledContext()).length).toBe(shown ? 1 : 0)
      await kernel.dispose()
    }
  })

  it('is on for Solana accounts', async () => {
    expect((await connected('solana')).views.isEnabled('onramp/Buy')).toBe(true)
  })

  it('checks the meld options', () => {
    expect(() => onramp({ meld: { publicKey: '' } })).toThrow(InvalidOnrampOptionsError)
    expect(() => onramp({ meld: { publicKey: 'pk', url: 'javascript:alert(1)' } })).toThrow(/meld.url/)
  })

  it('spec 5: a provider list that is not an array of strings allows none', () => {
    expect(allowedProviders(['coinbase', 'meld', 'x'])).toEqual(['meld', 'coinbase'])
    expect(allowedProviders('meld')).toEqual([])
    expect(allowedProviders([1, 'meld'])).toEqual([])
    expect(allowedProviders(undefined)).toEqual([])
  })

  it('has every English text in German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys({ ...en, ...viewEn }).sort())
  })
})
