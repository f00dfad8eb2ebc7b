// The plugin end to end against the testkit's local Cosmos node, driven through a kernel, with the
// Keplr-style test wallet on a stand-in window.
import { createMemoryStorageBackend, type StorageBackend } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { COSMOS_DEV_ACCOUNTS, type CosmosNode, startCosmosNode } from '@portico/testkit/services/cosmos/index'
import {
  installKeplrTestWallet,
  type KeplrApprovalRequest,
  type KeplrTestWalletOptions,
} from '@portico/testkit/test-wallet/cosmos/index'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { verifyArbitrary } from './message/verify.js'
import { cosmosHub, osmosis } from './networks/networks.js'
import { cosmos } from './plugin.js'
import { localCosmosNetwork } from './test/localNetwork.js'
import type { CosmosNetwork } from './types.js'

const WALLET_ID = 'cosmos:keplr'
const [alice, bob] = COSMOS_DEV_ACCOUNTS as [
  (typeof COSMOS_DEV_ACCOUNTS)[number],
  (typeof COSMOS_DEV_ACCOUNTS)[number],
]
let node: CosmosNode
let network: CosmosNetwork
let target: EventTarget & Record<string, unknown>

beforeAll(async () => {
  node = await startCosmosNode({ port: 0 })
  network = localCosmosNetwork(node.url)
  target = new EventTarget() as EventTarget & Record<string, unknown>
})
afterAll(() => node?.close())

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startHarness({
  storage = createMemoryStorageBackend(),
  wallet: walletOptions = {},
  signMode,
}: {
  storage?: StorageBackend
  wallet?: Partial<KeplrTestWalletOptions>
  signMode?: 'direct' | 'amino'
} = {}) {
  const approvals: KeplrApprovalRequest[] = []
  let answer = true
  const { wallet, uninstall } = installKeplrTestWallet(
    {
      chains: [{ chainId: network.cosmos.chainId, bech32Prefix: 'cosmos' }],
      privateKeys: [alice.privateKey, bob.privateKey],
      approve: (request) => {
        approvals.push(request)
        return answer
      },
      ...walletOptions,
    },
    target,
  )
  const portico = createTestPortico({
    plugins: [
      cosmos({ window: target, confirmIntervalMs: 20, ...(signMode ? { signMode } : {}) }),
      placeholderViews(),
    ],
    networks: [network, cosmosHub, osmosis],
    storage,
  })
  await portico.start()
  await vi.waitFor(() => expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(WALLET_ID))
  cleanups.push(uninstall, () => portico.dispose())
  return {
    portico,
    wallet,
    approvals,
    reject: (rejecting = true) => {
      answer = !rejecting
    },
    adapter: portico.chains.get('cosmos')!,
    connector: () => portico.wallet.getState().connectors.find((c) => c.id === WALLET_ID)!,
  }
}

async function connected(options: Parameters<typeof startHarness>[0] = {}) {
  const harness = await startHarness(options)
  await harness.portico.wallet.connect({ connectorId: WALLET_ID })
  return harness
}

describe('connection', () => {
  it('finds window.keplr, enables the chain with one approval and shows the node balance', async () => {
    const { portico, approvals } = await connected()
    expect(portico.wallet.getState().connectors.find((c) => c.id === WALLET_ID)).toMatchObject({
      type: 'INJECTED',
      chain: 'cosmos',
    })
    expect(portico.wallet.getAccount('cosmos')).toMatchObject({ status: 'connected', address: alice.address })
    expect(portico.wallet.getAccount('cosmos').caipAddress).toBe(`cosmos:portico-local-1:${alice.address}`)
    expect(approvals.map((a) => a.method)).toEqual(['cosmos:enable'])
    // The first balance read loads CosmJS: seconds on a loaded machine.
    await vi.waitFor(
      () =>
        expect(portico.wallet.getAccount('cosmos').balance).toBe(
          String(Number(node.balance(alice.address)) / 1e6),
        ),
      { timeout: 15_000 },
    )
    expect(portico.wallet.getAccount('cosmos').balanceSymbol).toBe('STAKE')
  })

  it("maps a refused enable to 'Connection rejected' and stays disconnected", async () => {
    const { portico, reject } = await startHarness()
    reject()
    await expect(portico.wallet.connect({ connectorId: WALLET_ID })).rejects.toMatchObject({
      shortMessage: 'Connection rejected',
    })
    expect(portico.wallet.getAccount('cosmos').status).toBe('disconnected')
  })

  it('reconnects after a reload without a prompt and follows keplr_keystorechange', async () => {
    const storage = createMemoryStorageBackend()
    const kept = new Map<string, string>()
    const walletStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    }
    const first = await connected({ storage, wallet: { storage: walletStorage } })
    await first.portico.dispose()
    const { portico, approvals, wallet } = await startHarness({ storage, wallet: { storage: walletStorage } })
    await vi.waitFor(() => expect(portico.wallet.getAccount('cosmos').status).toBe('connected'))
    expect(approvals).toEqual([])
    wallet.switchAccount(1)
    await vi.waitFor(() => expect(portico.wallet.getAccount('cosmos').address).toBe(bob.address))
  })

  it('offers window.leap as its own connector beside Keplr, connects it and follows leap_keystorechange', async () => {
    const leap = installKeplrTestWallet(
      {
        chains: [{ chainId: network.cosmos.chainId, bech32Prefix: 'cosmos' }],
        privateKeys: [bob.privateKey, alice.privateKey],
        name: 'Leap',
      },
      target,
      'leap',
    )
    cleanups.push(leap.uninstall)
    const { portico } = await startHarness()
    await vi.waitFor(() =>
      expect(portico.wallet.getState().connectors.find((c) => c.id === 'cosmos:leap')).toMatchObject({
        type: 'INJECTED',
        chain: 'cosmos',
        name: 'Leap',
      }),
    )
    await portico.wallet.connect({ connectorId: 'cosmos:leap' })
    expect(portico.wallet.getAccount('cosmos')).toMatchObject({ status: 'connected', address: bob.address })
    leap.wallet.switchAccount(1)
    await vi.waitFor(() => expect(portico.wallet.getAccount('cosmos').address).toBe(alice.address))
  })

  it('a wallet answering getKey with the wrong shape is refused in plain words; nothing connects', async () => {
    // Enables any chain, then answers a key whose address is a number.
    target.leap = { enable: async () => undefined, getKey: async () => ({ bech32Address: 5 }) }
    cleanups.push(() => delete target.leap)
    const { portico } = await startHarness()
    await vi.waitFor(() =>
      expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain('cosmos:leap'),
    )
    await expect(portico.wallet.connect({ connectorId: 'cosmos:leap' })).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
    expect(portico.wallet.getAccount('cosmos').status).toBe('disconnected')
  })

  it('suggests a chain the wallet lacks, then switches to it with the chain prefix', async () => {
    const { portico, approvals } = await connected()
    await portico.wallet.switchNetwork(osmosis)
    expect(approvals.map((a) => a.method)).toEqual([
      'cosmos:enable',
      'cosmos:experimentalSuggestChain',
      'cosmos:enable',
    ])
    expect(portico.wallet.getAccount('cosmos').address).toMatch(/^osmo1/)
    expect(portico.wallet.getActiveNetwork('cosmos')?.caipNetworkId).toBe('cosmos:osmosis-1')
  })
})

describe('signing', () => {
  it('signs ADR-036 messages that verify, and refuses a signature by another key', async () => {
    const { adapter, connector, portico } = await connected()
    const signature = await adapter.signMessage!({
      connector: connector(),
      address: alice.address,
      message: 'Hello',
    })
    const publicKey = (await portico.request({ namespace: 'cosmos', method: 'cosmos_getAccounts' })) as {
      pubkey: string
    }[]
    expect(() =>
      verifyArbitrary({
        signer: alice.address,
        prefix: 'cosmos',
        message: 'Hello',
        signature: {
          pub_key: { type: 'tendermint/PubKeySecp256k1', value: publicKey[0]!.pubkey },
          signature,
        },
      }),
    ).not.toThrow()
    const forged = await connected({ wallet: { forgeSignatures: true } })
    await expect(
      forged.adapter.signMessage!({ connector: forged.connector(), address: alice.address, message: 'x' }),
    ).rejects.toMatchObject({ name: 'SignatureVerificationError' })
  })

  it('passes on a refusal to sign as a 4001', async () => {
    const { adapter, connector, reject } = await connected()
    reject()
    await expect(
      adapter.signMessage!({ connector: connector(), address: alice.address, message: 'x' }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})

describe('transfers', () => {
  for (const signMode of ['direct', 'amino'] as const) {
    it(`sends with simulated gas and a fee (${signMode}); both balances change on the node`, async () => {
      const { adapter, connector } = await connected({ signMode })
      const before = { alice: node.balance(alice.address), bob: node.balance(bob.address) }
      const hash = await adapter.sendTransfer!({
        connector: connector(),
        network,
        from: alice.address,
        to: bob.address,
        amount: '1.25',
      })
      expect(hash).toMatch(/^[0-9A-F]{64}$/)
      const record = node.ledger.txs.get(hash)!
      expect(record.result.code).toBe(0)
      const fee = BigInt(Math.ceil(Number(record.result.gasWanted) * 0.025))
      expect(node.balance(bob.address)).toBe(before.bob + 1_250_000n)
      expect(node.balance(alice.address)).toBe(before.alice - 1_250_000n - fee)
      expect(record.result.gasWanted).toBeGreaterThan(record.result.gasUsed)
    })
  }

  it('refuses bad input before the wallet is asked: another prefix, bad amounts, over the balance', async () => {
    const { adapter, connector, approvals } = await connected()
    const send = (to: string, amount: string) =>
      adapter.sendTransfer!({ connector: connector(), network, from: alice.address, to, amount })
    const osmoBob = 'osmo1fjkkqvlmw05kms9ln67mxajpf7cj25kyuuty0y'
    await expect(send(osmoBob, '1')).rejects.toMatchObject({ name: 'InvalidAddressError' })
    await expect(send(bob.address, '0')).rejects.toMatchObject({ name: 'InvalidAmountError' })
    await expect(send(bob.address, '1.0000001')).rejects.toMatchObject({ name: 'InvalidAmountError' })
    await expect(send(bob.address, 'abc')).rejects.toMatchObject({ name: 'InvalidAmountError' })
    await expect(send(bob.address, '5000')).rejects.toMatchObject({ name: 'CosmosNodeError' })
    const balance = node.balance(alice.address)
    await expect(send(bob.address, String(Number(balance) / 1e6))).rejects.toMatchObject({
      name: 'InsufficientFundsError',
    })
    expect(approvals.map((a) => a.method)).toEqual(['cosmos:enable'])
    expect(node.balance(alice.address)).toBe(balance)
  })

  it('passes on a refused signature as a 4001 and leaves the balances alone', async () => {
    const { adapter, connector, reject } = await connected()
    const balance = node.balance(alice.address)
    reject()
    await expect(
      adapter.sendTransfer!({
        connector: connector(),
        network,
        from: alice.address,
        to: bob.address,
        amount: '1',
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(node.balance(alice.address)).toBe(balance)
  })

  it('refuses a transaction signed by another key before broadcasting it', async () => {
    const { adapter, connector } = await connected({ wallet: { forgeSignatures: true } })
    const balance = node.balance(alice.address)
    await expect(
      adapter.sendTransfer!({
        connector: connector(),
        network,
        from: alice.address,
        to: bob.address,
        amount: '1',
      }),
    ).rejects.toMatchObject({ name: 'SignatureVerificationError' })
    expect(node.balance(alice.address)).toBe(balance)
  })
})
