import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains, tokenAbi, viemChain } from '../chains'
import type { HistoryTransaction } from './history/serialize'
import { type ApiEmulator, HISTORY_PAGE_SIZE, startApiEmulator } from './index'
import { getJson, request } from './test-utils'

type Page = { data: HistoryTransaction[]; next: string | null }

let chains: LocalChains
let api: ApiEmulator

beforeAll(async () => {
  chains = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
  })
  api = await startApiEmulator({ chains: chains.chains })
})

afterAll(async () => {
  await api?.close()
  await chains?.stop()
})

const history = (address: string, query = '') =>
  getJson<Page>(`${api.url}/v1/account/${address}/history?projectId=p&st=appkit&sv=html-wagmi-1.0.0${query}`)

function clients(chainIndex: number, accountIndex: number) {
  const chain = chains.chains[chainIndex]!
  const transport = http(chain.rpcUrl)
  return {
    chain,
    publicClient: createPublicClient({ chain: viemChain(chain), transport, pollingInterval: 25 }),
    wallet: createWalletClient({
      chain: viemChain(chain),
      transport,
      account: privateKeyToAccount(chains.accounts[accountIndex]!.privateKey),
    }),
  }
}

describe('GET /v1/account/{address}/history', () => {
  it('lists a native send and an ERC-20 transfer from both sides, newest first', async () => {
    const { wallet, publicClient, chain } = clients(0, 3)
    const sender = chains.accounts[3]!.address
    const recipient = chains.accounts[7]!.address
    // Automine mines right after the RPC answers: wait for each receipt so block order is the send order.
    const mined = (hash: `0x${string}`) => publicClient.waitForTransactionReceipt({ hash })
    const nativeHash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') })
    await mined(nativeHash)
    const tokenHash = await wallet.writeContract({
      address: chain.erc20.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('40', 18)],
    })
    await mined(tokenHash)
    // A transfer beyond the balance is mined as failed (fixed gas skips the estimate).
    const failedHash = await createWalletClient({
      chain: viemChain(chain),
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(chains.accounts[7]!.privateKey),
    }).writeContract({
      address: chain.erc20.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [sender, parseUnits('1000000', 18)],
      gas: 100_000n,
    })
    const failedReceipt = await mined(failedHash)
    expect(failedReceipt.status).toBe('reverted')

    const theirs = await history(recipient)
    expect(theirs.next).toBeNull()
    expect(theirs.data.map((tx) => tx.metadata.hash)).toEqual([failedHash, tokenHash, nativeHash])
    const [failed, token, native] = theirs.data as [
      HistoryTransaction,
      HistoryTransaction,
      HistoryTransaction,
    ]

    expect(native.metadata).toMatchObject({
      operationType: 'receive',
      hash: nativeHash,
      sentFrom: sender,
      sentTo: recipient,
      status: 'confirmed',
      nonce: 0,
      application: null,
      chain: 'eip155:31337',
    })
    expect(new Date(native.metadata.minedAt).toISOString()).toBe(native.metadata.minedAt)
    expect(native.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${api.url}/public/getTokenImage/ETH` } },
        nft_info: null,
        direction: 'in',
        quantity: { numeric: '0.25' },
        value: 750,
        price: 3000,
      },
    ])

    expect(token.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: sender,
      sentTo: chain.erc20.address,
    })
    expect(token.transfers).toEqual([
      {
        fungible_info: {
          name: 'Portico Test Token',
          symbol: 'PTT',
          icon: { url: `${api.url}/public/getTokenImage/PTT` },
        },
        nft_info: null,
        direction: 'in',
        quantity: { numeric: '40' },
        value: 50,
        price: 1.25,
      },
    ])

    expect(failed.metadata).toMatchObject({ status: 'failed', sentFrom: recipient, operationType: 'execute' })
    expect(failed.transfers).toEqual([])

    // The sender's view: the same two transactions, outgoing.
    const mine = await history(sender)
    const byHash = new Map(mine.data.map((tx) => [tx.metadata.hash, tx]))
    expect(byHash.get(nativeHash)?.metadata.operationType).toBe('send')
    expect(byHash.get(nativeHash)?.transfers?.[0]?.direction).toBe('out')
    expect(byHash.get(tokenHash)?.metadata.operationType).toBe('send')
    expect(byHash.get(tokenHash)?.transfers?.[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '40' },
    })
    // Older entries: the PTT mint received during seeding.
    expect(mine.data.at(-1)?.metadata.operationType).toBe('mint')
    expect(mine.data.at(-1)?.transfers?.[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1000' } })
  })

  it('shows deployments, NFT mints with images, and only the chain asked for', async () => {
    const deployer = chains.accounts[0]!.address
    const onB = await history(deployer, '&chainId=eip155:31338')
    expect(onB.data.every((tx) => tx.metadata.chain === 'eip155:31338')).toBe(true)
    const operations = onB.data.map((tx) => tx.metadata.operationType)
    // Seeding: deploy x2, PTT mint to self, 4 PTT mints to others, NFT #1 and #2 to self, #3 to account 1.
    expect(operations).toEqual([
      'execute',
      'mint',
      'mint',
      'execute',
      'execute',
      'execute',
      'execute',
      'mint',
      'deploy',
      'deploy',
    ])
    const nftMint = onB.data[1]!
    expect(nftMint.transfers).toHaveLength(1)
    const [transfer] = nftMint.transfers!
    expect(transfer!.fungible_info).toBeNull()
    expect(transfer!.nft_info?.name).toBe('Portico Test NFT #2')
    expect(transfer!.nft_info?.flags).toEqual({ is_spam: false })
    expect(transfer!.nft_info?.content?.preview).toMatchObject({ content_type: 'image/svg+xml' })
    expect(transfer!.nft_info?.content?.preview?.url).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(transfer).toMatchObject({ direction: 'in', quantity: { numeric: '1' }, value: null, price: null })
    expect(onB.data.at(-1)!.metadata.sentTo).toBe(chains.chains[1]!.erc20.address)

    expect(await history(deployer, '&chainId=eip155:1')).toEqual({ data: [], next: null })
    expect(await history('0x000000000000000000000000000000000000dEaD')).toEqual({ data: [], next: null })
  })

  it('labels burns from the burner side', async () => {
    const { wallet, chain, publicClient } = clients(1, 4)
    const hash = await wallet.writeContract({
      address: chain.erc20.address,
      abi: tokenAbi,
      functionName: 'burn',
      args: [parseUnits('5', 18)],
    })
    await publicClient.waitForTransactionReceipt({ hash })
    const page = await history(chains.accounts[4]!.address, '&chainId=eip155:31338')
    expect(page.data[0]!.metadata).toMatchObject({ hash, operationType: 'burn' })
    expect(page.data[0]!.transfers?.[0]).toMatchObject({ direction: 'out', quantity: { numeric: '5' } })
  })

  it('pages 50 at a time with an opaque cursor and ends with null', async () => {
    const { wallet, publicClient } = clients(1, 5)
    const test = createTestClient({ mode: 'anvil', transport: http(chains.chains[1]!.rpcUrl) })
    const sender = chains.accounts[5]!.address
    const recipient = chains.accounts[6]!.address
    const hashes: string[] = []
    let nonce = await publicClient.getTransactionCount({ address: sender })
    const send = async (value: bigint) => {
      const hash = await wallet.sendTransaction({
        to: recipient,
        value,
        nonce: nonce++,
        gas: 21_000n,
        maxFeePerGas: parseUnits('50', 9),
        maxPriorityFeePerGas: 1n,
      })
      hashes.push(hash)
    }
    // 50 automined transactions (one block each), then 12 in a single block to page inside a block.
    for (let index = 1; index <= 50; index++) await send(BigInt(index))
    await test.setAutomine(false)
    for (let index = 51; index <= 62; index++) await send(BigInt(index))
    await test.mine({ blocks: 1 })
    await test.setAutomine(true)
    await publicClient.waitForTransactionReceipt({ hash: hashes.at(-1) as `0x${string}` })

    const first = await history(sender, '&chainId=eip155:31338')
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.next).toEqual(expect.any(String))
    expect(first.next).not.toMatch(/\d{2,}/)
    const second = await history(sender, `&chainId=eip155:31338&cursor=${encodeURIComponent(first.next!)}`)
    expect(second.next).toBeNull()
    const seen = [...first.data, ...second.data].map((tx) => tx.metadata.hash)
    expect(seen).toEqual([...hashes].reverse())
    expect(new Set(seen).size).toBe(62)
    expect(first.data.map((tx) => tx.metadata.nonce)).toEqual(
      Array.from({ length: 50 }, (_, offset) => 61 - offset),
    )

    // A cursor stays valid while new blocks arrive: the next page is still "older than the cursor".
    await send(1000n)
    await publicClient.waitForTransactionReceipt({ hash: hashes.at(-1) as `0x${string}` })
    const again = await history(sender, `&chainId=eip155:31338&cursor=${encodeURIComponent(first.next!)}`)
    expect(again.data.map((tx) => tx.metadata.hash)).toEqual(second.data.map((tx) => tx.metadata.hash))
    expect((await history(sender, '&chainId=eip155:31338')).data[0]!.metadata.hash).toBe(hashes.at(-1))

    const bad = await request(`${api.url}/v1/account/${sender}/history?projectId=p&cursor=not-a-cursor`)
    expect(bad.status).toBe(400)
    expect(bad.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'cursor' }] })
  })

  it('follows evm_revert and new blocks at the same height', async () => {
    const { wallet, publicClient } = clients(0, 8)
    const account = chains.accounts[8]!.address
    const before = await history(account)
    const snapshot = await chains.snapshot()
    const reverted = await wallet.sendTransaction({ to: chains.accounts[9]!.address, value: 1n })
    await publicClient.waitForTransactionReceipt({ hash: reverted })
    expect((await history(account)).data[0]!.metadata.hash).toBe(reverted)
    await chains.revert(snapshot)
    expect(await history(account)).toEqual(before)
    const replacement = await wallet.sendTransaction({ to: chains.accounts[9]!.address, value: 2n })
    await publicClient.waitForTransactionReceipt({ hash: replacement })
    const after = await history(account)
    expect(after.data.map((tx) => tx.metadata.hash)).toEqual([
      replacement,
      ...before.data.map((tx) => tx.metadata.hash),
    ])
  })

  it('stays fast with a few hundred blocks and rejects bad input', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(chains.chains[0]!.rpcUrl) })
    await test.mine({ blocks: 400 })
    const fresh = await startApiEmulator({ chains: chains.chains })
    try {
      const account = chains.accounts[1]!.address
      let started = performance.now()
      const cold = await getJson<Page>(`${fresh.url}/v1/account/${account}/history?projectId=p`)
      const coldMs = performance.now() - started
      started = performance.now()
      const warm = await getJson<Page>(`${fresh.url}/v1/account/${account}/history?projectId=p`)
      const warmMs = performance.now() - started
      expect(warm).toEqual(cold)
      expect(cold.data.length).toBeGreaterThan(0)
      const blocks = await clients(0, 0).publicClient.getBlockNumber()
      expect(blocks).toBeGreaterThan(400n)
      expect(coldMs).toBeLessThan(5000)
      expect(warmMs).toBeLessThan(250)
    } finally {
      await fresh.close()
    }
    const account = chains.accounts[1]!.address
    expect((await request(`${api.url}/v1/account/${account}/history`)).status).toBe(400)
    expect(
      (await request(`${api.url}/v1/account/${account}/history?projectId=p&onramp=moonpay`)).json(),
    ).toMatchObject({
      reasons: [{ field: 'provider' }],
    })
    expect((await request(`${api.url}/v1/account/xyz/history?projectId=p`)).status).toBe(400)
  })
})
