import { describe, expect, it } from 'vitest'
import { type AnyPlugin, definePlugin, type PluginInput } from './definePlugin.js'
import { resolvePlugins } from './resolvePlugins.js'

const plugin = (id: string, extra: Partial<Parameters<typeof definePlugin>[0]> = {}) =>
  definePlugin({ id, version: '1.0.0', kernel: '^1', register() {}, ...extra }) as AnyPlugin

const ids = (plugins: AnyPlugin[]) => plugins.map((p) => p.id)

describe('resolvePlugins', () => {
  it('keeps the user order when nothing depends on anything', () => {
    expect(ids(resolvePlugins([plugin('a'), plugin('b'), plugin('c')], '1.0.0'))).toEqual(['a', 'b', 'c'])
  })

  it('puts dependencies first and is otherwise stable', () => {
    const list = [plugin('send', { dependencies: ['balances'] }), plugin('x'), plugin('balances')]
    expect(ids(resolvePlugins(list, '1.0.0'))).toEqual(['balances', 'send', 'x'])
  })

  it('orders optional dependencies only when they are composed', () => {
    const list = [plugin('a', { optionalDependencies: ['b', 'absent'] }), plugin('b')]
    expect(ids(resolvePlugins(list, '1.0.0'))).toEqual(['b', 'a'])
  })

  it('skips falsy entries and flattens arrays', () => {
    const list: PluginInput[] = [plugin('a'), false, null, undefined, [plugin('b'), [plugin('c')]]]
    expect(ids(resolvePlugins(list, '1.0.0'))).toEqual(['a', 'b', 'c'])
  })

  it('rejects a duplicate id with PluginIdConflictError', () => {
    expect(() => resolvePlugins([plugin('a'), plugin('a')], '1.0.0')).toThrowError(
      expect.objectContaining({ name: 'PluginIdConflictError', pluginId: 'a' }),
    )
  })

  it('rejects a missing dependency with PluginDependencyMissingError', () => {
    expect(() => resolvePlugins([plugin('send', { dependencies: ['balances'] })], '1.0.0')).toThrowError(
      expect.objectContaining({
        name: 'PluginDependencyMissingError',
        pluginId: 'send',
        dependency: 'balances',
      }),
    )
  })

  it('rejects a cycle with PluginDependencyCycleError naming the cycle', () => {
    const list = [
      plugin('a', { dependencies: ['b'] }),
      plugin('b', { dependencies: ['c'] }),
      plugin('c', { dependencies: ['a'] }),
    ]
    expect(() => resolvePlugins(list, '1.0.0')).toThrowError(
      expect.objectContaining({ name: 'PluginDependencyCycleError', cycle: ['a', 'b', 'c', 'a'] }),
    )
  })

  it('rejects a kernel range mismatch with PluginKernelVersionMismatchError', () => {
    expect(() => resolvePlugins([plugin('old', { kernel: '^0.5' })], '1.0.0')).toThrowError(
      expect.objectContaining({ name: 'PluginKernelVersionMismatchError', pluginId: 'old', range: '^0.5' }),
    )
  })

  it.each([
    ['a non-object', 42],
    ['an unbranded object', { id: 'x', version: '1', kernel: '^1', register() {} }],
    ['a bad id', { ...plugin('ok'), id: 'Not Kebab' }],
    ['a missing register', { ...plugin('ok'), register: undefined }],
    ['a missing version', { ...plugin('ok'), version: '' }],
    ['bad dependencies', { ...plugin('ok'), dependencies: 'b' }],
  ])('rejects %s with InvalidPluginError', (_label, value) => {
    expect(() => resolvePlugins([value as never], '1.0.0')).toThrowError(
      expect.objectContaining({ name: 'InvalidPluginError' }),
    )
  })
})
