// ERC-4337 on anvil (issue 16): the published EntryPoint v0.7 and SimpleAccountFactory deployed
// through CREATE2, Alto (the published bundler) started on the first request and submitting
// handleOps, a SimpleAccount deployed by its first user operation, a batch, a chain reverted to a
// snapshot under it (as the browser tests do), and refusals the EntryPoint itself gives.
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains } from '../chains/index.js'
import { type Bundler, startBundler } from './bundler.js'
import { type AccountAbstraction, deployAccountAbstraction } from './contracts.js'
import { jsonRpc as bundlerCall, jsonRpc } from './jsonRpc.js'
import { simpleAccount } from './simpleAccount.js'
import { toRpc } from './userOperation.js'

let chains: LocalChains
let bundler: Bundler
let aa: AccountAbstraction
const CHAIN_ID = 31337
const setBalance = (address: Address, wei: bigint) =>
  fetch(chains.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })

beforeAll(async () => {
  chains = await startLocalChains({ chains: [{ chainId: CHAIN_ID, port: 0 }], accounts: 1 })
  aa = await deployAccountAbstraction(chains.chains[0]!.rpcUrl)
  bundler = await startBundler({
    chains: [{ chainId: CHAIN_ID, rpcUrl: chains.chains[0]!.rpcUrl, entryPoint: aa.entryPoint }],
  })
}, 60_000)
afterAll(async () => {
  await bundler?.close()
  await chains?.stop()
})

async function receipt(hash: Hex) {
  for (let i = 0; i < 100; i++) {
    const found = await bundlerCall<{ success: boolean; receipt: { transactionHash: Hex } } | null>(
      bundler.urlFor(CHAIN_ID),
      'eth_getUserOperationReceipt',
      [hash],
    )
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('no receipt')
}

describe('account abstraction on anvil', () => {
  // Its bundler request starts Alto: seconds, longer on a loaded machine.
  it('deploys the EntryPoint at its canonical v0.7 address, again idempotently', {
    timeout: 180_000,
  }, async () => {
    expect(aa.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(await deployAccountAbstraction(chains.chains[0]!.rpcUrl)).toEqual(aa)
    expect(await bundlerCall(bundler.urlFor(CHAIN_ID), 'eth_supportedEntryPoints', [])).toEqual([
      aa.entryPoint,
    ])
  })

  it('a counterfactual account is deployed by its first user operation, then sends a batch', async () => {
    const rpcUrl = chains.chains[0]!.rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = simpleAccount({ rpcUrl, chainId: CHAIN_ID, ...aa }, owner)
    const address = await account.address()
    expect(await account.isDeployed()).toBe(false)
    await setBalance(address, parseEther('10'))
    const to: Address = '0x00000000000000000000000000000000000c0ffe'

    const first = await account.prepare([{ to, value: parseEther('1') }], bundler.urlFor(CHAIN_ID))
    expect(first.factory).toBe(aa.factory)
    const hash = await bundlerCall<Hex>(bundler.urlFor(CHAIN_ID), 'eth_sendUserOperation', [
      toRpc(first),
      aa.entryPoint,
    ])
    expect((await receipt(hash)).success).toBe(true)
    expect(await account.isDeployed()).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'))

    const batch = await account.prepare(
      [
        { to, value: parseEther('0.5') },
        { to, value: parseEther('0.25') },
      ],
      bundler.urlFor(CHAIN_ID),
    )
    expect(batch.factory).toBeUndefined()
    const second = await bundlerCall<Hex>(bundler.urlFor(CHAIN_ID), 'eth_sendUserOperation', [
      toRpc(batch),
      aa.entryPoint,
    ])
    expect((await receipt(second)).success).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(parseEther('1.75'))
  })

  it('keeps bundling after the chain is reverted to a snapshot taken before', async () => {
    const rpcUrl = chains.chains[0]!.rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const snapshot = await jsonRpc<Hex>(rpcUrl, 'evm_snapshot', [])
    const to: Address = '0x00000000000000000000000000000000000c0ff1'
    const send = async () => {
      const account = simpleAccount(
        { rpcUrl, chainId: CHAIN_ID, ...aa },
        privateKeyToAccount(generatePrivateKey()),
      )
      await setBalance(await account.address(), parseEther('1'))
      const op = await account.prepare([{ to, value: 1000n }], bundler.urlFor(CHAIN_ID))
      const hash = await bundlerCall<Hex>(bundler.urlFor(CHAIN_ID), 'eth_sendUserOperation', [
        toRpc(op),
        aa.entryPoint,
      ])
      expect((await receipt(hash)).success).toBe(true)
    }
    await send()
    await send()
    expect(await client.getBalance({ address: to })).toBe(2000n)
    expect(await jsonRpc(rpcUrl, 'evm_revert', [snapshot])).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(0n)
    await send()
    expect(await client.getBalance({ address: to })).toBe(1000n)
  })

  it('refuses a wrong signature and an unknown entry point without mining anything', async () => {
    const rpcUrl = chains.chains[0]!.rpcUrl
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = simpleAccount({ rpcUrl, chainId: CHAIN_ID, ...aa }, owner)
    await setBalance(await account.address(), parseEther('1'))
    const op = await account.prepare([{ to: owner.address, value: 1n }], bundler.urlFor(CHAIN_ID))
    const forged = {
      ...op,
      signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'x' }),
    }
    await expect(
      bundlerCall(bundler.urlFor(CHAIN_ID), 'eth_sendUserOperation', [toRpc(forged), aa.entryPoint]),
    ).rejects.toThrow(/AA2[34]/)
    await expect(
      bundlerCall(bundler.urlFor(CHAIN_ID), 'eth_sendUserOperation', [toRpc(op), aa.factory]),
    ).rejects.toThrow(/EntryPoint .* not supported/)
    expect(await account.isDeployed()).toBe(false)
    expect(
      await bundlerCall(bundler.urlFor(CHAIN_ID), 'eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]),
    ).toBeNull()
  })
})
