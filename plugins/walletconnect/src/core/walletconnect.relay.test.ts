// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eip155 } from '@portico/chain-eip155'
import { createMemoryStorageBackend, messages, type Portico, type StorageBackend } from '@portico/kernel'
import { DEV_ACCOUNTS } from '@portico/testkit/services/chains/constants'
import { startRelay } from '@portico/testkit/services/relay/server'
import { type Hex, toHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { WALLETCONNECT_CONNECTOR_ID } from '../constants.js'
import { walletConnect } from '../plugin.js'
import { localNetworks } from '../test/localNetworks.js'
import { createManualClock } from '../test/manualClock.js'
import { registerRelayKernels } from '../test/relayKernels.js'
import { waitFor } from '../test/walletHarness.js'
import type { Clock } from './clock.js'
import { getWalletConnect, walletConnectToken } from './token.js'

const { localA, localB } = localNetworks()
const relays = registerRelayKernels()
const { startWallet, connect: connectThroughWallet } = relays

/** A kernel with the eip155 plugin and WalletConnect on the local relay; `fetched` records HTTP calls. */
function startKernel(
  options: { storage?: StorageBackend; clock?: Clock; fetched?: string[]; networks?: (typeof localA)[] } = {},
) {
  return relays.startKernel({
    networks: options.networks ?? [localA, localB],
    storage: options.storage ?? 'memory',
    fetched: options.fetched,
    plugins: [
      eip155({ rpcUrls: {} }),
      walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url, clock: options.clock }),
    ],
  })
}

function personalSign(portico: Portico, message: string, address: string) {
  return portico.request({
    namespace: 'eip155',
    method: 'personal_sign',
    params: [toHex(message), address],
  }) as Promise<Hex>
}

describe('WalletConnect with the eip155 plugin, a real relay and a real wallet', () => {
  it('adds a lazy WALLET_CONNECT connector and answers requests before connect with the spec text', async () => {
    const portico = await startKernel()
    const handle = portico.resolve(walletConnectToken)
    const connector = portico.wallet.getState().connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
    expect(connector).toMatchObject({ type: 'WALLET_CONNECT', chain: 'eip155', chains: ['eip155'] })
    expect(connector).toBe(handle.connector)

    await expect(
      handle.connector.provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] }),
    ).rejects.toThrow(messages.callConnectBeforeRequest)
    await expect(
      portico.request({
        namespace: 'eip155',
        method: 'personal_sign',
        params: ['0x00', localA.caipNetworkId],
      }),
    ).rejects.toThrow(messages.callConnectBeforeRequest)
    expect(await handle.connector.provider.request({ method: 'eth_accounts' })).toEqual([])
    // Nothing above needed the service: it is not loaded yet.
    expect(handle.peek()).toBeUndefined()

    const service = await handle.load()
    await expect(
      service.provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] }),
    ).rejects.toThrow(messages.callConnectBeforeRequest)
    expect(await service.provider.request({ method: 'eth_accounts' })).toEqual([])
    // Nor the WalletConnect client.
    expect(service.client.isLoaded()).toBe(false)
  })

  it('pairs, the wallet approves: the kernel shows the account on eip155:31337 and the session chains', async () => {
    const fetched: string[] = []
    const portico = await startKernel({ fetched })
    const wallet = await startWallet()
    const result = await connectThroughWallet(portico, wallet)

    expect(result.caipNetworkId).toBe('eip155:31337')
    expect(portico.wallet.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
      caipAddress: `eip155:31337:${wallet.account.address}`,
      connectedWalletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
    })
    const { session } = (await getWalletConnect(portico)).client.state.getState()
    expect(session?.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(session?.peer.name).toBe('Portico Mobile Wallet')
    expect(wallet.getState().sessions).toHaveLength(1)

    // The WalletConnect client id now goes with Blockchain API calls (API-FACTS 1.2).
    await portico.http.blockchain.get('/v1/ping', { schema: z.unknown() }).catch(() => undefined)
    expect(fetched.at(-1)).toMatch(/[?&]clientId=did%3Akey%3A/)
    expect(wallet.errors).toEqual([])
  })

  it('routes personal_sign to the wallet, which signs; the signature verifies', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    const address = portico.wallet.getAccount('eip155').address as Hex

    const signature = await personalSign(portico, 'Sign in to Portico', address)
    expect(await verifyMessage({ address, message: 'Sign in to Portico', signature })).toBe(true)
    // Through the kernel's sign capability too.
    const viaAdapter = await portico.chains.get('eip155')?.signMessage?.({
      connector: (await getWalletConnect(portico)).connector,
      address,
      message: 'Hello',
    })
    expect(await verifyMessage({ address, message: 'Hello', signature: viaAdapter as Hex })).toBe(true)
  })

  it('an ERC-7715 revoke (a session context) goes to the wallet, which signs it; the connection stays', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    const address = portico.wallet.getAccount('eip155').address as Hex
    const context = '0xc0ffee'
    const signature = (await portico.request({
      namespace: 'eip155',
      method: 'wallet_revokePermissions',
      params: [{ permissionContext: context }],
    })) as Hex
    expect(await verifyMessage({ address, message: { raw: context }, signature })).toBe(true)
    expect(portico.wallet.isConnected('eip155')).toBe(true)
  })

  it('a request the wallet rejects fails as a user rejection (4001)', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    wallet.policy.requests = 'reject'

    const error = await personalSign(
      portico,
      'No',
      portico.wallet.getAccount('eip155').address as string,
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4001 })
    // The session survives a rejected request.
    wallet.policy.requests = 'approve'
    await expect(
      personalSign(portico, 'Yes', portico.wallet.getAccount('eip155').address as string),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('a rejected proposal ends in "Connection rejected", and a retry with a fresh URI connects', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    wallet.policy.proposals = 'reject'
    const error = await connectThroughWallet(portico, wallet).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: messages.connectionRejected,
    })
    expect(portico.wallet.getAccount('eip155').status).toBe('disconnected')
    expect((await getWalletConnect(portico)).client.state.getState()).toMatchObject({
      status: 'error',
      uri: undefined,
    })

    wallet.policy.proposals = 'approve'
    await connectThroughWallet(portico, wallet)
    expect(portico.wallet.isConnected('eip155')).toBe(true)
  })

  it('switches inside the approved chains without asking the wallet', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)

    await portico.wallet.switchNetwork(localB)
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31338')
    expect(portico.wallet.getAccount('eip155').caipAddress).toBe(`eip155:31338:${wallet.account.address}`)
    expect((await getWalletConnect(portico)).client.currentChain('eip155')).toBe('eip155:31338')
    expect(await (await getWalletConnect(portico)).provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('a chain the wallet did not approve fails with the spec text', async () => {
    const portico = await startKernel()
    const wallet = await startWallet({
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
    await connectThroughWallet(portico, wallet)
    expect(
      (await getWalletConnect(portico)).client.state.getState().session?.namespaces.eip155?.chains,
    ).toEqual(['eip155:31337'])

    await expect(portico.wallet.switchNetwork(localB)).rejects.toThrow(messages.failedToSwitchChain(31338))
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31337')
  })

  it('the wallet disconnects: the kernel follows and the stored session and pairings are cleared', async () => {
    const storage = createMemoryStorageBackend()
    const portico = await startKernel({ storage })
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    const { client } = await getWalletConnect(portico)
    const topic = client.state.getState().session?.topic as string

    await wallet.disconnect(topic)
    await waitFor(
      () => portico.wallet.isConnected('eip155'),
      (connected) => !connected,
      'the kernel to disconnect',
    )
    expect(client.state.getState()).toMatchObject({ status: 'idle', session: undefined })
    expect(portico.storage.has('walletconnect.session')).toBe(false)
    await waitFor(
      () => storedPairings(storage),
      (pairings) => pairings === 0,
      'the pairings to be cleared',
    )
    await expect(
      (await getWalletConnect(portico)).provider.request({ method: 'personal_sign' }),
    ).rejects.toThrow(messages.callConnectBeforeRequest)
  })

  it('the dapp disconnects: the wallet loses the session too', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)

    await portico.wallet.disconnect()
    expect((await getWalletConnect(portico)).client.state.getState().session).toBeUndefined()
    await waitFor(
      () => wallet.getState().sessions.length,
      (n) => n === 0,
      'the wallet to drop the session',
    )
  })

  it('restores the session after a reload (a new kernel on the same storage) and keeps signing', async () => {
    const storage = createMemoryStorageBackend()
    const first = await startKernel({ storage })
    const wallet = await startWallet()
    await connectThroughWallet(first, wallet)
    const address = first.wallet.getAccount('eip155').address as Hex
    await first.dispose()

    const second = await startKernel({ storage })
    expect(second.wallet.getAccount('eip155')).toMatchObject({ status: 'connected', address })
    expect((await getWalletConnect(second)).client.isLoaded()).toBe(true)
    const signature = await personalSign(second, 'After reload', address)
    expect(await verifyMessage({ address, message: 'After reload', signature })).toBe(true)
  })

  it('offers a fresh URI when the pairing would expire (4 minutes, expired under 10 s), and the new one connects', async () => {
    const clock = createManualClock()
    const portico = await startKernel({ clock })
    const wallet = await startWallet()
    const { client } = await getWalletConnect(portico)
    const connected = portico.wallet.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID })
    const first = await waitFor(() => client.state.getState().uri, Boolean, 'the first URI')
    expect(client.state.getState().uriStaleAt).toBe(clock.now() + 4 * 60_000 - 10_000)

    clock.advance(4 * 60_000 - 10_001)
    expect(client.state.getState().uri).toBe(first)
    clock.advance(1)
    const second = await waitFor(
      () => client.state.getState().uri,
      (uri) => Boolean(uri) && uri !== first,
      'a fresh URI',
    )
    expect(second).not.toBe(first)

    await wallet.pair(second as string)
    await expect(connected).resolves.toMatchObject({ caipNetworkId: 'eip155:31337' })
    expect(clock.pending()).toBe(0)
  })
})

describe('two kernels on one page', () => {
  it('keep their own sessions: each signs with its own wallet, and one disconnecting leaves the other', async () => {
    const start = (storagePrefix: string) =>
      relays.startKernel({
        networks: [localA],
        storagePrefix,
        plugins: [eip155(), walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url })],
      })
    const [first, second] = await Promise.all([start('@first/'), start('@second/')])
    const [walletOne, walletTwo] = await Promise.all([
      startWallet(),
      startWallet({ privateKey: (DEV_ACCOUNTS[2] as { privateKey: Hex }).privateKey }),
    ])
    await connectThroughWallet(first, walletOne)
    await connectThroughWallet(second, walletTwo)
    const [one, two] = [first, second].map((k) => k.wallet.getAccount('eip155').address as Hex) as [Hex, Hex]
    expect([one, two]).toEqual([walletOne.account.address, walletTwo.account.address])

    const [signedOne, signedTwo] = await Promise.all([
      personalSign(first, 'one', one),
      personalSign(second, 'two', two),
    ])
    expect(await verifyMessage({ address: one, message: 'one', signature: signedOne })).toBe(true)
    expect(await verifyMessage({ address: two, message: 'two', signature: signedTwo })).toBe(true)

    await first.wallet.disconnect()
    expect(second.wallet.isConnected('eip155')).toBe(true)
    await expect(personalSign(second, 'still here', two)).resolves.toMatch(/^0x/)
    expect(walletTwo.getState().sessions).toHaveLength(1)
  })
})

describe('WalletConnect across a relay restart', () => {
  it('the next request after the relay was killed and restarted completes', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portico-wc-plugin-'))
    const persistPath = join(directory, 'relay.json')
    let own = await startRelay({ port: 0, persistPath })
    try {
      const portico = await relays.startKernel({
        networks: [localA, localB],
        plugins: [eip155(), walletConnect({ projectId: 'portico-test', relayUrl: own.url })],
      })
      const wallet = await startWallet({}, own.url)
      await connectThroughWallet(portico, wallet)
      const address = portico.wallet.getAccount('eip155').address as Hex

      const { port } = own
      await own.close()
      own = await startRelay({ port, persistPath })

      const signature = await personalSign(portico, 'After the restart', address)
      expect(await verifyMessage({ address, message: 'After the restart', signature })).toBe(true)
      expect(portico.wallet.isConnected('eip155')).toBe(true)
    } finally {
      await relays.cleanUp()
      await own.close()
      await rm(directory, { recursive: true, force: true })
    }
  })
})

describe('WalletConnect when the relay is gone', () => {
  it('a disconnect still ends the session locally, after the timeout', async () => {
    const own = await startRelay({ port: 0 })
    const portico = await relays.startKernel({
      networks: [localA],
      plugins: [
        eip155(),
        walletConnect({ projectId: 'portico-test', relayUrl: own.url, disconnectTimeoutMs: 300 }),
      ],
    })
    const wallet = await startWallet({}, own.url)
    await connectThroughWallet(portico, wallet)
    await own.close()

    const started = Date.now()
    await portico.wallet.disconnect()
    expect(Date.now() - started).toBeLessThan(3000)
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    expect((await getWalletConnect(portico)).client.state.getState()).toMatchObject({
      status: 'idle',
      session: undefined,
    })
    expect(portico.storage.has('walletconnect.session')).toBe(false)
  })
})

describe('WalletConnect without chain plugins (manual control, the basic view)', () => {
  it('connects with the WalletConnect client alone; the app talks to the session through the provider', async () => {
    const portico = await relays.startKernel({
      networks: [localA, localB],
      plugins: [walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url })],
    })
    const wallet = await startWallet()
    await relays.connectFromView(portico, wallet)
    const service = await getWalletConnect(portico)
    expect(service.client.state.getState().session?.namespaces.eip155?.chains).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(portico.wallet.isConnected()).toBe(false)

    const [address] = (await service.provider.request({ method: 'eth_accounts' })) as Hex[]
    const signature = (await service.provider.request({
      method: 'personal_sign',
      params: [toHex('Manual'), address],
    })) as Hex
    expect(await verifyMessage({ address: address as Hex, message: 'Manual', signature })).toBe(true)
  })

  it("a rejected proposal shows as 'Connection rejected' there too", async () => {
    const portico = await relays.startKernel({
      networks: [localA],
      plugins: [walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url })],
    })
    const wallet = await startWallet()
    wallet.policy.proposals = 'reject'
    const service = await getWalletConnect(portico)

    service.startConnect()
    await wallet.pair((await waitFor(() => service.client.state.getState().uri, Boolean, 'a URI')) as string)
    const flow = await waitFor(
      () => service.flow.getState(),
      (f) => f.phase === 'failed',
      'the rejection',
    )
    expect(flow.error).toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: messages.connectionRejected,
    })
  })
})

/** Pairings the dapp's WalletConnect core still stores (its pairing store lives in the kernel's storage). */
function storedPairings(storage: StorageBackend): number {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) ?? ''
    if (key.includes('walletconnect/') && key.endsWith('//pairing')) {
      const value = JSON.parse(storage.getItem(key) ?? '[]') as unknown[]
      return value.length
    }
  }
  return 0
}
