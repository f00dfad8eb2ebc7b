import { describe, expect, it } from 'vitest'
import { createToken } from './di/token.js'
import { definePlugin } from './plugin/definePlugin.js'
import { createTestPortico, placeholderViews } from './testing/createTestPortico.js'
import { mockChain } from './testing/mockChain.js'

declare module './events/createEventBus.js' {
  interface PorticoEvents {
    'iso:ping': { from: string }
  }
}

describe('two kernels in one process', () => {
  it('share no state, events, services, flags or storage', async () => {
    const service = createToken<{ id: number }>('iso.service')
    let created = 0
    const plugin = definePlugin({
      id: 'iso',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.services.provide(service, () => ({ id: ++created }))
      },
    })
    const chainA = mockChain()
    const chainB = mockChain()
    const a = createTestPortico({ plugins: [placeholderViews(), plugin, chainA.plugin] })
    const b = createTestPortico({ plugins: [placeholderViews(), plugin, chainB.plugin] })
    await Promise.all([a.start(), b.start()])

    const seenByB: unknown[] = []
    b.events.on('iso:ping', (p) => seenByB.push(p))
    a.events.emit('iso:ping', { from: 'a' })
    expect(seenByB).toEqual([])

    expect(a.resolve(service)).not.toBe(b.resolve(service))

    await a.wallet.connect({ connectorId: 'mock.injected' })
    expect(a.wallet.isConnected()).toBe(true)
    expect(b.wallet.isConnected()).toBe(false)
    expect(chainB.calls).toEqual([])

    await a.modal.open()
    expect(b.modal.getState().open).toBe(false)
    a.router.push('AllWallets')
    expect(b.router.current.view).toBe('Connect')

    a.flags.setLocal({ multiWallet: true })
    expect(b.flags.get('multiWallet')).toBe(false)

    a.storage.write('probe', 1)
    expect(b.storage.keys()).not.toContain('probe')

    await Promise.all([a.dispose(), b.dispose()])
  })
})
