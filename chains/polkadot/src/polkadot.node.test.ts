// The plugin end to end against the local Polkadot node emulator, driven through a kernel with the
// playground's injectedWeb3 test extension on a fake window.

import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { createMemoryStorageBackend, type StorageBackend } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import {
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotNode,
  startPolkadotNode,
} from '@portico/testkit/services/polkadot/index'
import type { PromptRequest } from '@portico/testkit/test-wallet/index'
import {
  createPolkadotTestWallet,
  installPolkadotTestWallet,
} from '@portico/testkit/test-wallet/polkadot/index'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { definePolkadotNetwork } from './networks/networks.js'
import { polkadot } from './plugin.js'
import type { PolkadotNetwork } from './types.js'

const CONNECTOR_ID = 'injectedWeb3:portico-polkadot-test-wallet'
const [alice, bob, aliceEd, aliceEcdsa] = POLKADOT_DEV_ACCOUNTS as [
  (typeof POLKADOT_DEV_ACCOUNTS)[number],
  (typeof POLKADOT_DEV_ACCOUNTS)[number],
  (typeof POLKADOT_DEV_ACCOUNTS)[number],
  (typeof POLKADOT_DEV_ACCOUNTS)[number],
]
const UNIT = 10n ** 12n
let node: PolkadotNode
let network: PolkadotNetwork

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function harness({
  walletStorage = new Map<string, string>(),
  networks = [network],
  otherExtensions = {},
}: {
  walletStorage?: Map<string, string>
  networks?: PolkadotNetwork[]
  /** More injectedWeb3 entries beside the test extension (other extensions of the page). */
  otherExtensions?: Record<string, unknown>
} = {}) {
  const approvals: PromptRequest[] = []
  let answer = true
  const target = Object.assign(new EventTarget(), {
    injectedWeb3: { ...otherExtensions } as Record<string, unknown>,
  })
  const extension = installPolkadotTestWallet(target, {
    accounts: [alice, aliceEd, aliceEcdsa],
    origin: 'http://127.0.0.1:5173',
    approve: async (request) => {
      approvals.push(request)
      return answer
    },
    storage: {
      getItem: (key) => walletStorage.get(key) ?? null,
      setItem: (key, value) => void walletStorage.set(key, value),
      removeItem: (key) => void walletStorage.delete(key),
    },
  })
  const portico = createTestPortico({
    plugins: [polkadot({ window: target, dappName: 'Portico tests' }), placeholderViews()],
    networks,
    storage: createMemoryStorageBackend() as StorageBackend,
  })
  await portico.start()
  cleanups.push(() => portico.dispose())
  return {
    portico,
    extension,
    approvals,
    reject: (rejecting = true) => {
      answer = !rejecting
    },
    adapter: portico.chains.get('polkadot')!,
  }
}

const free = async (address: string) => node.chain.account(address).free

describe('polkadot against the local node emulator', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    node = await startPolkadotNode({ port: 0 })
    network = definePolkadotNetwork({
      genesisHash: node.genesisHash,
      name: 'Local Polkadot',
      ss58Prefix: 42,
      symbol: 'UNIT',
      decimals: 12,
      webSocketUrls: [node.wsUrl],
      testnet: true,
    })
  }, 60_000)
  afterAll(async () => {
    await node?.close()
  })

  it('offers the injectedWeb3 extension as a connector and connects its three key types with their names', async () => {
    const h = await harness()
    const connector = h.portico.wallet.getState().connectors.find((c) => c.id === CONNECTOR_ID)
    expect(connector).toMatchObject({
      type: 'INJECTED',
      chain: 'polkadot',
      name: 'Portico Polkadot Test Wallet',
    })
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    expect(h.approvals.map((a) => [a.method, a.params])).toEqual([['polkadot:enable', ['Portico tests']]])
    expect(h.portico.wallet.getAccount('polkadot').address).toBe(alice.address)
    expect(h.portico.wallet.getAccount('polkadot').caipAddress).toBe(
      `${network.caipNetworkId}:${alice.address}`,
    )
    const accounts = (await h.portico.request({ namespace: 'polkadot', method: 'getAccounts' })) as Array<{
      name: string
      type: string
      address: string
    }>
    expect(accounts.map((a) => [a.name, a.type, a.address])).toEqual([
      ['Alice', 'sr25519', alice.address],
      ['Alice (ed25519)', 'ed25519', aliceEd.address],
      ['Alice (ecdsa)', 'ecdsa', aliceEcdsa.address],
    ])
  })

  it('each extension of injectedWeb3 is its own connector, connected with its own accounts', async () => {
    const talisman = createPolkadotTestWallet({ accounts: [bob], origin: 'http://127.0.0.1:5173' })
    const h = await harness({ otherExtensions: { talisman: talisman.entry } })
    const polkadotConnectors = h.portico.wallet
      .getState()
      .connectors.filter((c) => c.chain === 'polkadot')
      .map((c) => [c.id, c.name])
    expect(polkadotConnectors).toEqual(
      expect.arrayContaining([
        ['injectedWeb3:talisman', 'Talisman'],
        [CONNECTOR_ID, 'Portico Polkadot Test Wallet'],
      ]),
    )
    await h.portico.wallet.connect({ connectorId: 'injectedWeb3:talisman' })
    expect(h.portico.wallet.getAccount('polkadot').address).toBe(bob.address)
    // The test extension was not asked.
    expect(h.approvals).toEqual([])
  })

  it('an extension answering accounts of the wrong shape is refused in plain words; nothing connects', async () => {
    const broken = {
      version: '0.1.0',
      enable: async () => ({ accounts: { get: async () => [{ address: 42 }] } }),
    }
    const h = await harness({ otherExtensions: { broken } })
    await expect(h.portico.wallet.connect({ connectorId: 'injectedWeb3:broken' })).rejects.toMatchObject({
      name: 'InvalidExtensionAnswerError',
    })
    expect(h.portico.wallet.getAccount('polkadot').status).toBe('disconnected')
  })

  it('a refused enable is a 4001 rejection and leaves the namespace disconnected', async () => {
    const h = await harness()
    h.reject()
    await expect(h.portico.wallet.connect({ connectorId: CONNECTOR_ID })).rejects.toMatchObject({
      code: 4001,
    })
    expect(h.portico.wallet.isConnected('polkadot')).toBe(false)
  })

  it('signs a message with each key type; the signature verifies over the <Bytes>-wrapped message', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    for (const account of [alice, aliceEd, aliceEcdsa]) {
      const { signature } = (await h.portico.request({
        namespace: 'polkadot',
        method: 'signMessage',
        params: { message: 'Hello from Portico', address: account.address },
      })) as { signature: string }
      expect(
        signatureVerify(u8aWrapBytes(stringToU8a('Hello from Portico')), signature, account.address).isValid,
      ).toBe(true)
      // sr25519 checked on its own (signatureVerify also accepts the bare message): the extension wrapped it.
      if (account.type === 'sr25519') {
        const publicKey = decodeAddress(account.address)
        expect(sr25519Verify(u8aWrapBytes(stringToU8a('Hello from Portico')), signature, publicKey)).toBe(
          true,
        )
        expect(sr25519Verify(stringToU8a('Hello from Portico'), signature, publicKey)).toBe(false)
      }
    }
    h.reject()
    await expect(
      h.portico.request({ namespace: 'polkadot', method: 'signMessage', params: { message: 'no' } }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('refuses a signature that does not verify (a wallet answering for another key)', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    const injected = await (h.extension.entry.enable('x') as Promise<{ signer: { signRaw: unknown } }>)
    injected.signer.signRaw = async () => ({ id: 1, signature: u8aToHex(new Uint8Array(64).fill(7)) })
    await expect(
      h.portico.request({ namespace: 'polkadot', method: 'signMessage', params: { message: 'forged' } }),
    ).rejects.toMatchObject({ name: 'InvalidSignatureError' })
  })

  it('reads the balance and sends transferKeepAlive: amount and fee leave the sender, the receiver gets the amount', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    const balance = await h.adapter.getNativeBalance!({ address: alice.address, network })
    expect(balance).toMatchObject({ value: await free(alice.address), decimals: 12, symbol: 'UNIT' })
    const estimate = (await h.portico.request({
      namespace: 'polkadot',
      method: 'estimateTransfer',
      params: { recipientAddress: bob.address, amount: '150' },
    })) as { fee: string; existentialDeposit: string; symbol: string }
    expect(estimate.existentialDeposit).toBe('100')
    expect(Number(estimate.fee)).toBeGreaterThan(0)
    const [aliceBefore, bobBefore] = [await free(alice.address), await free(bob.address)]
    const statuses: string[] = []
    h.portico.events.on('polkadot:transaction-status', ({ status }) => statuses.push(status))
    const outcome = (await h.portico.request({
      namespace: 'polkadot',
      method: 'sendTransfer',
      params: { recipientAddress: bob.address, amount: '150' },
    })) as { hash: string; blockHash: string }
    expect(h.approvals.at(-1)?.method).toBe('polkadot:signPayload')
    expect(node.chain.block(outcome.blockHash)?.extrinsics).toHaveLength(1)
    expect(await free(bob.address)).toBe(bobBefore + 150n * UNIT)
    const fee = aliceBefore - 150n * UNIT - (await free(alice.address))
    expect(fee).toBe(BigInt(Math.round(Number(estimate.fee) * 1e12)))
    await expect.poll(() => statuses.includes('finalized')).toBe(true)
  })

  it('refuses before any prompt: another prefix, below the existential deposit, over the balance; nothing changes', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    const prompts = h.approvals.length
    const before = await free(alice.address)
    const send = (recipientAddress: string, amount: string) =>
      h.portico.request({
        namespace: 'polkadot',
        method: 'sendTransfer',
        params: { recipientAddress, amount },
      })
    // Bob's key with the Polkadot prefix (0): not an address of this network.
    await expect(send('14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3', '1')).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    await expect(send('5FreshAccountThatDoesNotDecodexxxxxxxxxxxxxxxxx', '1')).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    const fresh = '5CiPPseXPECbkjWCa6MnjNokrgYjMqmKndv2rSnekmSK2DjL'
    await expect(send(fresh, '99.5')).rejects.toMatchObject({ name: 'BelowExistentialDepositError' })
    await expect(send(bob.address, '1000000')).rejects.toMatchObject({ name: 'InsufficientBalanceError' })
    await expect(send(bob.address, '1.0000000000001')).rejects.toMatchObject({ name: 'InvalidAmountError' })
    expect(h.approvals.length).toBe(prompts)
    expect(await free(alice.address)).toBe(before)
  })

  it('a node of another chain, or no node at all, is a PolkadotNodeError in plain words; nothing is signed', async () => {
    const local = {
      name: 'Local Polkadot',
      ss58Prefix: 42,
      symbol: 'UNIT',
      decimals: 12,
      testnet: true,
    }
    // The local node's URL under another genesis hash: the node answers for a chain it is not.
    const otherChain = definePolkadotNetwork({
      ...local,
      genesisHash: `0x${'11'.repeat(32)}`,
      webSocketUrls: [node.wsUrl],
    })
    // Nothing listens on port 9 of 127.0.0.1.
    const noNode = definePolkadotNetwork({
      ...local,
      genesisHash: `0x${'22'.repeat(32)}`,
      webSocketUrls: ['ws://127.0.0.1:9'],
    })
    const before = await free(alice.address)
    for (const [net, reason] of [
      [otherChain, /^The node refused the request: the node at .* serves another chain \(genesis 0x/],
      [noNode, /^The node refused the request: could not reach Local Polkadot at ws:\/\/127\.0\.0\.1:9\./],
    ] as const) {
      const h = await harness({ networks: [net] })
      await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
      const prompts = h.approvals.length
      const sending = h.portico.request({
        namespace: 'polkadot',
        method: 'sendTransfer',
        params: { recipientAddress: bob.address, amount: '1' },
      })
      await expect(sending).rejects.toMatchObject({ name: 'PolkadotNodeError' })
      await expect(sending).rejects.toThrow(reason)
      expect(h.approvals.length).toBe(prompts)
    }
    expect(await free(alice.address)).toBe(before)
  })

  it('a refused transaction prompt is a 4001 rejection and moves nothing', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    const before = await free(alice.address)
    h.reject()
    await expect(
      h.portico.request({
        namespace: 'polkadot',
        method: 'sendTransfer',
        params: { recipientAddress: bob.address, amount: '1' },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await free(alice.address)).toBe(before)
  })

  it('follows account changes of the extension and reconnects after a reload without a prompt', async () => {
    const walletStorage = new Map<string, string>()
    const h = await harness({ walletStorage })
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    h.extension.setAccounts([aliceEd])
    await expect.poll(() => h.portico.wallet.getAccount('polkadot').address).toBe(aliceEd.address)
    h.extension.setAccounts([])
    await expect.poll(() => h.portico.wallet.isConnected('polkadot')).toBe(false)
    // A new page: the extension remembers the site, so enable answers without a prompt.
    const again = await harness({ walletStorage })
    const connector = again.portico.wallet.getState().connectors.find((c) => c.id === CONNECTOR_ID)!
    const result = await again.adapter.reconnect!({ connector, network })
    expect(result?.accounts[0]?.address).toBe(alice.address)
    expect(again.approvals).toEqual([])
  })
})
