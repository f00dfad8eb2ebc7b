// On-chain smart sessions through the embedded wallet (issue 21): wallet_grantPermissions on the
// user's smart account registers the request's keys with its native allowance (a user operation
// signed by the owner, through the bundler); a key spends within it and is refused above it;
// wallet_revokePermissions with the answer's context removes the keys on chain.
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Bundler, startBundler } from '../aa/bundler.js'
import { type AccountAbstraction, deployAccountAbstraction } from '../aa/contracts.js'
import { sessionKeySender } from '../aa/sessions/sessionAccount.js'
import { type LocalChains, startLocalChains } from '../chains/index.js'
import { ONLY_NATIVE_ALLOWANCE, SESSIONS_NEED_SMART_ACCOUNT } from './eip155.js'
import { fundOnChains } from './faucet.js'
import { type SecureSite, startSecureSite } from './index.js'
import { type Device, frameClient } from './test/frameClient.js'

let chains: LocalChains
let bundler: Bundler
let site: SecureSite
let aa: AccountAbstraction

beforeAll(async () => {
  chains = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }], accounts: 1 })
  const a = chains.chains[0]!
  aa = await deployAccountAbstraction(a.rpcUrl)
  bundler = await startBundler({ chains: [{ ...a, entryPoint: aa.entryPoint }] })
  site = await startSecureSite({
    chains: [{ ...a, smartAccounts: { ...aa, bundlerUrl: bundler.urlFor(a.chainId) } }],
  })
  // Alto starts in seconds, longer on a loaded machine: here, not inside the first test's time.
  await bundler.ready(a.chainId)
}, 180_000)
afterAll(async () => {
  await site?.close()
  await bundler?.close()
  await chains?.stop()
})

const { relay, approve, farcasterLogin } = frameClient(() => site)

const grantRequest = (keys: Hex[], permissions?: unknown[]) => {
  const now = Math.floor(Date.now() / 1000)
  return {
    chainId: '0x7a69',
    expiry: now + 86_400,
    signer: { type: 'keys', data: { keys: keys.map((publicKey) => ({ type: 'secp256k1', publicKey })) } },
    permissions: permissions ?? [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: `0x${parseEther('0.01').toString(16)}`, start: now - 60, period: 86_400 },
      },
    ],
    policies: [],
  }
}

describe('smart sessions on the embedded wallet', { timeout: 120_000 }, () => {
  it('grants a native allowance on chain, the key spends within it, revoke removes it', async () => {
    const device: Device = { deviceId: `sessions-${Date.now()}` }
    await farcasterLogin(device)
    const appKey = privateKeyToAccount(generatePrivateKey())
    const cosigner = privateKeyToAccount(generatePrivateKey())

    // The EOA grants nothing: smart sessions live on the smart account.
    const onEoa = await relay(device, 'RPC_REQUEST', {
      method: 'wallet_grantPermissions',
      params: [grantRequest([appKey.publicKey])],
    })
    expect(onEoa).toMatchObject({ ok: false, message: SESSIONS_NEED_SMART_ACCOUNT })

    const smart = (
      (await relay(device, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload as { address: Hex }
    ).address
    await fundOnChains(chains.chains, smart, parseEther('1'))
    // Other permission types are refused in plain words before anything is shown.
    const contractCall = await relay(device, 'RPC_REQUEST', {
      method: 'wallet_grantPermissions',
      params: [grantRequest([appKey.publicKey], [{ type: 'contract-call', data: {} }])],
    })
    expect(contractCall).toMatchObject({ ok: false, message: ONLY_NATIVE_ALLOWANCE })
    const badKey = await relay(device, 'RPC_REQUEST', {
      method: 'wallet_grantPermissions',
      params: [grantRequest(['0x04ab'])],
    })
    expect(badKey).toMatchObject({ ok: false, message: 'Not a secp256k1 public key: 0x04ab' })

    const request = grantRequest([appKey.publicKey, cosigner.publicKey])
    const asked = await relay(device, 'RPC_REQUEST', { method: 'wallet_grantPermissions', params: [request] })
    expect(asked.approval?.summary.text).toMatch(
      /^Spend up to 0.01 ETH every 86400 seconds\nUntil .+\n2 session keys$/,
    )
    const granted = await approve(device, asked)
    expect(granted.ok, granted.message).toBe(true)
    const answer = granted.result as typeof request & { address: Hex; context: Hex }
    expect(answer).toMatchObject({
      ...request,
      address: smart,
      context: expect.stringMatching(/^0x[0-9a-fA-F]{56}$/),
    })

    const a = chains.chains[0]!
    const client = createPublicClient({ transport: http(a.rpcUrl) })
    const sender = sessionKeySender(
      {
        rpcUrl: a.rpcUrl,
        chainId: a.chainId,
        entryPoint: aa.entryPoint,
        bundlerUrl: bundler.urlFor(a.chainId),
      },
      appKey,
    )
    const receiver: Hex = '0x00000000000000000000000000000000005e5502'
    const hash = await sender.send(smart, receiver, parseEther('0.006'))
    await expect
      .poll(() => client.getBalance({ address: receiver }), { timeout: 20_000 })
      .toBe(parseEther('0.006'))
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(sender.send(smart, receiver, parseEther('0.006'))).rejects.toThrow(
      /Session allowance exceeded for this period/,
    )

    const revoking = await relay(device, 'RPC_REQUEST', {
      method: 'wallet_revokePermissions',
      params: [{ permissionContext: answer.context }],
    })
    expect(revoking.approval?.summary.text).toBe('Revoke the session: its keys can no longer spend')
    const revoked = await approve(device, revoking)
    expect(revoked.ok, revoked.message).toBe(true)
    expect(revoked.result).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(sender.send(smart, receiver, 1n)).rejects.toThrow(/Session key unknown or revoked/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.006'))
  })
})
