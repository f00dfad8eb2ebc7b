import { createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { helloTokens } from './core/tokens.js'
import { hello } from './plugin.js'

// Unit tests: the plugin composed into a kernel with a mock chain, through the public API only.
const instances: Array<{ dispose(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
})

async function kernel(options: Parameters<typeof hello>[0] = {}, features = {}) {
  const chain = mockChain()
  const portico = createTestPortico({ plugins: [placeholderViews(), chain.plugin, hello(options)], features })
  instances.push(portico)
  await portico.start()
  return { portico, chain }
}

describe('hello()', () => {
  it('checks its options when the app composes it', () => {
    expect(() => hello({ salutation: '' })).toThrow(expect.objectContaining({ name: 'HelloOptionsError' }))
    expect(() => hello({ salutation: 'x'.repeat(25) })).toThrow('Invalid salutation')
    expect(() => hello({ salutation: 'Howdy' })).not.toThrow()
  })

  it('loads its service on first use and greets through it', async () => {
    const { portico } = await kernel({ salutation: 'Howdy' })
    const handle = portico.resolve(helloTokens.greeter)
    expect(handle.peek()).toBeUndefined()
    const seen: unknown[] = []
    portico.events.on('hello:greeted', (event) => seen.push(event))
    const greeter = await handle.load()
    expect(greeter.greet('Ada')).toBe('Howdy, Ada!')
    expect(seen).toEqual([{ name: 'Ada', greeting: 'Howdy, Ada!' }])
    expect(await handle.load()).toBe(greeter)
  })

  it('greets the connected account by its short address without hosted services', async () => {
    const { portico } = await kernel()
    const greeter = await portico.resolve(helloTokens.greeter).load()
    expect(await greeter.greetAccount()).toBeUndefined()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    expect(await greeter.greetAccount()).toBe('Hello, 0xf39F…2266!')
  })

  it('answers its RPC method and refuses bad params', async () => {
    const { portico } = await kernel({ salutation: 'Howdy' })
    await expect(
      portico.request({ namespace: 'eip155', method: 'hello_greet', params: ['Grace'] }),
    ).resolves.toBe('Howdy, Grace!')
    await expect(
      portico.request({ namespace: 'eip155', method: 'hello_greet', params: [42] }),
    ).rejects.toThrow('hello_greet expects [name: string]')
  })

  it('shows its view and Account button only with its flag on', async () => {
    const { portico } = await kernel()
    const button = () => portico.extensions.list('account.features').find((item) => item.id === 'hello')
    expect(button()).toMatchObject({ view: 'hello/Greeting', label: 'hello.feature' })
    expect(portico.views.isEnabled('hello/Greeting')).toBe(true)
    portico.flags.setLocal({ hello: false })
    expect(portico.views.isEnabled('hello/Greeting')).toBe(false)
  })

  it('takes its flag from the app features', async () => {
    const { portico } = await kernel({}, { hello: false })
    expect(portico.flags.get('hello')).toBe(false)
  })

  it('has its texts in English at once and in German on switching', async () => {
    const { portico } = await kernel()
    expect(portico.i18n.t('hello.feature')).toBe('Say hello')
    await portico.i18n.setLocale('de')
    expect(portico.i18n.t('hello.feature')).toBe('Hallo sagen')
    expect(portico.i18n.t('hello.view.again')).toBe('Noch einmal grüßen')
  })
})
