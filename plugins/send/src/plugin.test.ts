// @vitest-environment node
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { afterEach, describe, expect, it } from 'vitest'
import de from './locales/de.js'
import en from './locales/en.js'
import { InvalidSendOptionsError } from './options.js'
import { send } from './plugin.js'
import { sendPluginTokens } from './tokens.js'

let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
})

/** A kernel with the plugins' deferred parts (views, features, labels) loaded. */
const create = async (namespace: 'eip155' | 'bip122' = 'eip155', features = {}) => {
  const chain = mockChain({ namespace })
  portico = createTestPortico({
    plugins: [placeholderViews(), chain.plugin, balances(), send()],
    features,
  })
  await portico.loadPlugins()
  return portico
}

describe('the send plugin entry', () => {
  it('needs the balances plugin', () => {
    expect(() => createTestPortico({ plugins: [send()] })).toThrow(/balances/)
  })

  it('registers the Send and Receive views lazily, behind their flags and namespaces', async () => {
    const kernel = createTestPortico({
      plugins: [placeholderViews(), mockChain().plugin, balances(), send()],
    })
    portico = kernel
    // The views come with the deferred parts: the first modal intent or connection loads them.
    expect(kernel.views.get('send/Send')).toBeUndefined()
    await kernel.loadPlugins()
    expect(kernel.views.get('send/Send')?.pluginId).toBe('send')
    expect(kernel.views.isEnabled('send/Send')).toBe(true)
    expect(kernel.views.isEnabled('send/Receive')).toBe(true)
    kernel.flags.setLocal({ send: false })
    expect(kernel.views.isEnabled('send/Send')).toBe(false)
    expect(kernel.views.isEnabled('send/Receive')).toBe(true)
  })

  it('contributes the send and receive wallet features; send only for EVM and Solana', async () => {
    const evm = await create()
    const features = (kernel: Portico) =>
      kernel.extensions.list('account.features', kernel.enabledContext()).map((f) => [f.feature, f.view])
    expect(features(evm)).toEqual([
      ['send', 'send/Send'],
      ['receive', 'send/Receive'],
    ])
    for (const item of evm.extensions.list('account.features')) expect(item.icon).toMatch(/^<svg /)
    const bitcoin = createTestPortico({
      plugins: [placeholderViews(), mockChain({ namespace: 'bip122' }).plugin, balances(), send()],
      networks: [
        {
          id: '000000000019d6689c085ae165831e93',
          name: 'Bitcoin',
          nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
          rpcUrls: { default: { http: [] } },
          chainNamespace: 'bip122',
          caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
        },
      ],
    })
    await bitcoin.loadPlugins()
    expect(features(bitcoin)).toEqual([['receive', 'send/Receive']])
    void bitcoin.dispose()
  })

  it('loads the service once per kernel, and kernels share none', async () => {
    const first = await create()
    const handle = first.resolve(sendPluginTokens.service)
    expect(handle.peek()).toBeUndefined()
    const service = await handle.load()
    expect(await handle.load()).toBe(service)
    const second = createTestPortico({ plugins: [mockChain().plugin, balances(), send()] })
    expect(await second.resolve(sendPluginTokens.service).load()).not.toBe(service)
    await second.dispose()
  })

  it('resets the form when another namespace becomes active', async () => {
    const kernel = await create()
    await kernel.start()
    const service = await kernel.resolve(sendPluginTokens.service).load()
    service.setTokenAmount('1')
    service.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    kernel.wallet.setActiveNamespace('solana')
    expect(service.getState()).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined })
  })

  it('checks its options when created', () => {
    expect(() => send({ gasPriceSource: 'oracle' as never })).toThrow(InvalidSendOptionsError)
    expect(() => send({ profileLookupDebounceMs: -1 })).toThrow(/profileLookupDebounceMs/)
    expect(() => send({ colour: 'red' } as never)).toThrow(InvalidSendOptionsError)
    expect(() => send({ gasPriceSource: 'chain', receiverProfiles: false })).not.toThrow()
  })

  it('has English and German texts for the same keys, English with the views and German lazy', async () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    const kernel = await create()
    expect(kernel.i18n.t('send.feature.send')).toBe('Send')
    expect(kernel.i18n.t('send.form.label')).toBe('send.form.label')
    await kernel.views.get('send/Send')?.load()
    expect(kernel.i18n.t('send.error.amountAndReceiverRequired')).toBe(
      'An amount and receiver address are required',
    )
    expect(kernel.i18n.t('send.error.insufficientBalance', { balance: '10', symbol: 'ETH' })).toBe(
      'The amount is more than your balance of 10 ETH',
    )
    await kernel.i18n.setLocale('de')
    expect(kernel.i18n.t('send.feature.send')).toBe('Senden')
    // Loading the view's module takes a while on a busy machine.
  }, 30_000)

  it("keeps an app's own text for a key whose English comes later with the view", async () => {
    const kernel = await create()
    kernel.i18n.add('en', { 'send.error.amountAndReceiverRequired': 'Fill in both fields' })
    await kernel.views.get('send/Send')?.load()
    expect(kernel.i18n.t('send.error.amountAndReceiverRequired')).toBe('Fill in both fields')
    // The view's other texts still arrive.
    expect(kernel.i18n.t('send.form.label')).not.toBe('send.form.label')
  }, 30_000)
})
