// The plugin end to end against real anvil chains, driven through a kernel and the playground's
// test wallet announced on a fake window.
import {
  createMemoryStorageBackend,
  messages,
  type Network,
  RpcError,
  type StorageBackend,
} from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { DEV_ACCOUNTS, type LocalChains, startLocalChains } from '@portico/testkit/services/chains/index'
import {
  type ApprovalRequest,
  announceTestWallet,
  createTestWallet,
  TEST_WALLET,
  type TestWalletChain,
  type TestWalletProvider,
} from '@portico/testkit/test-wallet/index'
import {
  createPublicClient,
  erc20Abi,
  formatEther,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155 } from './plugin.js'
import { createFakeWindow, LOCAL_NETWORK_ICON, toLocalNetworks } from './test/fixtures.js'

let local: LocalChains
let networkA: Network
let networkB: Network
let clientA: PublicClient
let clientB: PublicClient
const WALLET_ID = 'dev.portico.testwallet'
const account0 = DEV_ACCOUNTS[0]!.address
const account2 = DEV_ACCOUNTS[2]!.address

beforeAll(async () => {
  local = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
  })
  ;[networkA, networkB] = toLocalNetworks(local.chains) as [Network, Network]
  clientA = createPublicClient({ transport: http(local.chains[0]!.rpcUrl) })
  clientB = createPublicClient({ transport: http(local.chains[1]!.rpcUrl) })
}, 120_000)

afterAll(async () => {
  await local?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type HarnessOptions = {
  /** Chains the wallet knows; default both local chains. */
  walletChains?: readonly TestWalletChain[]
  storage?: StorageBackend
  wallet?: TestWalletProvider
}

/** A kernel with the eip155 plugin and placeholder views, and the test wallet announced on a fake window. */
async function startHarness(options: HarnessOptions = {}) {
  const approvals: ApprovalRequest[] = []
  let answer = true
  const wallet =
    options.wallet ??
    createTestWallet(TEST_WALLET, {
      chains: options.walletChains ?? local.chains,
      approve: (request) => {
        approvals.push(request)
        return answer
      },
    }).provider
  const win = createFakeWindow()
  const stopAnnouncing = announceTestWallet(win, {
    provider: wallet,
    info: { name: TEST_WALLET.name, icon: TEST_WALLET.icon, rdns: TEST_WALLET.rdns },
  })
  const portico = createTestPortico({
    plugins: [eip155({ window: win }), placeholderViews()],
    networks: [networkA, networkB],
    storage: options.storage ?? createMemoryStorageBackend(),
  })
  await portico.start()
  cleanups.push(stopAnnouncing, () => portico.dispose())
  return {
    portico,
    wallet,
    approvals,
    reject: (rejecting = true) => {
      answer = !rejecting
    },
    adapter: portico.chains.get('eip155')!,
    connector: () => portico.wallet.getState().connectors.find((c) => c.id === WALLET_ID)!,
  }
}

async function connected(options: HarnessOptions = {}) {
  const harness = await startHarness(options)
  await harness.portico.wallet.connect({ connectorId: WALLET_ID })
  return harness
}

describe('connect, reconnect and wallet events', () => {
  it('connects through the announced test wallet with one approval', async () => {
    const { portico, approvals } = await startHarness()
    const result = await portico.wallet.connect({ connectorId: WALLET_ID })

    expect(result.caipNetworkId).toBe('eip155:31337')
    expect(result.accounts.map((a) => a.address)).toEqual([account0, account2])
    const account = portico.wallet.getAccount('eip155')
    expect(account.status).toBe('connected')
    expect(account.address).toBe(account0)
    expect(account.caipAddress).toBe(`eip155:31337:${account0}`)
    expect(account.connectedWalletInfo).toMatchObject({ name: 'Portico Test Wallet', rdns: WALLET_ID })
    expect(approvals.map((a) => a.method)).toEqual(['eth_requestAccounts'])
  })

  it('asks the wallet to move to the app network on connect', async () => {
    const wallet = createTestWallet(TEST_WALLET, { chains: local.chains, chainId: 31338 }).provider
    const { portico } = await startHarness({ wallet })
    await portico.wallet.connect({ connectorId: WALLET_ID, network: networkA })
    expect(wallet.chainId).toBe(31337)
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31337')
  })

  it('connects on a chain the app lacks when the wallet will not switch; the kernel marks it unsupported', async () => {
    const unknownChain = { chainId: 4242, rpcUrl: local.chains[0]!.rpcUrl, name: 'Not in the app' }
    const wallet = createTestWallet(TEST_WALLET, {
      chains: [unknownChain, ...local.chains],
      approve: (request) => request.method !== 'wallet_switchEthereumChain',
    }).provider
    const { portico } = await startHarness({ wallet })
    const changes: unknown[] = []
    portico.events.on('wallet:network-changed', (event) => changes.push(event))
    const result = await portico.wallet.connect({ connectorId: WALLET_ID })
    expect(result.caipNetworkId).toBe('eip155:4242')
    expect(portico.wallet.getAccount('eip155').status).toBe('connected')
    expect(portico.wallet.getState().unsupportedNetworks.eip155).toBe('eip155:4242')
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(false)
    expect(changes).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:4242', supported: false }])
  })

  it('maps a refused connection to "Connection rejected"', async () => {
    const { portico, reject } = await startHarness()
    reject()
    await expect(portico.wallet.connect({ connectorId: WALLET_ID })).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: messages.connectionRejected,
    })
    expect(portico.wallet.getAccount('eip155').status).toBe('disconnected')
  })

  it('reconnects after a simulated reload without a prompt (eth_accounts)', async () => {
    const storage = createMemoryStorageBackend()
    const first = await startHarness({ storage })
    await first.portico.wallet.connect({ connectorId: WALLET_ID })
    expect(first.approvals).toHaveLength(1)
    await first.portico.dispose()

    // The page reloads: a new kernel, the same storage, the same wallet extension.
    const request = vi.spyOn(first.wallet, 'request')
    const second = await startHarness({ storage, wallet: first.wallet })
    const account = second.portico.wallet.getAccount('eip155')
    expect(account.status).toBe('connected')
    expect(account.address).toBe(account0)
    expect(first.approvals).toHaveLength(1)
    const methods = request.mock.calls.map(([call]) => call.method)
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('does not reconnect when the wallet no longer grants the site', async () => {
    const storage = createMemoryStorageBackend()
    const first = await startHarness({ storage })
    await first.portico.wallet.connect({ connectorId: WALLET_ID })
    await first.portico.dispose()
    await first.wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })

    const second = await startHarness({ storage, wallet: first.wallet })
    expect(second.portico.wallet.getAccount('eip155').status).toBe('disconnected')
    expect(first.approvals).toHaveLength(1)
  })

  it('reflects accountsChanged, chainChanged and disconnect in the kernel', async () => {
    const unknownChain = { chainId: 4242, rpcUrl: local.chains[0]!.rpcUrl, name: 'Not in the app' }
    const { portico, wallet } = await connected({ walletChains: [...local.chains, unknownChain] })
    const events: unknown[] = []
    portico.events.on('wallet:network-changed', (event) => events.push(event))

    wallet.selectAccount(1)
    expect(portico.wallet.getAccount('eip155').address).toBe(account2)
    expect(portico.wallet.getAccount('eip155').caipAddress).toBe(`eip155:31337:${account2}`)

    wallet.selectChain(31338)
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31338')
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(true)

    // A chain the app does not list: the kernel marks the namespace unsupported.
    wallet.selectChain(4242)
    expect(portico.wallet.getState().unsupportedNetworks.eip155).toBe('eip155:4242')
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(false)
    expect(events).toEqual([
      { namespace: 'eip155', caipNetworkId: 'eip155:31338', supported: true },
      { namespace: 'eip155', caipNetworkId: 'eip155:4242', supported: false },
    ])

    wallet.selectChain(31337)
    expect(portico.wallet.isNetworkSupported('eip155')).toBe(true)

    wallet.disconnect()
    await vi.waitFor(() => expect(portico.wallet.getAccount('eip155').status).toBe('disconnected'))
    expect(portico.wallet.getAccount('eip155').address).toBeUndefined()
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
  })

  it('an empty accountsChanged (the wallet revoked the site) disconnects', async () => {
    const { portico, wallet } = await connected()
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(portico.wallet.getAccount('eip155').status).toBe('disconnected')
  })

  it('disconnect revokes the wallet permission and unsubscribes; dispose unsubscribes too', async () => {
    const first = await connected()
    expect(first.wallet.listenerCount('chainChanged')).toBe(1)
    await first.portico.wallet.disconnect()
    expect(first.wallet.connected).toBe(false)
    expect(first.wallet.listenerCount('chainChanged')).toBe(0)
    expect(first.portico.wallet.getAccount('eip155').status).toBe('disconnected')

    const second = await connected()
    expect(second.wallet.listenerCount('accountsChanged')).toBe(1)
    await second.portico.dispose()
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      expect(second.wallet.listenerCount(event)).toBe(0)
  })
})

describe('switching network', () => {
  it('switches both directions', async () => {
    const { portico, wallet, approvals } = await connected()
    await portico.wallet.switchNetwork(networkB)
    expect(wallet.chainId).toBe(31338)
    expect(portico.wallet.getActiveNetwork('eip155')?.id).toBe(31338)
    expect(portico.wallet.getAccount('eip155').caipAddress).toBe(`eip155:31338:${account0}`)

    await portico.wallet.switchNetwork(networkA)
    expect(wallet.chainId).toBe(31337)
    expect(portico.wallet.getActiveNetwork('eip155')?.id).toBe(31337)
    expect(approvals.map((a) => a.method)).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('adds a chain the wallet lacks (4902) with every parameter, then switches', async () => {
    const { portico, wallet, approvals } = await connected({ walletChains: [local.chains[0]!] })
    await portico.wallet.switchNetwork(networkB)

    expect(wallet.addedChains).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Portico Local B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [local.chains[1]!.rpcUrl],
        blockExplorerUrls: ['http://127.0.0.1/explorer/31338'],
        iconUrls: [LOCAL_NETWORK_ICON],
      },
    ])
    expect(wallet.chainId).toBe(31338)
    expect(portico.wallet.getActiveNetwork('eip155')?.id).toBe(31338)
    expect(approvals.map((a) => a.method).slice(1)).toEqual([
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    // The added chain really is anvil B: the balance comes from there.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('a rejected switch stays a 4001 rejection and returns one view', async () => {
    const { portico, wallet, reject, adapter, connector } = await connected()
    await portico.modal.open()
    expect(portico.router.current.view).toBe('Account')
    portico.router.push('SwitchNetwork', { network: networkB })
    const depth = portico.router.getState().history.length

    reject()
    await expect(adapter.switchNetwork!({ connector: connector(), network: networkB })).rejects.toSatisfy(
      (error) => error instanceof RpcError && error.code === 4001,
    )
    await expect(portico.wallet.switchNetwork(networkB)).rejects.toMatchObject({
      name: 'NetworkSwitchRejectedError',
      shortMessage: `The wallet rejected the switch to ${networkB.name}`,
    })
    expect(portico.router.getState().history).toHaveLength(depth - 1)
    expect(portico.router.current.view).toBe('Account')
    expect(wallet.chainId).toBe(31337)
    expect(portico.wallet.getActiveNetwork('eip155')?.id).toBe(31337)
  })
})

describe('signing', () => {
  const typedData = {
    domain: {
      name: 'Portico',
      version: '1',
      chainId: 31337,
      verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'amount', type: 'uint256' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Ada', wallet: account0 },
      to: { name: 'Bob', wallet: account2 },
      amount: 12345678901234567890n,
      contents: 'Hello, Bob!',
    },
  } as const

  it('signs a personal message through the adapter and the RPC handler (viem verifies)', async () => {
    const { portico, adapter, connector, approvals } = await connected()
    const message = 'Sign in to Portico\nNonce: 42'
    const signature = await adapter.signMessage!({ connector: connector(), address: account0, message })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: account0, message, signature: signature as `0x${string}` })).toBe(
      true,
    )

    // Text that looks like hex is still signed as text.
    const hexLooking = '0xdeadbeef'
    const second = await adapter.signMessage!({
      connector: connector(),
      address: account0,
      message: hexLooking,
    })
    expect(
      await verifyMessage({ address: account0, message: hexLooking, signature: second as `0x${string}` }),
    ).toBe(true)

    const viaRpc = (await portico.request({
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x48656c6c6f', account0],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: account0, message: { raw: '0x48656c6c6f' }, signature: viaRpc }),
    ).toBe(true)
    expect(approvals.filter((a) => a.method === 'personal_sign')).toHaveLength(3)
  })

  it('signs typed data given as an object (bigints) or as JSON text', async () => {
    const { portico } = await connected()
    const fromObject = (await portico.request({
      namespace: 'eip155',
      method: 'eth_signTypedData_v4',
      params: [account0, typedData],
    })) as `0x${string}`
    expect(await verifyTypedData({ address: account0, ...typedData, signature: fromObject })).toBe(true)

    const json = JSON.stringify(typedData, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
    const fromText = await portico.request({
      namespace: 'eip155',
      method: 'eth_signTypedData_v4',
      params: [account0, json],
    })
    expect(fromText).toBe(fromObject)
  })

  it('a refused signature is a 4001 RpcError', async () => {
    const { adapter, connector, reject } = await connected()
    reject()
    await expect(
      adapter.signMessage!({ connector: connector(), address: account0, message: 'no' }),
    ).rejects.toMatchObject({
      code: 4001,
      name: 'UserRejectedRequestError',
    })
  })

  it('answers eth_chainId and eth_accounts, and refuses to sign while disconnected', async () => {
    const { portico } = await startHarness()
    expect(await portico.request({ namespace: 'eip155', method: 'eth_accounts' })).toEqual([])
    expect(await portico.request({ namespace: 'eip155', method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      portico.request({ namespace: 'eip155', method: 'personal_sign', params: ['0x00', account0] }),
    ).rejects.toMatchObject({
      name: 'NotConnectedError',
      code: 4100,
      shortMessage: messages.callConnectBeforeRequest,
    })

    await portico.wallet.connect({ connectorId: WALLET_ID })
    expect(await portico.request({ namespace: 'eip155', method: 'eth_accounts' })).toEqual([
      account0,
      account2,
    ])
    await portico.wallet.switchNetwork(networkB)
    expect(await portico.request({ namespace: 'eip155', method: 'eth_chainId' })).toBe('0x7a6a')
  })
})

describe('balances and transfers', () => {
  it('reads the native balance anvil reports, on either chain', async () => {
    const { portico, adapter } = await connected()
    for (const [network, client] of [
      [networkA, clientA],
      [networkB, clientB],
    ] as const) {
      const expected = await client.getBalance({ address: account0 })
      const balance = await adapter.getNativeBalance!({ address: account0, network })
      expect(balance).toEqual({
        value: expected,
        decimals: 18,
        formatted: formatEther(expected),
        symbol: 'ETH',
      })
    }
    await portico.wallet.refreshBalance('eip155', { force: true })
    expect(portico.wallet.getAccount('eip155').balance).toBe(
      formatEther(await clientA.getBalance({ address: account0 })),
    )
    expect(portico.wallet.getAccount('eip155').balanceSymbol).toBe('ETH')
  })

  it('sends a native transfer that lands on chain', async () => {
    const { adapter, connector } = await connected()
    const receiver = DEV_ACCOUNTS[5]!.address
    const before = await clientA.getBalance({ address: receiver })
    const hash = await adapter.sendTransfer!({
      connector: connector(),
      network: networkA,
      from: account0,
      to: receiver,
      amount: '1.5',
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await clientA.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect((await clientA.getBalance({ address: receiver })) - before).toBe(parseEther('1.5'))
  })

  it('sends an ERC-20 transfer on the other chain, switching the wallet first', async () => {
    const { adapter, connector, wallet } = await connected()
    const token = local.chains[1]!.erc20
    const receiver = DEV_ACCOUNTS[6]!.address
    const balanceOf = () =>
      clientB.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      })
    const before = await balanceOf()
    const hash = await adapter.sendTransfer!({
      connector: connector(),
      network: networkB,
      from: account0,
      to: receiver,
      amount: '25.5',
      token: { address: token.address, decimals: token.decimals, symbol: token.symbol },
    })
    expect(wallet.chainId).toBe(31338)
    expect((await clientB.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect((await balanceOf()) - before).toBe(parseUnits('25.5', 18))
  })

  it('node errors come back readable: insufficient funds and a reverted token transfer', async () => {
    const { adapter, connector } = await connected()
    await expect(
      adapter.sendTransfer!({
        connector: connector(),
        network: networkA,
        from: account0,
        to: DEV_ACCOUNTS[7]!.address,
        amount: '1000000000',
      }),
    ).rejects.toMatchObject({ name: 'InsufficientFundsError' })

    const token = local.chains[0]!.erc20
    await expect(
      adapter.sendTransfer!({
        connector: connector(),
        network: networkA,
        from: account0,
        to: DEV_ACCOUNTS[7]!.address,
        amount: '999999999',
        token: { address: token.address, decimals: token.decimals },
      }),
    ).rejects.toMatchObject({
      name: 'ExecutionRevertedError',
      shortMessage: 'The contract rejected the transaction.',
    })
  })

  it('rejects a transfer without amount or with a bad receiver before asking the wallet', async () => {
    const { adapter, connector, approvals } = await connected()
    const base = { connector: connector(), network: networkA, from: account0 }
    await expect(adapter.sendTransfer!({ ...base, to: account2, amount: '' })).rejects.toMatchObject({
      name: 'InvalidTransferError',
      shortMessage: messages.amountAndReceiverRequired,
    })
    await expect(adapter.sendTransfer!({ ...base, to: 'nope', amount: '1' })).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    await expect(adapter.sendTransfer!({ ...base, to: account2, amount: '1e3' })).rejects.toMatchObject({
      name: 'InvalidTransferError',
    })
    expect(approvals).toHaveLength(1)
    expect(adapter.isAddress!(account2)).toBe(true)
    expect(adapter.isAddress!('0x123')).toBe(false)
  })

  it('eth_sendTransaction through the RPC handler answers a hash', async () => {
    const { portico } = await connected()
    const hash = (await portico.request({
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: DEV_ACCOUNTS[8]!.address, value: '0x1' }],
    })) as `0x${string}`
    expect((await clientA.waitForTransactionReceipt({ hash })).status).toBe('success')
  })
})

describe('ERC-5792', () => {
  it('reads capabilities and sends calls whose status becomes confirmed', async () => {
    const { portico } = await connected()
    expect(
      await portico.request({ namespace: 'eip155', method: 'wallet_getCapabilities', params: [account0] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    await expect(
      portico.request({ namespace: 'eip155', method: 'wallet_getCapabilities', params: [] }),
    ).rejects.toMatchObject({
      name: 'MissingCapabilitiesAddressError',
      shortMessage: 'Missing address parameter in wallet_getCapabilities request',
    })

    const token = local.chains[0]!.erc20.address
    const receiver = DEV_ACCOUNTS[9]!.address
    const before = await clientA.getBalance({ address: receiver })
    const sent = (await portico.request({
      namespace: 'eip155',
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: account0,
          atomicRequired: false,
          calls: [
            { to: receiver, value: '0x64' },
            // transfer(receiver, 1) on PTT
            {
              to: token,
              data: `0xa9059cbb${receiver.slice(2).toLowerCase().padStart(64, '0')}${'1'.padStart(64, '0')}`,
            },
          ],
        },
      ],
    })) as { id: string }
    expect(sent.id).toMatch(/^0x[0-9a-f]{64}$/)

    type CallsStatus = { status: number; receipts: Array<{ status: string; transactionHash: string }> }
    const readStatus = async () =>
      (await portico.request({
        namespace: 'eip155',
        method: 'wallet_getCallsStatus',
        params: [sent.id],
      })) as CallsStatus
    // 100 (pending) until anvil has a receipt for every call; under load that can take a moment.
    await expect.poll(async () => (await readStatus()).status, { timeout: 5_000 }).toBe(200)
    const status = await readStatus()
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts.every((r) => r.status === '0x1')).toBe(true)
    expect((await clientA.getBalance({ address: receiver })) - before).toBe(100n)

    await expect(
      portico.request({ namespace: 'eip155', method: 'wallet_getCallsStatus', params: ['0xunknown'] }),
    ).rejects.toMatchObject({ code: 5730 })
    await expect(
      portico.request({
        namespace: 'eip155',
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x7a69', atomicRequired: true, calls: [{ to: receiver }] }],
      }),
    ).rejects.toMatchObject({ code: 5760, name: 'AtomicityNotSupportedError' })
    await expect(
      portico.request({
        namespace: 'eip155',
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x7a69', calls: [{ to: 'x' }] }],
      }),
    ).rejects.toMatchObject({ name: 'InvalidRequestParamsError', code: -32602 })
  })
})
