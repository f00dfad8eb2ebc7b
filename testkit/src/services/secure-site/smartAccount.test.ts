// The embedded wallet's smart account (issue 16): SET_PREFERRED_ACCOUNT switches the session to the
// user's SimpleAccount (counterfactual until its first transaction), eth_sendTransaction goes as a
// user operation through the bundler and is mined by the EntryPoint, and a chain without smart
// accounts falls back to the EOA.
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Bundler, startBundler } from '../aa/bundler.js'
import { deployAccountAbstraction } from '../aa/contracts.js'
import { type LocalChains, startLocalChains } from '../chains/index.js'
import { fundOnChains } from './faucet.js'
import { type SecureSite, startSecureSite } from './index.js'
import { type Device, frameClient } from './test/frameClient.js'

let chains: LocalChains
let bundler: Bundler
let site: SecureSite
/** The same chain, but its bundler address answers 404 (an unknown chain path). */
let brokenSite: SecureSite

beforeAll(async () => {
  chains = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
    accounts: 1,
  })
  const a = chains.chains[0]!
  const b = chains.chains[1]!
  const aa = await deployAccountAbstraction(a.rpcUrl)
  bundler = await startBundler({ chains: [{ ...a, entryPoint: aa.entryPoint }] })
  site = await startSecureSite({
    // Chain B has no smart accounts.
    chains: [{ ...a, smartAccounts: { ...aa, bundlerUrl: bundler.urlFor(a.chainId) } }, b],
    onUserCreated: (address) => fundOnChains(chains.chains, address, parseEther('10')),
  })
  brokenSite = await startSecureSite({
    chains: [{ ...a, smartAccounts: { ...aa, bundlerUrl: bundler.urlFor(4242) } }],
  })
  // Alto starts in seconds, longer on a loaded machine: here, not inside the first test's time.
  await bundler.ready(a.chainId)
}, 180_000)
afterAll(async () => {
  await site?.close()
  await brokenSite?.close()
  await bundler?.close()
  await chains?.stop()
})

const { relay, approve, farcasterLogin } = frameClient(() => site)
const broken = frameClient(() => brokenSite)

describe('smart account', () => {
  it('switches to the counterfactual smart account, sends through the bundler, and back to the EOA', async () => {
    const device: Device = { deviceId: `smart-device-${Date.now()}` }
    await farcasterLogin(device)
    const eoa = (await relay(device, 'GET_USER')).payload?.address as Hex
    expect((await relay(device, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    const switched = await relay(device, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(switched.payload?.type).toBe('smartAccount')
    const smart = switched.payload?.address as Hex
    expect(smart).not.toBe(eoa)
    const user = await relay(device, 'GET_USER')
    expect(user.payload).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect((await relay(device, 'RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual([smart])

    const client = createPublicClient({ transport: http(chains.chains[0]!.rpcUrl) })
    await fundOnChains(chains.chains, smart, parseEther('5'))
    const to: Hex = '0x00000000000000000000000000000000000fa11d'
    const asked = await relay(device, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to, value: `0x${parseEther('1').toString(16)}` }],
    })
    const decided = await approve<Hex>(device, asked)
    expect(decided.ok).toBe(true)
    const receipt = await client.getTransactionReceipt({ hash: decided.result })
    expect(receipt.to?.toLowerCase()).toBe('0x0000000071727de22e5e9d8baf0edac6f37da032')
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'))
    expect((await relay(device, 'GET_USER')).payload?.smartAccountDeployed).toBe(true)

    // Chain B has none: the session falls back to the EOA there, and SET_PREFERRED_ACCOUNT answers eoa.
    await relay(device, 'SWITCH_NETWORK', { chainId: 31338 })
    expect((await relay(device, 'GET_USER')).payload?.address).toBe(eoa)
    await relay(device, 'SWITCH_NETWORK', { chainId: 31337 })
    expect((await relay(device, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect((await relay(device, 'GET_USER')).payload?.address).toBe(eoa)
  })

  it('GET_USER with preferredAccountType picks the account; both accounts are listed', async () => {
    const device: Device = { deviceId: `smart-pick-${Date.now()}` }
    await farcasterLogin(device)
    const eoa = (await relay(device, 'GET_USER')).payload
    expect(eoa?.preferredAccountType).toBe('eoa')
    const smart = (await relay(device, 'GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' }))
      .payload
    expect(smart?.preferredAccountType).toBe('smartAccount')
    expect(smart?.accounts).toEqual([
      { address: smart?.address, type: 'smartAccount' },
      { address: eoa?.address, type: 'eoa' },
    ])
    // Chain B has none: the same wish answers the EOA there.
    const onB = (await relay(device, 'GET_USER', { chainId: 31338, preferredAccountType: 'smartAccount' }))
      .payload
    expect(onB).toMatchObject({ address: eoa?.address, preferredAccountType: 'eoa' })
    expect(onB?.accounts).toEqual([{ address: eoa?.address, type: 'eoa' }])
  })

  it('wallet_sendCalls sends a batch as one user operation; wallet_getCallsStatus follows it', async () => {
    const device: Device = { deviceId: `smart-calls-${Date.now()}` }
    await farcasterLogin(device)
    const smart = (await relay(device, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload
      ?.address as Hex
    await fundOnChains(chains.chains, smart, parseEther('5'))
    expect(
      (await relay(device, 'RPC_REQUEST', { method: 'wallet_getCapabilities', params: [smart] })).payload,
    ).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    const first: Hex = '0x00000000000000000000000000000000000ca111'
    const second: Hex = '0x00000000000000000000000000000000000ca112'
    const asked = await relay(device, 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: smart,
          atomicRequired: true,
          calls: [
            { to: first, value: `0x${parseEther('1').toString(16)}` },
            { to: second, value: `0x${parseEther('2').toString(16)}`, data: '0x' },
          ],
        },
      ],
    })
    const decided = await approve<{ id: Hex }>(device, asked)
    expect(decided.ok).toBe(true)
    expect(decided.result.id).toMatch(/^0x[0-9a-f]{64}$/)
    let status: Record<string, unknown> | undefined
    for (let tries = 0; tries < 400 && status?.status !== 200; tries++) {
      status = (
        await relay(device, 'RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [decided.result.id] })
      ).payload
      if (status?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(status).toMatchObject({ version: '2.0.0', id: decided.result.id, status: 200, atomic: true })
    const [receipt] = (status?.receipts ?? []) as { transactionHash: Hex; status: string }[]
    expect(receipt?.status).toBe('0x1')
    const client = createPublicClient({ transport: http(chains.chains[0]!.rpcUrl) })
    // One handleOps transaction carried both transfers.
    expect(await client.getBalance({ address: first })).toBe(parseEther('1'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('2'))
    const mined = await client.getTransaction({ hash: receipt!.transactionHash })
    expect(mined.to?.toLowerCase()).toBe('0x0000000071727de22e5e9d8baf0edac6f37da032')

    // The EOA has no batches here.
    await relay(device, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(
      (await relay(device, 'RPC_REQUEST', { method: 'wallet_getCapabilities', params: [] })).payload,
    ).toEqual({})
    const refused = await relay(device, 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ calls: [{ to: first }] }],
    })
    expect(refused).toMatchObject({
      ok: false,
      message: 'wallet_sendCalls needs the smart account on this network',
    })
  })

  it("a bundler that does not answer gives spec 8's receipt text", async () => {
    const device: Device = { deviceId: `smart-broken-${Date.now()}` }
    await broken.farcasterLogin(device)
    const answer = await broken.relay(device, 'RPC_REQUEST', {
      method: 'wallet_getCallsStatus',
      params: [`0x${'ab'.repeat(32)}`],
    })
    expect(answer).toMatchObject({ ok: false, message: 'Failed to fetch user operation receipt - 404' })
  })
})
