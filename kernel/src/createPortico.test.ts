import { describe, expect, it } from 'vitest'
import { createToken } from './di/token.js'
import { definePlugin, type RegisterContext } from './plugin/definePlugin.js'
import { createTestPortico } from './testing/createTestPortico.js'

const tracer = (log: string[], id: string, extra: Partial<Parameters<typeof definePlugin>[0]> = {}) =>
  definePlugin({
    id,
    version: '1.0.0',
    kernel: '^1',
    register() {
      log.push(`register:${id}`)
    },
    async setup() {
      log.push(`setup:${id}`)
      return () => {
        log.push(`dispose:${id}`)
      }
    },
    ...extra,
  })

describe('createPortico lifecycle', () => {
  it('runs register for all, then setup in dependency order, then dispose in reverse', async () => {
    const log: string[] = []
    const portico = createTestPortico({
      plugins: [tracer(log, 'send', { dependencies: ['balances'] }), tracer(log, 'balances')],
    })
    expect(log).toEqual(['register:balances', 'register:send'])
    expect(portico.status).toBe('registered')
    await portico.start()
    expect(portico.status).toBe('ready')
    await portico.dispose()
    expect(log).toEqual([
      'register:balances',
      'register:send',
      'setup:balances',
      'setup:send',
      'dispose:send',
      'dispose:balances',
    ])
    expect(portico.status).toBe('disposed')
  })

  it('start is idempotent', async () => {
    const log: string[] = []
    const portico = createTestPortico({ plugins: [tracer(log, 'a')] })
    await Promise.all([portico.start(), portico.start()])
    expect(log.filter((l) => l.startsWith('setup'))).toEqual(['setup:a'])
  })

  it('throws KernelFrozenError when a plugin registers after the register phase', async () => {
    let saved: RegisterContext | undefined
    const sneaky = definePlugin({
      id: 'sneaky',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        saved = ctx
      },
    })
    createTestPortico({ plugins: [sneaky] })
    expect(() => saved?.views.register({ id: 'late', load: async () => ({ default: null }) })).toThrowError(
      expect.objectContaining({ name: 'KernelFrozenError' }),
    )
    expect(() => saved?.rpc.handle('eip155', 'eth_x', () => 1)).toThrowError(
      expect.objectContaining({ name: 'KernelFrozenError' }),
    )
  })

  it('wraps a register failure with the plugin id and phase', () => {
    const cause = new Error('boom')
    const broken = definePlugin({
      id: 'broken',
      version: '1.0.0',
      kernel: '^1',
      register() {
        throw cause
      },
    })
    expect(() => createTestPortico({ plugins: [broken] })).toThrowError(
      expect.objectContaining({ name: 'PluginLifecycleError', pluginId: 'broken', phase: 'register', cause }),
    )
  })

  it('wraps a setup failure, keeps its cause and tears down the plugins already set up', async () => {
    const log: string[] = []
    const cause = new Error('no network')
    const failing = tracer(log, 'failing', {
      dependencies: ['first'],
      async setup() {
        throw cause
      },
    })
    const portico = createTestPortico({ plugins: [tracer(log, 'first'), failing] })
    const error = await portico.start().catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'PluginLifecycleError', pluginId: 'failing', phase: 'setup', cause })
    expect((error as Error).message).toContain('Plugin "failing" failed in its setup phase.')
    expect(log).toContain('dispose:first')
    expect(portico.status).toBe('failed')
  })

  it('reports a dispose failure after running every other teardown', async () => {
    const log: string[] = []
    const bad = tracer(log, 'bad', {
      async setup() {
        return () => {
          throw new Error('stuck')
        }
      },
    })
    const portico = createTestPortico({ plugins: [tracer(log, 'good'), bad] })
    await portico.start()
    await expect(portico.dispose()).rejects.toMatchObject({
      name: 'PluginLifecycleError',
      pluginId: 'bad',
      phase: 'dispose',
    })
    expect(log).toContain('dispose:good')
  })

  it('refuses to start after dispose', async () => {
    const portico = createTestPortico()
    await portico.dispose()
    await expect(portico.start()).rejects.toMatchObject({ name: 'KernelDisposedError' })
  })
})

describe('services', () => {
  const greeting = createToken<{ greet(name: string): string }>('test.greeting')
  const secret = createToken<string>('test.secret')

  it('resolves public services from the kernel and keeps private ones inside the plugin', async () => {
    let resolvedInSetup: string | undefined
    const plugin = definePlugin({
      id: 'greeter',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.services.provideValue(secret, 'hello', { visibility: 'private' })
        ctx.services.provide(greeting, (r) => ({ greet: (name) => `${r.resolve(secret)} ${name}` }))
      },
      setup(ctx) {
        resolvedInSetup = ctx.resolve(secret)
      },
    })
    const portico = createTestPortico({ plugins: [plugin] })
    await portico.start()
    expect(portico.resolve(greeting).greet('Ada')).toBe('hello Ada')
    expect(resolvedInSetup).toBe('hello')
    expect(() => portico.resolve(secret)).toThrowError(
      expect.objectContaining({ name: 'TokenNotRegisteredError' }),
    )
  })

  it('creates a factory service once per kernel', () => {
    let built = 0
    const counter = createToken<{ n: number }>('test.counter')
    const plugin = definePlugin({
      id: 'counter',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.services.provide(counter, () => ({ n: ++built }))
      },
    })
    const a = createTestPortico({ plugins: [plugin] })
    const b = createTestPortico({ plugins: [plugin] })
    expect(a.resolve(counter)).toBe(a.resolve(counter))
    expect(b.resolve(counter)).not.toBe(a.resolve(counter))
    expect(built).toBe(2)
  })
})
