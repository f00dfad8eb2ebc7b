// @vitest-environment node
// The names service against the API emulator and a real anvil chain: the registration is signed
// by a dev account (its signature checked by the emulator through the chain) and then served back.
import { defineNetwork, type Portico } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import { DEV_ACCOUNTS, type LocalChains, startLocalChains } from '@portico/testkit/services/chains/index'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { names } from '../plugin.js'
import { namesTokens } from '../tokens.js'

const owner = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
let local: LocalChains
let api: ApiEmulator
beforeAll(async () => {
  local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  api = await startApiEmulator({ chains: local.chains })
})
afterAll(async () => {
  await api?.close()
  await local?.stop()
})
let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
  api.reset()
})

async function start(signer = owner, chainId = 31337, account: string = owner.address) {
  const chain = local.chains[0]!
  const network = defineNetwork({
    id: chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wallet = mockChain({ accounts: [account], caipNetworkId: network.caipNetworkId })
  // The mock wallet signs for real, with the dev key (or another, to forge).
  wallet.adapter.signMessage = ({ message }) => signer.signMessage({ message })
  portico = createTestPortico({
    plugins: [wallet.plugin, names()],
    networks: [network],
    projectId: 'names-tests',
    api: { blockchainApi: api.url, catalogApi: api.url, analytics: api.url },
  })
  await portico.start()
  const service = await portico.resolve(namesTokens.service).load()
  return { portico, service }
}

describe('the names service', () => {
  it('registers a signed name, shows it for the account and serves it back; a reconnect reads it', async () => {
    const { portico, service } = await start()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await vi.waitFor(() => expect(portico.wallet.getAccount('eip155').profileName).toBeNull())
    expect(api.requests('profile-reverse')).toHaveLength(1)
    expect((await service.suggestions('alice'))[0]).toEqual({ name: 'alice.reown.id', registered: false })

    const record = await service.register('alice.reown.id')
    expect(record.addresses[String(0x80007a69)]?.address).toBe(owner.address)
    const [sent] = api.requests('profile-register')
    const body = sent?.body as { message: string; coin_type: number; address: string }
    expect(body.coin_type).toBe(0x80007a69)
    expect(JSON.parse(body.message)).toEqual({
      name: 'alice.reown.id',
      attributes: {},
      timestamp: expect.any(Number),
    })
    expect(portico.wallet.getAccount('eip155').profileName).toBe('alice.reown.id')
    expect(await service.lookup('alice.reown.id')).toMatchObject({ name: 'alice.reown.id' })
    expect((await service.suggestions('alice'))[0]).toEqual({ name: 'alice.reown.id', registered: true })

    await portico.wallet.disconnect()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await vi.waitFor(() => expect(portico.wallet.getAccount('eip155').profileName).toBe('alice.reown.id'))
  })

  it("refuses a taken name and a forged signature with 'Error registering name {name}' and the server's reason", async () => {
    const first = await start()
    await first.portico.wallet.connect({ connectorId: 'mock.injected' })
    await first.service.register('alice.reown.id')
    await expect(first.service.register('alice.reown.id')).rejects.toMatchObject({
      name: 'NamesError',
      shortMessage: 'Error registering name alice.reown.id',
      details: 'name: Name is already registered',
    })
    await first.portico.dispose()
    const forged = await start(stranger)
    await forged.portico.wallet.connect({ connectorId: 'mock.injected' })
    await expect(forged.service.register('bob1.reown.id')).rejects.toMatchObject({
      shortMessage: 'Error registering name bob1.reown.id',
      details: 'signature: Invalid signature',
    })
    expect(await forged.service.lookup('bob1.reown.id')).toBeUndefined()
  })

  it("refuses a chain id at or above 2^31 with 'Invalid chainId' before the wallet is asked", async () => {
    const { portico, service } = await start(owner, 2 ** 31)
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await expect(service.register('carol.reown.id')).rejects.toMatchObject({
      shortMessage: 'Invalid chainId',
    })
    expect(api.requests('profile-register')).toEqual([])
  })

  it("without a connected account: 'Address or auth connector not found'", async () => {
    const { service } = await start()
    await expect(service.register('dave.reown.id')).rejects.toMatchObject({
      shortMessage: 'Address or auth connector not found',
    })
  })

  it('shows the ENS name and avatar of an account without a registered name; a registered name wins', async () => {
    const { portico, service } = await start(stranger, 31337, stranger.address)
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    // Dev account 1 is alice.portico.eth with an SVG avatar in the emulator's identity fixture.
    await vi.waitFor(() =>
      expect(portico.wallet.getAccount('eip155')).toMatchObject({
        profileName: 'alice.portico.eth',
        profileImage: expect.stringMatching(/^data:image\/svg\+xml/),
      }),
    )
    const avatar = portico.wallet.getAccount('eip155').profileImage
    await service.register('stranger-1.reown.id')
    expect(portico.wallet.getAccount('eip155').profileName).toBe('stranger-1.reown.id')
    await service.refreshProfile()
    expect(portico.wallet.getAccount('eip155')).toMatchObject({
      profileName: 'stranger-1.reown.id',
      profileImage: avatar,
    })
  })

  it('looks a name up: the address for the active network, none for a free name', async () => {
    const { portico, service } = await start()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await service.register('forward-1.reown.id')
    const found = await service.resolve('forward-1.reown.id')
    expect(found?.address?.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(await service.resolve('free-name-1.reown.id')).toBeUndefined()
  })

  it('falls back to the spec-8 texts when the server fails or answers what it should not', async () => {
    const { portico, service } = await start()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await vi.waitFor(() => expect(api.requests('profile-reverse')).toHaveLength(1))
    api.faults.set('profile-account', { kind: 'status', status: 500 })
    await expect(service.lookup('alice.reown.id')).rejects.toMatchObject({
      name: 'NamesError',
      shortMessage: 'Error resolving name',
    })
    await expect(service.resolve('alice.reown.id')).rejects.toMatchObject({
      shortMessage: 'Error resolving name',
    })
    api.faults.set('profile-suggestions', { kind: 'malformed' })
    await expect(service.suggestions('alice')).rejects.toMatchObject({
      shortMessage: 'Error fetching name suggestions',
    })
    api.faults.set('profile-reverse', { kind: 'malformed' })
    await expect(service.reverse(owner.address)).rejects.toMatchObject({
      shortMessage: 'Error fetching names for address',
    })
    api.faults.set('profile-register', { kind: 'malformed' })
    await expect(service.register('erin-1.reown.id')).rejects.toMatchObject({
      shortMessage: 'Error registering name erin-1.reown.id',
    })
    // Nothing half-done: no name shown for the account.
    expect(portico.wallet.getAccount('eip155').profileName ?? null).toBeNull()
  })

  it("is EVM only: no names feature or view on Solana, and registering there is 'Network not found'", async () => {
    const solana = mockChain({ namespace: 'solana', caipNetworkId: testNetworks.solana.caipNetworkId })
    portico = createTestPortico({
      plugins: [solana.plugin, names()],
      networks: [testNetworks.solana],
      projectId: 'names-tests',
      api: { blockchainApi: api.url, catalogApi: api.url, analytics: api.url },
    })
    await portico.start()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    expect(portico.wallet.getState().activeNamespace).toBe('solana')
    const features = portico.extensions.list('account.features', portico.enabledContext())
    expect(features.filter((item) => item.pluginId === 'names')).toEqual([])
    for (const view of ['RegisterAccountName', 'RegisterAccountNameSuccess', 'names/LookupName'])
      expect(portico.views.isEnabled(view), view).toBe(false)
    const service = await portico.resolve(namesTokens.service).load()
    await expect(service.register('sol-1.reown.id')).rejects.toMatchObject({
      shortMessage: 'Network not found',
    })
    // No reverse lookup either: the Solana account is not asked about.
    expect(api.requests('profile-reverse')).toEqual([])
  })
})
