import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from './createEventBus.js'

declare module './createEventBus.js' {
  interface PorticoEvents {
    'test:ping': { n: number }
    'test:bare': undefined
  }
}

describe('createEventBus', () => {
  it('delivers typed payloads and on() returns an unsubscribe', () => {
    const bus = createEventBus()
    const seen: number[] = []
    const off = bus.on('test:ping', ({ n }) => seen.push(n))
    bus.emit('test:ping', { n: 1 })
    off()
    bus.emit('test:ping', { n: 2 })
    expect(seen).toEqual([1])
    expect(bus.listenerCount('test:ping')).toBe(0)
  })

  it('emits events without a payload', () => {
    const bus = createEventBus()
    const listener = vi.fn()
    bus.on('test:bare', listener)
    bus.emit('test:bare')
    expect(listener).toHaveBeenCalledWith(undefined)
  })

  it('once() fires a single time', () => {
    const bus = createEventBus()
    const listener = vi.fn()
    bus.once('test:ping', listener)
    bus.emit('test:ping', { n: 1 })
    bus.emit('test:ping', { n: 2 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps delivering when a listener throws and reports the error', () => {
    const errors: unknown[] = []
    const bus = createEventBus({ onListenerError: (error) => errors.push(error) })
    const after = vi.fn()
    bus.on('test:ping', () => {
      throw new Error('listener bug')
    })
    bus.on('test:ping', after)
    bus.emit('test:ping', { n: 1 })
    expect(after).toHaveBeenCalled()
    expect(errors).toHaveLength(1)
  })

  it('onAny() sees every event for forwarders', () => {
    const bus = createEventBus()
    const seen: Array<[string, unknown]> = []
    const off = bus.onAny((name, payload) => seen.push([name, payload]))
    bus.emit('test:ping', { n: 3 })
    off()
    bus.emit('test:ping', { n: 4 })
    expect(seen).toEqual([['test:ping', { n: 3 }]])
  })

  it('two buses share nothing', () => {
    const a = createEventBus()
    const b = createEventBus()
    const listener = vi.fn()
    a.on('test:ping', listener)
    b.emit('test:ping', { n: 1 })
    expect(listener).not.toHaveBeenCalled()
  })
})
