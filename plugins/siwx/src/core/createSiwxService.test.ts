// @vitest-environment node
// Spec 4's sign-in states with a mock wallet and an app's own SIWXConfig kept in memory (the
// shipped configs' cryptography is tested against real services in sessions.anvil.test.ts).
import type { Portico, PorticoEvents } from '@portico/kernel'
import { createTestPortico, mockChain, placeholderViews, testNetworks } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvalidSiwxOptionsError } from '../options.js'
import { siwx } from '../plugin.js'
import { siwxTokens } from '../tokens.js'
import type { SIWXConfig, SIWXSession } from '../types.js'
import { LAST_NETWORK_KEY } from './createSiwxService.js'
import { createMessageData, toSiwxMessage } from './message.js'

const SIGNATURE = `0x${'cd'.repeat(65)}`

/** An app's config: sessions in memory, a signature other than SIGNATURE refused. */
function memoryConfig(overrides: Partial<SIWXConfig> = {}) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    async createMessage(input) {
      return toSiwxMessage(
        createMessageData(input, { domain: 'app.example', uri: 'https://app.example/', nonce: 'abcdefgh1' }),
      )
    },
    async addSession(session) {
      if (session.signature !== SIGNATURE) throw new Error('bad signature')
      sessions.push(session)
    },
    async revokeSession() {},
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    ...overrides,
  }
  return { config, sessions }
}

let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
})

async function start(config: SIWXConfig | undefined, options: Parameters<typeof siwx>[0] = {}) {
  const chain = mockChain({ behaviour: { signature: SIGNATURE } })
  portico = createTestPortico({
    plugins: [
      placeholderViews(),
      chain.plugin,
      siwx({ ...options, ...(config ? { sessions: config } : {}) }),
    ],
    networks: [testNetworks.ethereum, testNetworks.base],
  })
  const events: Array<[keyof PorticoEvents, unknown]> = []
  for (const name of ['siwx:auth-success', 'siwx:auth-error', 'siwx:cancel'] as const)
    portico.events.on(name, (payload) => events.push([name, payload]))
  await portico.start()
  const service = await portico.resolve(siwxTokens.service).load()
  return { portico, chain, events, service }
}

const connect = (kernel: Portico) => kernel.wallet.connect({ connectorId: 'mock.injected' })
const view = (kernel: Portico) => kernel.router.current.view
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('sign-in after connect', () => {
  it('opens SIWXSignMessage when the account has no session; signing keeps it, closes and says so', async () => {
    const { config, sessions } = memoryConfig()
    const { portico, chain, events, service } = await start(config)
    await connect(portico)
    await vi.waitFor(() => expect(portico.modal.getState().open).toBe(true))
    expect(view(portico)).toBe('SIWXSignMessage')
    await service.signIn()
    const signed = chain.calls.find((c) => c.capability === 'signMessage')?.args as { message: string }
    expect(signed.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toBe(signed.message)
    expect(Object.hasOwn(sessions[0]?.data ?? {}, 'toString')).toBe(false)
    expect(events).toEqual([['siwx:auth-success', { caipNetworkId: 'eip155:1', address: ADDRESS }]])
    expect(portico.modal.getState().open).toBe(false)
    expect(
      portico.storage.read(LAST_NETWORK_KEY, {
        '~standard': { version: 1, vendor: 't', validate: (value) => ({ value }) },
      }),
    ).toBe('eip155:1')
  })

  it('asks nothing when a session exists for the account and network', async () => {
    const { config } = memoryConfig()
    const { portico, service } = await start(config)
    await connect(portico)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    await service.signIn()
    await portico.wallet.disconnect()
    // signOutOnDisconnect is undefined on this config, i.e. true: the session went with the wallet.
    const kept = memoryConfig()
    const second = await start(kept.config)
    await kept.config.addSession({
      data: toSiwxMessage(
        createMessageData(
          { accountAddress: ADDRESS, chainId: 'eip155:1' },
          { domain: 'a', uri: 'b', nonce: 'abcdefgh1' },
        ),
      ),
      message: 'm',
      signature: SIGNATURE,
    })
    await connect(second.portico)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(second.portico.modal.getState().open).toBe(false)
    await second.portico.dispose()
  })

  it('a failed signature keeps the view with the spec text and an error event; retrying works', async () => {
    const { config, sessions } = memoryConfig()
    const { portico, chain, events, service } = await start(config)
    await connect(portico)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    chain.behave({ signature: `0x${'00'.repeat(65)}` })
    await service.signIn()
    expect(service.getState()).toMatchObject({
      status: 'error',
      error: 'Error signing message',
      details: 'bad signature',
    })
    expect(events).toEqual([
      ['siwx:auth-error', { error: 'Error signing message', details: 'bad signature' }],
    ])
    expect(portico.modal.getState().open).toBe(true)
    expect(view(portico)).toBe('SIWXSignMessage')
    chain.behave({ signature: SIGNATURE })
    await service.signIn()
    expect(sessions).toHaveLength(1)
    expect(service.getState().status).toBe('idle')
    expect(portico.modal.getState().open).toBe(false)
  })

  it('cancel when optional only closes; the wallet stays connected', async () => {
    const { portico, events, service } = await start(memoryConfig().config)
    await connect(portico)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    portico.modal.close()
    expect(portico.modal.getState().open).toBe(false)
    await portico.modal.open({ view: 'SIWXSignMessage' })
    await service.cancel()
    expect(events).toEqual([['siwx:cancel', { required: false }]])
    expect(portico.modal.getState().open).toBe(false)
    expect(portico.wallet.isConnected('eip155')).toBe(true)
  })

  it('when required: no closing, and cancel disconnects', async () => {
    const { portico, events, service } = await start(memoryConfig({ getRequired: () => true }).config)
    await connect(portico)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    portico.modal.close()
    expect(portico.modal.getState()).toMatchObject({ open: true, shake: true })
    await service.cancel()
    expect(events).toEqual([['siwx:cancel', { required: true }]])
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    expect(portico.modal.getState().open).toBe(false)
  })

  it('when required, cancel on a new network returns to the last network that has a session', async () => {
    const { config } = memoryConfig()
    const { portico, chain, service } = await start(config, { required: true })
    await connect(portico)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    await service.signIn()
    await portico.wallet.switchNetwork(testNetworks.base)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    expect(portico.modal.getState().open).toBe(true)
    await service.cancel()
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
    expect(portico.wallet.isConnected('eip155')).toBe(true)
    expect(chain.calls.filter((c) => c.capability === 'switchNetwork')).toHaveLength(2)
  })

  it("a message that cannot be created shows 'A problem occurred…', disconnects and goes back to Connect", async () => {
    const { config } = memoryConfig({
      createMessage: () => Promise.reject(new Error('no nonce')),
    })
    const { portico, events, service } = await start(config)
    await connect(portico)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    await service.signIn()
    expect(service.getState().error).toBe('A problem occurred while trying initialize authentication')
    expect(events[0]?.[0]).toBe('siwx:auth-error')
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    expect(view(portico)).toBe('Connect')
  })

  it('asks nothing on a network the app does not support; moving to a supported one asks', async () => {
    const { portico, chain, events } = await start(memoryConfig().config)
    // The wallet answers from Optimism, which the app did not configure.
    const connectOn = chain.adapter.connect
    chain.adapter.connect = async () => ({
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      caipNetworkId: 'eip155:10',
    })
    await connect(portico)
    chain.adapter.connect = connectOn
    expect(portico.wallet.isConnected('eip155')).toBe(true)
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(view(portico)).not.toBe('SIWXSignMessage')
    expect(events).toEqual([])
    await portico.wallet.switchNetwork(testNetworks.ethereum)
    await vi.waitFor(() => expect(view(portico)).toBe('SIWXSignMessage'))
    expect(portico.modal.getState().open).toBe(true)
  })

  it("an app's sessions that fail to load: 'SIWX is not enabled' on the view, and Try again loads them anew", async () => {
    const { config, sessions } = memoryConfig()
    let attempts = 0
    let broken = true
    const { portico, events, service } = await start(undefined, {
      sessions: async () => {
        attempts += 1
        if (broken) throw new Error('the sign-in module did not load')
        return config
      },
    })
    await connect(portico)
    // The check after connect could not read sessions: it asked nothing.
    await vi.waitFor(() => expect(attempts).toBe(1))
    expect(view(portico)).not.toBe('SIWXSignMessage')
    await portico.modal.open({ view: 'SIWXSignMessage' })
    await service.signIn()
    expect(service.getState()).toMatchObject({
      status: 'error',
      error: 'SIWX is not enabled',
      details: 'the sign-in module did not load',
    })
    expect(events).toEqual([
      ['siwx:auth-error', { error: 'SIWX is not enabled', details: 'the sign-in module did not load' }],
    ])
    expect(portico.wallet.isConnected('eip155')).toBe(true)
    broken = false
    await service.signIn()
    expect(attempts).toBe(3)
    expect(sessions).toHaveLength(1)
    expect(portico.modal.getState().open).toBe(false)
  })

  it('checks its options at composition', () => {
    expect(() => siwx({ sessions: 'cloud' as never })).toThrow(InvalidSiwxOptionsError)
    expect(() => siwx({ statement: 'two\nlines' })).toThrow(/statement/)
    expect(() => siwx({ nope: 1 } as never)).toThrow(/nope: unknown option/)
  })
})
