// The playground's test wallet on its own, against a real anvil chain (the vitest config runs
// tests under chains/*/src only, so the wallet's tests live here, next to its main user).

import { DEV_ACCOUNTS, type LocalChains, startLocalChains } from '@portico/testkit/services/chains/index'
import {
  type ApprovalRequest,
  announceTestWallet,
  createTestWallet,
  ProviderRpcError,
  TEST_WALLET,
  TEST_WALLET_TWO,
  TestWalletProvider,
} from '@portico/testkit/test-wallet/index'
import { createPublicClient, encodeFunctionData, erc20Abi, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeWindow } from './fixtures.js'

let local: LocalChains
const account0 = DEV_ACCOUNTS[0]!.address
const account2 = DEV_ACCOUNTS[2]!.address

beforeAll(async () => {
  local = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
  })
}, 120_000)
afterAll(async () => {
  await local?.stop()
})

function wallet(answer: (request: ApprovalRequest) => boolean = () => true) {
  const asked: ApprovalRequest[] = []
  const provider = createTestWallet(TEST_WALLET, {
    chains: local.chains,
    approve: (request) => {
      asked.push(request)
      return answer(request)
    },
  }).provider
  return { provider, asked }
}

const rejection = (code: number) => expect.objectContaining({ code })

describe('TestWalletProvider', () => {
  it('asks before connecting; a refusal is 4001 and signing first needs a connection (4100)', async () => {
    const { provider, asked } = wallet(() => false)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toEqual(rejection(4001))
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', account0] })).rejects.toEqual(
      rejection(4100),
    )
    expect(asked.map((a) => a.method)).toEqual(['eth_requestAccounts'])
    expect(asked[0]).toMatchObject({ wallet: 'Portico Test Wallet', chainId: 31337, account: account0 })
    expect(new ProviderRpcError(1, 'x')).toBeInstanceOf(Error)
  })

  it('connects once, signs with the dev key, and refuses other accounts and unsupported methods', async () => {
    const { provider, asked } = wallet()
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account0, account2])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account0, account2])
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x6869', account0],
    })) as `0x${string}`
    expect(await verifyMessage({ address: account0, message: 'hi', signature })).toBe(true)
    await expect(provider.request({ method: 'personal_sign', params: ['0x6869', account2] })).rejects.toEqual(
      rejection(4100),
    )
    await expect(provider.request({ method: 'eth_sign', params: [account0, '0x00'] })).rejects.toEqual(
      rejection(4200),
    )
    expect(asked.map((a) => a.method)).toEqual(['eth_requestAccounts', 'personal_sign'])
  })

  it('forwards reads to the node of its current chain', async () => {
    const { provider } = wallet()
    const client = createPublicClient({ transport: http(local.chains[1]!.rpcUrl) })
    provider.selectChain(31338)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'net_version' })).toBe('31338')
    const balance = (await provider.request({
      method: 'eth_getBalance',
      params: [account0, 'latest'],
    })) as string
    expect(BigInt(balance)).toBe(await client.getBalance({ address: account0 }))
    await expect(provider.request({ method: 'eth_getBalance', params: ['nope'] })).rejects.toBeInstanceOf(
      ProviderRpcError,
    )
  })

  it('switches only to known chains (4902 otherwise), asking first, and emits chainChanged', async () => {
    const { provider, asked } = wallet(
      (request) => request.method !== 'wallet_switchEthereumChain' || asked.length < 2,
    )
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId: never) => changes.push(chainId))
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toEqual(rejection(4902))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).rejects.toEqual(rejection(4001))
    // Switching to the current chain needs no approval.
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a'])
    expect(asked.map((a) => a.method)).toEqual(['wallet_switchEthereumChain', 'wallet_switchEthereumChain'])
  })

  it('adds a chain after approval and validates its parameters', async () => {
    const provider = new TestWalletProvider({
      privateKeys: TEST_WALLET.privateKeys,
      chains: [{ chainId: 31337, rpcUrl: local.chains[0]!.rpcUrl }],
    })
    const params = {
      chainId: '0x7a6a',
      chainName: 'Portico Local B',
      rpcUrls: [local.chains[1]!.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toEqual(rejection(-32602))
    await provider.request({ method: 'wallet_addEthereumChain', params: [params] })
    expect(provider.chainIds).toEqual([31337, 31338])
    expect(provider.addedChains).toEqual([params])
    provider.selectChain(31338)
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it('emits accountsChanged with the active account first, and disconnect (4900)', async () => {
    const { provider } = wallet()
    const accounts: unknown[] = []
    const disconnects: unknown[] = []
    provider.on('accountsChanged', (list: never) => accounts.push(list))
    provider.on('disconnect', (error: never) => disconnects.push(error))
    await provider.request({ method: 'eth_requestAccounts' })
    provider.selectAccount(1)
    provider.disconnect()
    expect(accounts).toEqual([
      [account0, account2],
      [account2, account0],
    ])
    expect(disconnects).toEqual([rejection(4900)])
    expect(provider.connected).toBe(false)
  })

  it('runs wallet_sendCalls sequentially and reports 200, or 600 when a later call fails', async () => {
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const token = local.chains[0]!.erc20.address
    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account2, amount] })
    const send = (calls: unknown[], atomicRequired = false) =>
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', from: account0, atomicRequired, calls }],
      }) as Promise<{ id: string }>
    const status = async (id: string) =>
      (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
        status: number
        atomic: boolean
        receipts: unknown[]
      }

    const ok = await send([
      { to: token, data: transfer(1n) },
      { to: account2, value: '0x1' },
    ])
    // Anvil mines asynchronously: the bundle may still be pending for a moment.
    await expect.poll(() => status(ok.id)).toMatchObject({ status: 200, atomic: false, receipts: [{}, {}] })

    const partial = await send([
      { to: token, data: transfer(1n) },
      { to: token, data: transfer(10n ** 40n) },
    ])
    await expect.poll(() => status(partial.id)).toMatchObject({ status: 600, receipts: [{}] })

    await expect(send([{ to: account2 }], true)).rejects.toEqual(rejection(5760))
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x7a6a', calls: [{ to: account2 }] }],
      }),
    ).rejects.toEqual(rejection(5710))
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0x00'] })).rejects.toEqual(
      rejection(5730),
    )
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [account0, ['0x7a6a', '0x1']] }),
    ).toEqual({
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
  })

  it('keeps its grant, chain and account across page loads when given a storage', async () => {
    const entries = new Map<string, string>()
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
    }
    const first = createTestWallet(TEST_WALLET, { chains: local.chains, storage }).provider
    await first.request({ method: 'eth_requestAccounts' })
    first.selectChain(31338)
    first.selectAccount(1)
    expect(JSON.parse(entries.get('portico-test-wallet:dev.portico.testwallet')!)).toEqual({
      connected: true,
      chainId: 31338,
      activeIndex: 1,
    })

    const asked: ApprovalRequest[] = []
    const reloaded = createTestWallet(TEST_WALLET, {
      chains: local.chains,
      storage,
      approve: (r) => asked.push(r) > 0,
    }).provider
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([account2, account0])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(asked).toEqual([])
    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    const forgotten = createTestWallet(TEST_WALLET, { chains: local.chains, storage }).provider
    expect(await forgotten.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('reports node errors with the node code and words', async () => {
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const error = await provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: account0, to: account2, value: `0x${(10n ** 30n).toString(16)}` }],
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).message).toMatch(/insufficient funds/i)
  })
})

describe('announceTestWallet', () => {
  it('announces now and on every request until stopped; presets carry distinct rdns and keys', () => {
    const win = createFakeWindow()
    const seen: Array<{ info: { uuid: string; name: string; rdns: string } }> = []
    win.addEventListener('eip6963:announceProvider', (event) =>
      seen.push((event as CustomEvent<(typeof seen)[number]>).detail),
    )
    const { provider, info } = createTestWallet(TEST_WALLET_TWO, { chains: local.chains })
    const stop = announceTestWallet(win, { provider, info })
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[0]!.info).toEqual({ ...info, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(Object.isFrozen(seen[0])).toBe(true)
    expect(TEST_WALLET.rdns).not.toBe(TEST_WALLET_TWO.rdns)
    expect(provider.address).toBe(DEV_ACCOUNTS[1]!.address)
  })
})
