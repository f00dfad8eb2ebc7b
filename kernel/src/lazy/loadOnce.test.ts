import { describe, expect, it, vi } from 'vitest'
import { lazyFacade } from './lazyFacade.js'
import { loadOnce } from './loadOnce.js'

describe('loadOnce', () => {
  it('creates on the first load and shares that promise with every later call', async () => {
    const create = vi.fn(async () => ({ id: 1 }))
    const value = loadOnce(create)
    expect(value.peek()).toBeUndefined()
    const [a, b] = await Promise.all([value.load(), value.load()])
    expect(a).toBe(b)
    expect(await value.load()).toBe(a)
    expect(value.peek()).toBe(a)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure, so the next call tries again', async () => {
    let attempts = 0
    const value = loadOnce(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed to load')
      return 'loaded'
    })
    const first = value.load()
    expect(value.load()).toBe(first)
    await expect(first).rejects.toThrow('chunk failed to load')
    expect(value.peek()).toBeUndefined()
    await expect(value.load()).resolves.toBe('loaded')
    expect(attempts).toBe(2)
  })
})

describe('lazyFacade', () => {
  const target = () => {
    const calls: string[] = []
    const service = {
      calls,
      status: 'idle',
      async greet(name: string) {
        calls.push(name)
        this.status = 'greeted'
        return `hi ${name}`
      },
      fail() {
        throw new Error('refused')
      },
    }
    return service
  }

  it('loads the target on the first call and forwards every named method', async () => {
    const create = vi.fn(async () => target())
    const value = loadOnce(create)
    const facade = lazyFacade(value, ['greet'])
    expect(create).not.toHaveBeenCalled()
    await expect(facade.greet('Ada')).resolves.toBe('hi Ada')
    await facade.greet('Bob')
    expect(create).toHaveBeenCalledTimes(1)
    expect(value.peek()?.calls).toEqual(['Ada', 'Bob'])
  })

  it('reaches a loaded target in the same tick, with `this` bound', async () => {
    const value = loadOnce(async () => target())
    const facade = lazyFacade(value, ['greet', 'fail'])
    await value.load()
    const pending = facade.greet('Ada')
    expect(value.peek()?.status).toBe('greeted')
    await pending
    await expect(facade.fail()).rejects.toThrow('refused')
  })

  it('rejects when the target fails to load and loads it on the next call', async () => {
    let attempts = 0
    const facade = lazyFacade(
      loadOnce(async () => {
        attempts += 1
        if (attempts === 1) throw new Error('offline')
        return target()
      }),
      ['greet'],
    )
    await expect(facade.greet('Ada')).rejects.toThrow('offline')
    await expect(facade.greet('Ada')).resolves.toBe('hi Ada')
  })
})
