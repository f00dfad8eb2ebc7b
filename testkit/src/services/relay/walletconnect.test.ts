import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Relay, startRelay } from './server.js'
import {
  createTestDapp,
  createTestWallet,
  TEST_CHAIN,
  type TestDapp,
  type TestWallet,
} from './wallet-clients.js'

// Keeps the clients away from pulse.walletconnect.org and verify.walletconnect.org.
process.env.IS_VITEST = 'true'

/** anvil's first dev account. */
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    Mail: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: account.address, contents: 'Hello through the local relay' },
} as const

/** Fails with a clear message instead of running into the test timeout. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${what}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

describe('a dapp and a wallet through the local relay', () => {
  let directory: string
  let relay: Relay
  let dapp: TestDapp
  let wallet: TestWallet
  let address: Address

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portico-wc-'))
    relay = await startRelay({ persistPath: join(directory, 'relay.json') })
    ;[dapp, wallet] = await Promise.all([createTestDapp(relay.url), createTestWallet(relay.url, account)])
  })

  afterAll(async () => {
    await Promise.allSettled([dapp?.close(), wallet?.close()])
    await relay?.close()
    await rm(directory, { recursive: true, force: true })
  })

  function personalSign(message: string) {
    return dapp.provider.request<Hex>(
      { method: 'personal_sign', params: [toHex(message), address] },
      TEST_CHAIN,
    )
  }

  it('pairs and approves a session: the dapp gets the account', async () => {
    const session = await dapp.connect((uri) => wallet.walletkit.pair({ uri }))
    expect(session?.namespaces.eip155?.accounts).toEqual([`${TEST_CHAIN}:${account.address}`])
    const accounts = await dapp.provider.request<Address[]>({ method: 'eth_accounts' }, TEST_CHAIN)
    expect(accounts).toEqual([account.address])
    address = accounts[0]!
    expect(Object.keys(wallet.walletkit.getActiveSessions())).toEqual([session?.topic])
    expect(wallet.errors).toEqual([])
  })

  it('signs a personal_sign request that verifies', async () => {
    const signature = await personalSign('Sign in to Portico')
    expect(await verifyMessage({ address, message: 'Sign in to Portico', signature })).toBe(true)
    expect(await verifyMessage({ address, message: 'Something else', signature })).toBe(false)
  })

  it('signs eth_signTypedData_v4 that verifies', async () => {
    const signature = await dapp.provider.request<Hex>(
      { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] },
      TEST_CHAIN,
    )
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  })

  it('brings a rejected request back to the dapp as an error', async () => {
    wallet.policy.requests = 'reject'
    try {
      await expect(personalSign('Please reject me')).rejects.toMatchObject({
        code: 5000,
        message: 'User rejected.',
      })
    } finally {
      wallet.policy.requests = 'sign'
    }
  })

  it('completes a request after the relay restarts on the same port', async () => {
    const { port } = relay
    await relay.close()
    relay = await startRelay({ port, persistPath: join(directory, 'relay.json') })

    const signature = await personalSign('After the restart')
    expect(await verifyMessage({ address, message: 'After the restart', signature })).toBe(true)
    expect(relay.stats().connections).toBe(2)
  })

  it('delivers a request sent while the wallet was offline, across a restart (persistPath)', async () => {
    await wallet.walletkit.core.relayer.transportClose()
    await expect.poll(() => relay.stats().connections).toBe(1)
    const stored = relay.stats().storedMessages
    const signing = personalSign('Sent while the wallet was away')
    // The request reaches the relay and waits there: nobody is online to take it.
    await expect.poll(() => relay.stats().storedMessages).toBe(stored + 1)

    const { port } = relay
    await relay.close()
    relay = await startRelay({ port, persistPath: join(directory, 'relay.json') })
    expect(relay.stats().storedMessages).toBe(stored + 1)
    await wallet.walletkit.core.relayer.transportOpen()

    const signature = await within(
      10_000,
      signing,
      'the stored request to reach the wallet after the restart',
    )
    expect(await verifyMessage({ address, message: 'Sent while the wallet was away', signature })).toBe(true)
    expect(wallet.errors).toEqual([])
  })

  it('tells the dapp when the wallet disconnects (session_delete)', async () => {
    const topic = dapp.provider.session!.topic
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.provider.once('session_delete', resolve))
    await wallet.walletkit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(topic)
    expect(wallet.walletkit.getActiveSessions()).toEqual({})
  })

  it('brings a rejected proposal back to the dapp as a rejection', async () => {
    wallet.policy.proposals = 'reject'
    await expect(dapp.connect((uri) => wallet.walletkit.pair({ uri }))).rejects.toMatchObject({
      code: 5000,
      message: 'User rejected.',
    })
    expect(dapp.provider.session).toBeUndefined()
    expect(wallet.errors).toEqual([])
  })
})
