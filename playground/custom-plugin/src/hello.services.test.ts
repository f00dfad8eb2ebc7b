import { createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import { DEV_ACCOUNTS } from '@portico/testkit/services/chains/constants'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { helloTokens } from './core/tokens.js'
import { hello } from './plugin.js'

// Against the local services: the Blockchain API emulator on 127.0.0.1 answers the identity
// lookup (dev account 1 is alice.portico.eth in its fixture); nothing leaves the machine.
let api: ApiEmulator
beforeAll(async () => {
  api = await startApiEmulator({ chains: [] })
})
afterAll(() => api.close())
const instances: Array<{ dispose(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
  api.reset()
})

async function connectedGreeter(address: string) {
  const chain = mockChain({ accounts: [address] })
  const portico = createTestPortico({
    plugins: [placeholderViews(), chain.plugin, hello()],
    projectId: 'hello-template',
    api: { blockchainApi: api.url, catalogApi: api.url },
  })
  instances.push(portico)
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  return portico.resolve(helloTokens.greeter).load()
}

describe('hello() with the hosted services on', () => {
  it('greets the account by the name the Blockchain API knows', async () => {
    const greeter = await connectedGreeter(DEV_ACCOUNTS[1]!.address)
    expect(await greeter.greetAccount()).toBe('Hello, alice.portico.eth!')
    expect(api.requests('identity')).toHaveLength(1)
  })

  it('falls back to the short address when the account has no name', async () => {
    const address = DEV_ACCOUNTS[3]!.address
    const greeter = await connectedGreeter(address)
    expect(await greeter.greetAccount()).toBe(`Hello, ${address.slice(0, 6)}…${address.slice(-4)}!`)
  })

  it('says the greeting could not be made when the service fails', async () => {
    const greeter = await connectedGreeter(DEV_ACCOUNTS[1]!.address)
    api.faults.set('identity', { kind: 'status', status: 500 })
    await expect(greeter.greetAccount()).rejects.toMatchObject({
      name: 'GreetingUnavailableError',
      shortMessage: 'The greeting could not be made',
    })
  })
})
