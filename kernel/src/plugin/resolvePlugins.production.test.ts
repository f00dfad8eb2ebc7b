// A production build drops the plugin-list checks (`developmentChecks` false): a list they would
// have refused must still come out in a sane order, without a throw or an endless walk.
import { describe, expect, it, vi } from 'vitest'
import { type AnyPlugin, definePlugin } from './definePlugin.js'
import { resolvePlugins } from './resolvePlugins.js'

vi.mock('#build-mode', () => ({ developmentChecks: false }))

const plugin = (id: string, extra: Partial<Parameters<typeof definePlugin>[0]> = {}) =>
  definePlugin({ id, version: '1.0.0', kernel: '^1', register() {}, ...extra }) as AnyPlugin

const ids = (plugins: AnyPlugin[]) => plugins.map((p) => p.id)

describe('resolvePlugins without the development checks', () => {
  it('keeps the first of two plugins with the same id', () => {
    const first = plugin('a')
    const resolved = resolvePlugins([first, plugin('b'), plugin('a')], '1.0.0')
    expect(ids(resolved)).toEqual(['a', 'b'])
    expect(resolved[0]).toBe(first)
  })

  it('ignores a missing dependency and still orders the present ones first', () => {
    const list = [plugin('send', { dependencies: ['balances', 'absent'] }), plugin('balances')]
    expect(ids(resolvePlugins(list, '1.0.0'))).toEqual(['balances', 'send'])
  })

  it('breaks a cycle where it closes', () => {
    const list = [
      plugin('a', { dependencies: ['b'] }),
      plugin('b', { dependencies: ['c'] }),
      plugin('c', { dependencies: ['a'] }),
    ]
    expect(ids(resolvePlugins(list, '1.0.0'))).toEqual(['c', 'b', 'a'])
  })

  it('takes a plugin for another kernel range as it is', () => {
    expect(ids(resolvePlugins([plugin('old', { kernel: '^0.5' })], '1.0.0'))).toEqual(['old'])
  })
})
