// The plugin end to end against a real node (litecoind regtest, the playground's Bitcoin service),
// driven through a kernel with the playground's Bitcoin test wallet registered on a fake window.
import { createMemoryStorageBackend, type StorageBackend } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import {
  BITCOIN_COINBASE_SATS,
  BITCOIN_DEV_KEYS,
  bitcoinNodeUnavailableReason,
  type LocalBitcoin,
  startLocalBitcoin,
} from '@portico/testkit/services/bitcoin/index'
import {
  createBitcoinTestWallet,
  createUnisatTestProvider,
  type PromptRequest,
} from '@portico/testkit/test-wallet/index'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { verifyMessage } from './message/verifyMessage.js'
import { defineBitcoinNetwork } from './networks/networks.js'
import { bip122 } from './plugin.js'
import type { Bip122Network } from './types.js'

const unavailable = bitcoinNodeUnavailableReason()
if (unavailable) console.warn(`Skipping the bip122 node tests: ${unavailable}`)

const CONNECTOR_ID = 'wallet-standard:Portico Test Bitcoin Wallet'
let node: LocalBitcoin
let network: Bip122Network

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function harness({
  storage = createMemoryStorageBackend(),
  walletStorage = new Map<string, string>(),
} = {}) {
  const approvals: PromptRequest[] = []
  let answer = true
  const target = new EventTarget()
  const testWallet = createBitcoinTestWallet({
    keys: BITCOIN_DEV_KEYS[0]!,
    params: node.params,
    chain: 'bitcoin:regtest',
    approve: (request) => {
      approvals.push(request)
      return answer
    },
    storage: {
      getItem: (key) => walletStorage.get(key) ?? null,
      setItem: (key, value) => void walletStorage.set(key, value),
      removeItem: (key) => void walletStorage.delete(key),
    },
  })
  const unregister = testWallet.register(target)
  const portico = createTestPortico({
    plugins: [bip122({ window: target, confirmationPollMs: 100 }), placeholderViews()],
    networks: [network],
    storage: storage as StorageBackend,
  })
  await portico.start()
  cleanups.push(unregister, () => portico.dispose())
  return {
    portico,
    testWallet,
    approvals,
    reject: (rejecting = true) => {
      answer = !rejecting
    },
    adapter: portico.chains.get('bip122')!,
    connector: () => portico.wallet.getState().connectors.find((c) => c.id === CONNECTOR_ID)!,
  }
}

describe.skipIf(unavailable)('bip122 against litecoind regtest', () => {
  beforeAll(async () => {
    node = await startLocalBitcoin()
    network = defineBitcoinNetwork({
      genesisHash: node.genesisHash,
      name: 'Local Bitcoin',
      params: node.params,
      walletChain: 'bitcoin:regtest',
      rpcUrls: [node.rpcUrl],
      testnet: true,
    })
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  it('discovers the Wallet Standard wallet and connects its payment and ordinal accounts with their keys', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    expect(h.approvals.map((a) => a.method)).toEqual(['bitcoin:connect'])
    const account = h.portico.wallet.getAccount('bip122')
    expect(account.address).toBe(node.accounts[0]!.payment.address)
    expect(account.caipAddress).toBe(`${network.caipNetworkId}:${node.accounts[0]!.payment.address}`)
    const addresses = (await h.portico.request({
      namespace: 'bip122',
      method: 'getAccountAddresses',
    })) as unknown[]
    expect(addresses).toEqual([
      {
        address: node.accounts[0]!.payment.address,
        purpose: 'payment',
        publicKey: node.accounts[0]!.payment.publicKey,
      },
      {
        address: node.accounts[0]!.ordinal.address,
        purpose: 'ordinal',
        publicKey: node.accounts[0]!.ordinal.publicKey,
      },
    ])
  })

  it('reads the balance from the Blockchain API when the app has one, and from the node when it fails', async () => {
    const api: ApiEmulator = await startApiEmulator({
      chains: [],
      bitcoin: { rpcUrl: node.rpcUrl, caipNetworkId: network.caipNetworkId },
    })
    cleanups.push(() => api.close())
    const portico = createTestPortico({
      plugins: [bip122({ window: new EventTarget() }), placeholderViews()],
      networks: [network],
      projectId: 'test-project',
      api: { blockchainApi: api.url },
    })
    await portico.start()
    cleanups.push(() => portico.dispose())
    const adapter = portico.chains.get('bip122')!
    const address = node.accounts[1]!.payment.address
    const expected = { value: BITCOIN_COINBASE_SATS, decimals: 8, formatted: '50.00000000', symbol: 'BTC' }
    expect(await adapter.getNativeBalance!({ address, network })).toEqual(expected)
    const asked = async () =>
      (
        (await (await fetch(`${api.url}/__emulator/requests?route=balance`)).json()) as {
          requests: unknown[]
        }
      ).requests.length
    expect(await asked()).toBe(1)
    // The API fails: the node answers, with the same balance.
    await fetch(`${api.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'balance', kind: 'status', status: 503 }),
    })
    expect(await adapter.getNativeBalance!({ address, network })).toEqual(expected)
    expect(await asked()).toBe(2)
  })

  it('reads the balance from the node with 8 decimals', async () => {
    const h = await harness()
    const balance = await h.adapter.getNativeBalance!({ address: node.accounts[1]!.payment.address, network })
    expect(balance).toEqual({
      value: BITCOIN_COINBASE_SATS,
      decimals: 8,
      formatted: '50.00000000',
      symbol: 'BTC',
    })
  })

  it('signs a message with BIP-322 for the payment and the ordinal account, verified before it is returned', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    for (const address of [node.accounts[0]!.payment.address, node.accounts[0]!.ordinal.address]) {
      const answer = (await h.portico.request({
        namespace: 'bip122',
        method: 'signMessage',
        params: { address, message: 'Sign in to Portico' },
      })) as { signature: string; protocol: string }
      expect(answer.protocol).toBe('bip322')
      expect(
        verifyMessage({
          address,
          message: 'Sign in to Portico',
          signature: answer.signature,
          params: node.params,
        }),
      ).toBe('bip322')
    }
    // The kernel's sign capability answers the same kind of signature.
    const signature = await h.adapter.signMessage!({
      connector: h.connector(),
      address: node.accounts[0]!.payment.address,
      message: 'hello',
    })
    expect(
      verifyMessage({
        address: node.accounts[0]!.payment.address,
        message: 'hello',
        signature,
        params: node.params,
      }),
    ).toBe('bip322')
  })

  it('a refused prompt is a 4001 rejection and changes nothing', async () => {
    const h = await harness()
    h.reject()
    await expect(h.portico.wallet.connect({ connectorId: CONNECTOR_ID })).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
    })
    expect(h.portico.wallet.isConnected('bip122')).toBe(false)
    h.reject(false)
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    h.reject()
    await expect(
      h.portico.request({ namespace: 'bip122', method: 'signMessage', params: { message: 'no' } }),
    ).rejects.toMatchObject({ code: 4001 })
    const before = await node.balance(node.accounts[0]!.payment.address)
    await expect(
      h.portico.request({
        namespace: 'bip122',
        method: 'sendTransfer',
        params: { recipientAddress: node.accounts[2]!.payment.address, amount: '1000' },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await node.balance(node.accounts[0]!.payment.address)).toBe(before)
  })

  it('sends bitcoin: PSBT from the UTXOs, the wallet signs, broadcast, mined; both balances change on the node', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    const from = node.accounts[0]!.payment.address
    const to = node.accounts[1]!.ordinal.address
    const [fromBefore, toBefore] = [await node.balance(from), await node.balance(to)]
    const confirmed = new Promise((resolve) => h.portico.events.on('bip122:transaction-confirmed', resolve))
    const txid = await h.adapter.sendTransfer!({
      connector: h.connector(),
      network,
      from,
      to,
      amount: '0.25',
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(h.approvals.at(-1)).toMatchObject({ method: 'bitcoin:signTransaction' })
    // A second send before the block is mined spends other coins or none: never the pending one.
    await expect(
      h.adapter.sendTransfer!({ connector: h.connector(), network, from, to, amount: '1' }),
    ).rejects.toMatchObject({ name: 'InsufficientFundsError' })
    await node.mine(1)
    await expect(confirmed).resolves.toEqual({ txid, caipNetworkId: network.caipNetworkId })
    const tx = await node.rpc<{ vout: { value: number }[]; vin: unknown[] }>('getrawtransaction', [
      txid,
      true,
    ])
    const fee = fromBefore - 25_000_000n - (await node.balance(from))
    expect(await node.balance(to)).toBe(toBefore + 25_000_000n)
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(10_000n)
    expect(tx.vin).toHaveLength(1)
    expect(tx.vout).toHaveLength(2)
  })

  it('refuses bad input in plain words and leaves state unchanged', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    const from = node.accounts[0]!.payment.address
    const send = (to: string, amount: string) =>
      h.adapter.sendTransfer!({ connector: h.connector(), network, from, to, amount })
    const before = h.approvals.length
    await expect(send('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0.1')).rejects.toThrow(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 is not a valid address on Local Bitcoin.',
    )
    await expect(send(node.accounts[1]!.payment.address, '0.00000100')).rejects.toMatchObject({
      name: 'DustAmountError',
    })
    await expect(send(node.accounts[1]!.payment.address, '5000')).rejects.toMatchObject({
      name: 'InsufficientFundsError',
    })
    await expect(send(node.accounts[1]!.payment.address, '0.123456789')).rejects.toMatchObject({
      name: 'InvalidAmountError',
    })
    expect(h.approvals.length).toBe(before)
    expect(h.adapter.isAddress!(node.accounts[1]!.payment.address)).toBe(true)
    expect(h.adapter.isAddress!('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
  })

  it('switching to the same Bitcoin network is a no-op; to a network the accounts are not on fails', async () => {
    const h = await harness()
    await h.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    await expect(h.adapter.switchNetwork!({ connector: h.connector(), network })).resolves.toBeUndefined()
    const { bitcoinTestnet } = await import('./networks/networks.js')
    await expect(
      h.adapter.switchNetwork!({ connector: h.connector(), network: bitcoinTestnet }),
    ).rejects.toMatchObject({
      name: 'UnsupportedNetworkError',
    })
  })

  it('reconnects after a reload without a prompt when the wallet still grants the page', async () => {
    const storage = createMemoryStorageBackend()
    const walletStorage = new Map<string, string>()
    const first = await harness({ storage, walletStorage })
    await first.portico.wallet.connect({ connectorId: CONNECTOR_ID })
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    const second = await harness({ storage, walletStorage })
    await second.portico.wallet.reconnect()
    expect(second.approvals).toEqual([])
    expect(second.portico.wallet.getAccount('bip122').address).toBe(node.accounts[0]!.payment.address)
    // Disconnecting forgets the grant: the next reload stays disconnected.
    await second.portico.wallet.disconnect({ namespace: 'bip122' })
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    const third = await harness({ storage, walletStorage })
    await third.portico.wallet.reconnect()
    expect(third.portico.wallet.isConnected('bip122')).toBe(false)
  })

  it('drives a UniSat-shaped injected provider (window.unisat) as its own INJECTED connector', async () => {
    const target = Object.assign(new EventTarget(), {}) as EventTarget & { unisat?: unknown }
    const backing = createBitcoinTestWallet({
      keys: BITCOIN_DEV_KEYS[1]!,
      params: node.params,
      chain: 'bitcoin:regtest',
    })
    target.unisat = createUnisatTestProvider(backing)
    const portico = createTestPortico({
      plugins: [bip122({ window: target }), placeholderViews()],
      networks: [network],
      storage: createMemoryStorageBackend(),
    })
    await portico.start()
    cleanups.push(() => portico.dispose())
    await portico.wallet.connect({ connectorId: 'unisat' })
    const address = node.accounts[1]!.payment.address
    expect(portico.wallet.getAccount('bip122').address).toBe(address)
    const { signature } = (await portico.request({
      namespace: 'bip122',
      method: 'signMessage',
      params: { message: 'unisat' },
    })) as { signature: string }
    expect(verifyMessage({ address, message: 'unisat', signature, params: node.params })).toBe('bip322')
    const { txid } = (await portico.request({
      namespace: 'bip122',
      method: 'sendTransfer',
      params: { recipientAddress: node.accounts[2]!.ordinal.address, amount: '50000' },
    })) as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
  })
})
