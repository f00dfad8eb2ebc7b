// @vitest-environment node
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { activity, activityTokens } from './exports/index.js'

const kernels: Portico[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.dispose()
})
/** A kernel with the plugin's deferred parts (the tab, the texts) loaded. */
const create = async (features = {}, namespace: 'eip155' | 'solana' = 'eip155') => {
  const kernel = createTestPortico({
    plugins: [mockChain({ namespace }).plugin, activity()],
    features,
    projectId: 'p',
  })
  kernels.push(kernel)
  await kernel.loadPlugins()
  return kernel
}

describe('the activity plugin', () => {
  it('contributes the Activity tab, enabled on eip155 with the activity flag', async () => {
    const kernel = createTestPortico({ plugins: [mockChain().plugin, activity()], projectId: 'p' })
    kernels.push(kernel)
    // The tab comes with the plugin's deferred parts (the first modal intent or connection loads them).
    expect(kernel.extensions.list('account.tabs')).toEqual([])
    await kernel.loadPlugins()
    const [tab] = kernel.extensions.list('account.tabs')
    expect(tab).toMatchObject({
      id: 'activity',
      pluginId: 'activity',
      label: 'activity.tab.label',
      order: 30,
    })
    expect(kernel.extensions.list('account.tabs', kernel.enabledContext())).toHaveLength(1)
  })

  it('hides the tab when the activity flag is off, also when it turns off later (remote config)', async () => {
    const off = await create({ activity: false })
    expect(off.extensions.list('account.tabs', off.enabledContext())).toEqual([])
    const kernel = await create()
    kernel.flags.setLocal({ activity: false })
    expect(kernel.extensions.list('account.tabs', kernel.enabledContext())).toEqual([])
  })

  it('hides the tab without a history source (no project id, no own Blockchain API URL)', async () => {
    const bare = createTestPortico({ plugins: [mockChain().plugin, activity()] })
    const selfHosted = createTestPortico({
      plugins: [mockChain().plugin, activity()],
      api: { blockchainApi: 'https://history.example' },
    })
    kernels.push(bare, selfHosted)
    await Promise.all([bare.loadPlugins(), selfHosted.loadPlugins()])
    expect(bare.extensions.list('account.tabs', bare.enabledContext())).toEqual([])
    expect(selfHosted.extensions.list('account.tabs', selfHosted.enabledContext())).toHaveLength(1)
  })

  it('hides the tab outside eip155 (spec 6: activity is EVM only)', async () => {
    const kernel = createTestPortico({
      plugins: [mockChain({ namespace: 'solana' }).plugin, activity()],
      networks: [],
    })
    kernels.push(kernel)
    await kernel.loadPlugins()
    expect(kernel.enabledContext().namespace).toBeUndefined()
    expect(kernel.extensions.list('account.tabs', kernel.enabledContext())).toEqual([])
    const context = { ...kernel.enabledContext(), namespace: 'solana' }
    expect(kernel.extensions.list('account.tabs', context)).toEqual([])
  })

  it('refuses options it cannot use when composed', () => {
    expect(() => activity({ timeoutMs: 0 })).toThrow('Invalid activity option "timeoutMs".')
    expect(() => activity({ timeoutMs: Number.NaN })).toThrow(
      expect.objectContaining({ name: 'InvalidActivityOptionsError' }),
    )
    expect(() => activity({ order: Number.POSITIVE_INFINITY })).toThrow('Invalid activity option "order".')
    expect(() => activity({ timeoutMs: 2_000, order: 5 })).not.toThrow()
  })

  it('loads its service lazily, once per kernel', async () => {
    // The service's handle is there before the deferred parts load.
    const one = createTestPortico({ plugins: [activity()], projectId: 'p' })
    const two = createTestPortico({ plugins: [activity()], projectId: 'p' })
    kernels.push(one, two)
    const lazy = one.resolve(activityTokens.service)
    expect(lazy.peek()).toBeUndefined()
    const service = await lazy.load()
    expect(await lazy.load()).toBe(service)
    expect(lazy.peek()).toBe(service)
    expect(await two.resolve(activityTokens.service).load()).not.toBe(service)
  })

  it('loads its tab view lazily', async () => {
    const [tab] = (await create()).extensions.list('account.tabs')
    const module = await tab?.load?.()
    expect(typeof module?.default).toBe('function')
    // A cold import of the view and the ui it uses, on a machine that may be busy.
  }, 30_000)

  it('translates its texts in English and, lazily, in German', async () => {
    const kernel = await create()
    expect(kernel.i18n.t('activity.tab.label')).toBe('Activity')
    expect(kernel.i18n.t('activity.error.failedToFetchTransactions')).toBe('Failed to fetch transactions')
    await kernel.i18n.setLocale('de')
    expect(kernel.i18n.t('activity.tab.label')).toBe('Aktivität')
    expect(kernel.i18n.t('activity.time.hr', { count: 3 })).toBe('vor 3 Std.')
  })

  it('has a German text for every English key', async () => {
    const { en } = await import('./locales/en.js')
    const { de } = await import('./locales/de.js')
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
  })

  it('makes no request until something asks for the history (privacy by default)', async () => {
    // Nothing may be asked, so any answer does: the recorder only proves no request left.
    const requests: string[] = []
    const chain = mockChain()
    const portico = createTestPortico({
      plugins: [chain.plugin, activity()],
      projectId: 'test-project',
      api: { blockchainApi: 'http://127.0.0.1:9' },
      fetch: async (input) => {
        requests.push(String(input))
        return new Response('{}')
      },
    })
    kernels.push(portico)
    await portico.start()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    portico.resolve(activityTokens.service)
    expect(requests).toEqual([])
  })
})
