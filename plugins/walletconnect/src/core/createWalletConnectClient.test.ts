import { messages } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { systemClock } from './clock.js'
import { createEip155Provider } from './createEip155Provider.js'
import { createWalletConnectClient, type WalletConnectClientParameters } from './createWalletConnectClient.js'
import { createKernelKeyValueStorage } from './keyValueStorage.js'
import type { UniversalProviderModule } from './session/universalProvider.js'
import { createSessionMarker } from './sessionMarker.js'

const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as never

function parameters(overrides: Partial<WalletConnectClientParameters> = {}): WalletConnectClientParameters {
  const { storage } = createTestPortico()
  return {
    projectId: 'p',
    metadata: { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createKernelKeyValueStorage(storage),
    storagePrefix: 'test',
    telemetry: false,
    verify: false,
    libraryLogLevel: 'silent',
    marker: createSessionMarker(storage),
    proposal: () => ({ networks: [], namespaces: [] }),
    preferredChains: () => ({}),
    clock: systemClock,
    log: silent,
    disconnectTimeoutMs: 5000,
    ...overrides,
  }
}

/** A stand-in for the universal provider module: enough to hold a session of the given namespaces. */
function fakeModule(namespaces: Record<string, { accounts: string[]; methods: string[]; events: string[] }>) {
  const session = {
    topic: 'topic-1',
    expiry: Math.floor(Date.now() / 1000) + 3600,
    peer: { metadata: { name: 'Fake wallet', url: 'http://127.0.0.1', icons: [] } },
    namespaces,
  }
  class FakeProvider {
    session: typeof session | undefined = undefined
    rpcProviders: Record<string, { getDefaultChain(): string }> = {}
    static async init() {
      return new FakeProvider()
    }
    client = {
      core: {
        crypto: { getClientId: async () => 'did:key:fake' },
        heartbeat: { stop() {} },
        relayer: { transportClose: async () => undefined },
      },
    }
    events = { removeAllListeners() {} }
    on() {}
    removeListener() {}
    setDefaultChain() {}
    async cleanupPendingPairings() {}
    async connect() {
      this.session = session
      return session
    }
    async request() {
      return 'answered'
    }
  }
  return { UniversalProvider: FakeProvider } as unknown as UniversalProviderModule
}

describe('the WalletConnect client, at its error edges', () => {
  it("a client that cannot load fails with 'Sign Client not initialized' and can be retried", async () => {
    let attempts = 0
    const client = createWalletConnectClient(
      parameters({
        module: async () => {
          attempts++
          throw new Error('chunk failed to load')
        },
      }),
    )
    await expect(client.connect()).rejects.toMatchObject({
      name: 'SignClientNotInitializedError',
      shortMessage: messages.signClientNotInitialized,
    })
    expect(client.state.getState().status).toBe('error')
    await expect(client.connect()).rejects.toThrow(messages.signClientNotInitialized)
    expect(attempts).toBe(2)
  })

  it("a namespace the session does not hold fails with 'Namespace is not configured…'", async () => {
    const client = createWalletConnectClient(
      parameters({
        module: async () =>
          fakeModule({
            solana: {
              accounts: [
                'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
              ],
              methods: [],
              events: [],
            },
          }),
      }),
    )
    await client.connect()
    await expect(client.request({ method: 'personal_sign' }, 'eip155:1')).rejects.toMatchObject({
      name: 'NamespaceNotConfiguredError',
      shortMessage: messages.namespaceNotConfigured,
    })
    const provider = createEip155Provider(client, () => undefined)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toThrow(
      messages.namespaceNotConfigured,
    )
    await expect(
      client.request({ method: 'solana_signMessage' }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).resolves.toBe('answered')
  })

  it('refuses a wallet method the session did not approve (4200) without asking the library; approved ones pass', async () => {
    const client = createWalletConnectClient(
      parameters({
        module: async () =>
          fakeModule({
            eip155: {
              accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
              methods: ['personal_sign', 'wallet_getCallsStatus'],
              events: [],
            },
          }),
      }),
    )
    const provider = createEip155Provider(client, () => undefined)
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(provider.request({ method: 'wallet_getCapabilities', params: [] })).rejects.toMatchObject({
      name: 'MethodNotApprovedError',
      code: 4200,
    })
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0x1'] })).resolves.toBe(
      'answered',
    )
    await expect(provider.request({ method: 'personal_sign', params: [] })).resolves.toBe('answered')
  })

  it('restores nothing (and loads nothing) when no session was noted', async () => {
    let loads = 0
    const client = createWalletConnectClient(
      parameters({
        module: async () => {
          loads++
          return fakeModule({})
        },
      }),
    )
    await expect(client.restore()).resolves.toBeUndefined()
    expect(loads).toBe(0)
  })
})
