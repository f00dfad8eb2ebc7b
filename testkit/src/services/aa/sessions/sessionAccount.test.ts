// On-chain smart sessions (issue 21): a user's SimpleAccount grants a session key a native-token
// allowance per period (the owner's user operation upgrades it to PorticoSessionAccount and
// registers the key); the key's own user operations go through the bundler within the allowance,
// are refused above it and after the owner revokes the session.
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains } from '../../chains/index.js'
import { type Bundler, startBundler } from '../bundler.js'
import { type AccountAbstraction, deployAccountAbstraction } from '../contracts.js'
import { jsonRpc } from '../jsonRpc.js'
import { simpleAccount } from '../simpleAccount.js'
import { toRpc } from '../userOperation.js'
import artifact from './artifact.json' with { type: 'json' }
import {
  grantSessionCall,
  parseSessionContext,
  readableRefusal,
  revokeSessionCall,
  sessionAccountAbi,
  sessionContext,
  sessionKeyAddress,
  sessionKeySender,
} from './sessionAccount.js'
import { sessionAccountSourcesHash } from './sources.js'

const CHAIN_ID = 31337
let chains: LocalChains
let bundler: Bundler
let aa: AccountAbstraction
let rpcUrl: string

beforeAll(async () => {
  chains = await startLocalChains({ chains: [{ chainId: CHAIN_ID, port: 0 }], accounts: 1 })
  rpcUrl = chains.chains[0]!.rpcUrl
  aa = await deployAccountAbstraction(rpcUrl)
  bundler = await startBundler({ chains: [{ chainId: CHAIN_ID, rpcUrl, entryPoint: aa.entryPoint }] })
  // Alto starts in seconds, longer on a loaded machine: here, not inside the first test's time.
  await bundler.ready(CHAIN_ID)
}, 180_000)
afterAll(async () => {
  await bundler?.close()
  await chains?.stop()
})

const client = () => createPublicClient({ transport: http(rpcUrl) })
const setBalance = (address: Address, wei: bigint) =>
  jsonRpc(rpcUrl, 'anvil_setBalance', [address, `0x${wei.toString(16)}`])

async function mined(hash: Hex) {
  for (let i = 0; i < 400; i++) {
    const receipt = await jsonRpc<{ success: boolean } | null>(
      bundler.urlFor(CHAIN_ID),
      'eth_getUserOperationReceipt',
      [hash],
    )
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`User operation ${hash} was not mined`)
}

describe('the session account artifact', () => {
  it('was compiled from the current source and the installed imports', () => {
    expect(artifact.sourcesHash).toBe(sessionAccountSourcesHash())
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{2000,}$/)
    expect(artifact.compiler.settings.optimizer.enabled).toBe(true)
  })

  it('reads keys and contexts', () => {
    const key = privateKeyToAccount(generatePrivateKey())
    expect(sessionKeyAddress(key.publicKey)).toBe(key.address)
    expect(sessionKeyAddress(`0x${key.publicKey.slice(4)}`)).toBe(key.address)
    expect(sessionKeyAddress('0x04ab')).toBeUndefined()
    const context = sessionContext(key.address, 7n)
    expect(parseSessionContext(context)).toEqual({ account: key.address, grant: 7n })
    expect(parseSessionContext('0x1234')).toBeUndefined()
  })
})

describe('a session key on the smart account', { timeout: 120_000 }, () => {
  it('spends within its allowance per period, is refused above it and after revoke', async () => {
    const setup = { rpcUrl, chainId: CHAIN_ID, entryPoint: aa.entryPoint, factory: aa.factory }
    const bundlerUrl = bundler.urlFor(CHAIN_ID)
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = simpleAccount(setup, owner)
    const address = await account.address()
    await setBalance(address, parseEther('1'))
    const submit = async (calls: Parameters<typeof account.prepare>[0]) => {
      const op = await account.prepare(calls, bundlerUrl)
      const hash = await jsonRpc<Hex>(bundlerUrl, 'eth_sendUserOperation', [toRpc(op), aa.entryPoint])
      expect((await mined(hash)).success).toBe(true)
    }
    // The first user operation deploys the (plain) SimpleAccount.
    await submit([{ to: address, value: 0n }])

    const key = privateKeyToAccount(generatePrivateKey())
    const cosigner = privateKeyToAccount(generatePrivateKey())
    const { timestamp } = await client().getBlock()
    await submit([
      grantSessionCall(address, aa.sessionAccount, {
        keys: [key.address, cosigner.address],
        allowance: parseEther('0.01'),
        start: Number(timestamp),
        period: 86_400,
        expiry: Number(timestamp) + 7 * 86_400,
      }),
    ])
    const grant = (await client().readContract({
      address,
      abi: sessionAccountAbi,
      functionName: 'grants',
    })) as bigint
    expect(grant).toBe(1n)
    expect(
      await client().readContract({
        address,
        abi: sessionAccountAbi,
        functionName: 'sessionKeys',
        args: [grant],
      }),
    ).toEqual([key.address, cosigner.address])

    // Within the allowance: 0.004 + 0.004 ETH leave the account and reach the receiver.
    const receiver: Address = '0x00000000000000000000000000000000005e5501'
    const sender = sessionKeySender({ ...setup, bundlerUrl }, key)
    expect((await mined(await sender.send(address, receiver, parseEther('0.004')))).success).toBe(true)
    expect((await mined(await sender.send(address, receiver, parseEther('0.004')))).success).toBe(true)
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('0.008'))
    expect(
      await client().readContract({
        address,
        abi: sessionAccountAbi,
        functionName: 'allowanceLeft',
        args: [key.address, await sender.periodIndex(address)],
      }),
    ).toBe(parseEther('0.002'))

    // Above it (the allowance is shared by the session's keys): refused with the account's reason.
    const other = sessionKeySender({ ...setup, bundlerUrl }, cosigner)
    await expect(other.send(address, receiver, parseEther('0.004'))).rejects.toThrow(
      /AA23 reverted.*Session allowance exceeded for this period/,
    )
    // Not a plain transfer: refused too.
    await expect(sender.send(address, address, 1n)).rejects.toThrow(
      /A session key may only send the native token/,
    )
    // The owner's key is not a session key; a stranger's signature fails.
    const stranger = sessionKeySender({ ...setup, bundlerUrl }, privateKeyToAccount(generatePrivateKey()))
    await expect(stranger.send(address, receiver, 1n)).rejects.toThrow(/Session key unknown or revoked/)

    // The owner revokes: both keys are refused from then on.
    await submit([revokeSessionCall(address, grant)])
    await expect(sender.send(address, receiver, 1n)).rejects.toThrow(/Session key unknown or revoked/)
    await expect(other.send(address, receiver, 1n)).rejects.toThrow(/Session key unknown or revoked/)
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('0.008'))
  })

  it('a refusal in plain words', () => {
    const error = new Error(
      'FailedOpWithRevert: 0, AA23 reverted, 0x08c379a000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000003626164',
    )
    expect(readableRefusal(error)).toMatch(/AA23 reverted.*\(bad\)$/)
  })
})
