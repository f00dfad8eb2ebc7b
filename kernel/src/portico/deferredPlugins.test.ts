import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Portico } from '../createPortico.js'
import { createToken } from '../di/token.js'
import { PluginLifecycleError, TokenNotRegisteredError } from '../errors/kernel.js'
import { type DeferredPluginParts, definePlugin } from '../plugin/definePlugin.js'
import { createTestPortico, placeholderViews } from '../testing/createTestPortico.js'
import { mockChain } from '../testing/mockChain.js'

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})
const track = (kernel: Portico) => {
  kernels.push(kernel)
  return kernel
}

const lateToken = createToken<string>('late.value')

/** A plugin whose registrations arrive through `load`, counting the loads. */
function latePlugin(parts: DeferredPluginParts, extra: Partial<Parameters<typeof definePlugin>[0]> = {}) {
  const loads = { count: 0 }
  const plugin = definePlugin({
    id: 'late',
    version: '1.0.0',
    kernel: '^1',
    load: async () => {
      loads.count++
      return parts
    },
    ...extra,
  })
  return { plugin, loads }
}

const tabParts: DeferredPluginParts = {
  register(ctx) {
    ctx.extensions.contribute('modal.prefetch', { id: 'late.tab', run: () => undefined })
    ctx.views.register({ id: 'late/View', load: async () => ({ default: null }) })
    ctx.services.provideValue(lateToken, 'ready')
  },
}

describe('deferred plugin parts', () => {
  it('register after creation as one batch; an open view learns of them from `registrations`', async () => {
    const { plugin, loads } = latePlugin(tabParts)
    const kernel = track(createTestPortico({ plugins: [plugin] }))
    await kernel.start()
    expect(kernel.extensions.list('modal.prefetch').map((item) => item.id)).not.toContain('late.tab')
    expect(kernel.views.has('late/View')).toBe(false)
    expect(kernel.registrations.getState()).toMatchObject({ version: 0, pending: ['late'] })
    const seen = vi.fn()
    kernel.registrations.subscribe(seen)
    const loaded = vi.fn()
    kernel.events.on('kernel:plugins-loaded', loaded)

    await Promise.all([kernel.loadPlugins(), kernel.loadPlugins()])
    expect(loads.count).toBe(1)
    expect(kernel.extensions.list('modal.prefetch').map((item) => item.id)).toContain('late.tab')
    expect(kernel.views.has('late/View')).toBe(true)
    expect(kernel.registrations.getState()).toEqual({ version: 1, pending: [], failed: [] })
    expect(seen).toHaveBeenCalledTimes(1)
    expect(loaded).toHaveBeenCalledWith({ pluginIds: ['late'] })
    // The registries froze again: a register call kept for later still fails.
    await kernel.loadPlugins()
    expect(loads.count).toBe(1)
  })

  it('resolving a service of a plugin still to load fails (its token names it); it resolves once loaded', async () => {
    const kernel = track(createTestPortico({ plugins: [latePlugin(tabParts).plugin] }))
    expect(() => kernel.resolve(lateToken)).toThrow(TokenNotRegisteredError)
    expect(() => kernel.resolve(lateToken)).toThrow('"late.value"')
    await kernel.loadPlugins()
    expect(kernel.resolve(lateToken)).toBe('ready')
  })

  it('load with the first connection; their late setup sees the account already connected', async () => {
    const chain = mockChain()
    const seen: Array<string | undefined> = []
    const { plugin } = latePlugin({
      setup({ portico }) {
        seen.push(portico.wallet.getState().accounts.eip155?.address)
      },
    })
    const kernel = track(createTestPortico({ plugins: [placeholderViews(), chain.plugin, plugin] }))
    await kernel.start()
    expect(seen).toEqual([])
    await kernel.wallet.connect({ connectorId: 'mock.injected' })
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 })
    expect(seen[0]).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(kernel.registrations.getState().pending).toEqual([])
  })

  it('load on the first intent to open the modal, without holding it back', async () => {
    const { plugin, loads } = latePlugin(tabParts)
    const kernel = track(createTestPortico({ plugins: [placeholderViews(), mockChain().plugin, plugin] }))
    await kernel.start()
    expect(loads.count).toBe(0)
    await kernel.modal.prepare()
    await vi.waitFor(() => expect(kernel.views.has('late/View')).toBe(true), { timeout: 10_000 })
    expect(loads.count).toBe(1)
  })

  it("open the modal on a deferred plugin's view once its parts are registered", async () => {
    const { plugin } = latePlugin(tabParts)
    const kernel = track(createTestPortico({ plugins: [placeholderViews(), mockChain().plugin, plugin] }))
    await kernel.start()
    await kernel.modal.open({ view: 'late/View' })
    expect(kernel.router.current.view).toBe('late/View')
    expect(kernel.modal.getState().open).toBe(true)
    await expect(kernel.modal.open({ view: 'nobody/View' })).rejects.toThrow(/nobody\/View/)
  })

  it("set up once the kernel is ready, after the plugins' own setups, in plugin order", async () => {
    const log: string[] = []
    const define = (id: string, extra: Partial<Parameters<typeof definePlugin>[0]>) =>
      definePlugin({ id, version: '1.0.0', kernel: '^1', ...extra })
    const first = define('first', {
      load: async () => ({
        register: () => void log.push('register:first'),
        setup: () => void log.push('setup:first'),
      }),
    })
    const second = define('second', {
      dependencies: ['first'],
      load: async () => ({ setup: () => void log.push('setup:second') }),
    })
    const eager = define('eager', {
      register: () => void log.push('register:eager'),
      setup: () => void log.push('setup:eager'),
    })
    const kernel = track(createTestPortico({ plugins: [second, eager, first] }))
    await kernel.loadPlugins()
    expect(log).toEqual(['register:eager', 'register:first'])
    await kernel.start()
    await kernel.loadPlugins()
    expect(log).toEqual(['register:eager', 'register:first', 'setup:eager', 'setup:first', 'setup:second'])
  })

  it('report a failed load as kernel:error, stay pending and load on the next request', async () => {
    let fail = true
    const plugin = definePlugin({
      id: 'flaky',
      version: '1.0.0',
      kernel: '^1',
      load: async () => {
        if (fail) throw new Error('chunk failed')
        return tabParts
      },
    })
    const kernel = track(createTestPortico({ plugins: [plugin] }))
    const errors: unknown[] = []
    kernel.events.on('kernel:error', ({ error }) => errors.push(error))
    await kernel.start()
    await kernel.loadPlugins()
    expect(errors).toEqual([expect.any(PluginLifecycleError)])
    expect((errors[0] as PluginLifecycleError).phase).toBe('load')
    expect(kernel.registrations.getState()).toEqual({ version: 0, pending: ['flaky'], failed: ['flaky'] })
    fail = false
    await kernel.loadPlugins()
    expect(kernel.registrations.getState()).toEqual({ version: 1, pending: [], failed: [] })
    expect(kernel.views.has('late/View')).toBe(true)
  })

  it('may not register a chain adapter (chain plugins register with the page)', async () => {
    const { plugin } = latePlugin({
      register(ctx) {
        ctx.chains.register(mockChain().adapter)
      },
    })
    const kernel = track(createTestPortico({ plugins: [plugin] }))
    const errors: unknown[] = []
    kernel.events.on('kernel:error', ({ error }) => errors.push(error))
    await kernel.loadPlugins()
    expect(errors).toEqual([expect.objectContaining({ name: 'PluginLifecycleError', phase: 'register' })])
    expect(kernel.registrations.getState().failed).toEqual(['late'])
  })
})
