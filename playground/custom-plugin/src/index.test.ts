import { createPortico, type Portico } from '@portico/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { Greeter, hello, helloTokens } from './index.js'

let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
})

const create = (features = {}) => {
  portico = createPortico({
    plugins: [hello({ salutation: 'Howdy' })],
    storage: 'memory',
    logLevel: 'silent',
    features,
  })
  return portico
}

describe('the hello plugin (public kernel API only)', () => {
  it('provides a service that emits an event', async () => {
    const kernel = create()
    await kernel.start()
    const seen: unknown[] = []
    kernel.events.on('hello:greeted', (e) => seen.push(e))
    const greeter = kernel.resolve(helloTokens.greeter)
    expect(greeter).toBeInstanceOf(Greeter)
    expect(greeter.greet('Ada')).toBe('Howdy, Ada!')
    expect(seen).toEqual([{ name: 'Ada', greeting: 'Howdy, Ada!' }])
  })

  it('answers its RPC method and validates the params', async () => {
    const kernel = create()
    await expect(
      kernel.request({ namespace: 'eip155', method: 'hello_greet', params: ['Grace'] }),
    ).resolves.toBe('Howdy, Grace!')
    await expect(
      kernel.request({ namespace: 'eip155', method: 'hello_greet', params: [42] }),
    ).rejects.toThrow('hello_greet expects [name: string]')
  })

  it('registers a lazy view that its flag turns on and off', async () => {
    const kernel = create()
    const view = kernel.views.get('hello/Greeting')
    expect(view?.pluginId).toBe('hello')
    const module = (await view?.load()) as { default: () => string }
    expect(module.default()).toBe('Hello from a third-party plugin')
    expect(kernel.flags.get('hello')).toBe(true)
    expect(kernel.views.isEnabled('hello/Greeting')).toBe(true)
    kernel.flags.setLocal({ hello: false })
    expect(kernel.views.isEnabled('hello/Greeting')).toBe(false)
  })

  it('takes its flag from local features', () => {
    const kernel = create({ hello: false })
    expect(kernel.views.isEnabled('hello/Greeting')).toBe(false)
  })

  it('translates its title lazily', async () => {
    const kernel = create()
    expect(kernel.i18n.t('hello.greeting.title')).toBe('Hello')
    await kernel.i18n.setLocale('de')
    expect(kernel.i18n.t('hello.greeting.title')).toBe('Hallo')
  })
})
